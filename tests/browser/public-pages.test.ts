import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  contactTexts,
  cookieTexts,
  landingTexts,
  legalTexts,
  notFoundTexts,
  pageTexts,
  publicTexts,
  servicesTexts,
} from '../../src/domain/texts/index.ts';
import { DESKTOP, MOBILE, pathname } from '../helpers/browser.ts';
import { expectNoHorizontalOverflow, publicSuite, withFreshPage } from './public-support.ts';

/** A configured operator, so the legal pages prove that their details come from the configuration. */
const OPERATOR = {
  OPERATOR_NAME: 'Abrechnungsdienst Weber GmbH',
  MANAGING_DIRECTOR: 'Petra Weber',
  OPERATOR_ADDRESS: 'Lindenallee 12, 04109 Leipzig',
  OPERATOR_EMAIL: 'info@weber-abrechnung.example',
  OPERATOR_PHONE: '+49 341 555 0',
  OPERATOR_REGISTER: 'Amtsgericht Leipzig, HRB 12345',
  OPERATOR_VAT_ID: 'DE123456789',
  SUPPORT_EMAIL: 'hilfe@weber-abrechnung.example',
};

const suite = publicSuite({ env: OPERATOR });

const heading = (page: Page, name: string, level?: number) =>
  page.getByRole('heading', { name, exact: true, ...(level ? { level } : {}) });

async function clickBack(page: Page) {
  await page.getByRole('link', { name: publicTexts.backToStart }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await heading(page, pageTexts.landing.title, 1).waitFor();
}

describe('landing page', () => {
  it('shows hero, why-free, features, switching benefits, the three steps and the call to action', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      await page.goto('/');
      await heading(page, pageTexts.landing.title, 1).waitFor();
      for (const title of [
        landingTexts.whyFree.title,
        landingTexts.features.title,
        landingTexts.benefits.title,
        landingTexts.steps.title,
        landingTexts.finalCta.title,
      ]) {
        await heading(page, title, 2).waitFor();
      }
      for (const item of [
        ...landingTexts.whyFree.items,
        ...landingTexts.features.items,
        ...landingTexts.benefits.items,
        ...landingTexts.steps.items,
      ]) {
        await heading(page, item.title, 3).waitFor();
      }
      for (const step of ['Registrieren', 'Rechnungen senden', 'Fertig'])
        await heading(page, step, 3).waitFor();
      const body = await page.locator('main').innerText();
      for (const claim of ['KI', 'PDF', 'Mieterportal', 'Dokumentenarchiv', 'DSGVO', '5 Minuten']) {
        expect(body).toContain(claim);
      }
      // The product promises landlords it is free: no prices anywhere.
      expect(body).not.toMatch(/€|\bEUR\b|\bEuro\b|\bPreis/);
    }));

  it('leads to the free demo from the hero and the final call to action, and to the services', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      await page.goto('/');
      await page.getByRole('link', { name: landingTexts.hero.primary }).click();
      await page.waitForURL((url) => url.pathname === '/freetest-login');

      await page.goto('/');
      await page.getByRole('link', { name: landingTexts.finalCta.primary, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/freetest-login');

      await page.goto('/');
      await page.getByRole('link', { name: landingTexts.hero.secondary }).click();
      await page.waitForURL((url) => url.pathname === '/leistungen');
      await heading(page, pageTexts.services.title, 1).waitFor();
    }));
});

describe('services page', () => {
  it('lists core services, eleven free tools, four allocable services, platform features and the references', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      await page.goto('/leistungen');
      await heading(page, pageTexts.services.title, 1).waitFor();
      for (const title of [
        servicesTexts.core.title,
        servicesTexts.tools.title,
        servicesTexts.optional.title,
        servicesTexts.platform.title,
        servicesTexts.references.title,
      ]) {
        await heading(page, title, 2).waitFor();
      }

      const tools = page.locator('#vermieter-tools article');
      expect(await tools.count()).toBe(11);
      for (const name of [
        'Mietvertrag',
        'Jahresplan',
        'Hausordnung',
        'Übergabeprotokoll',
        'Mieterselbstauskunft',
        'Abmahnung',
        'Zahlungsaufforderung',
        'Kündigungsschreiben',
        'Mieterhöhungsschreiben',
        'Auftrag Zwischenablesung',
        'Anpassung der Vorauszahlungen',
      ]) {
        const card = tools.filter({ has: heading(page, name, 3) });
        expect(await card.getByText(publicTexts.badgeFree, { exact: true }).count(), name).toBe(1);
      }

      const optional = page.locator('#optionale-services article');
      expect(await optional.count()).toBe(4);
      for (const name of [
        'Rauchmelderservice',
        'Legionellenprüfung',
        'Wartungs- und Hausmeisterdienste',
        'Heizungsservice',
      ]) {
        const card = optional.filter({ has: heading(page, name, 3) });
        expect(await card.getByText(publicTexts.badgeAllocable, { exact: true }).count(), name).toBe(1);
      }

      for (const reference of ['BetrKV', 'DIN 14676', 'TrinkwV 2023', 'MHG']) {
        await page.locator('#grundlagen').getByRole('heading', { name: reference, exact: true }).waitFor();
      }
      expect(await page.locator('main').innerText()).not.toMatch(/€|\bEuro\b|\bPreis/);
    }));

  it('goes back to the start page', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      await page.goto('/leistungen');
      await clickBack(page);
    }));
});

describe('contact page', () => {
  it('shows the three support features, the form, the configured address and goes back', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      await page.goto('/kontakt');
      await heading(page, pageTexts.contact.title, 1).waitFor();
      for (const feature of contactTexts.features) await heading(page, feature.title).waitFor();
      await page.getByRole('textbox', { name: contactTexts.nameLabel }).waitFor();
      await page.getByRole('textbox', { name: contactTexts.emailLabel }).waitFor();
      await page.getByRole('textbox', { name: contactTexts.messageLabel }).waitFor();
      await page.getByRole('link', { name: OPERATOR.SUPPORT_EMAIL }).waitFor();
      await clickBack(page);
    }));
});

describe('legal pages', () => {
  it('shows the Impressum with the operator from the configuration', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      await page.goto('/impressum');
      await heading(page, pageTexts.imprint.title, 1).waitFor();
      const main = page.locator('main');
      await main.getByText(OPERATOR.OPERATOR_NAME).first().waitFor();
      const text = await main.innerText();
      for (const value of [
        'Angaben gemäß § 5 DDG',
        'Lindenallee 12',
        '04109 Leipzig',
        OPERATOR.MANAGING_DIRECTOR,
        OPERATOR.OPERATOR_EMAIL,
        OPERATOR.OPERATOR_PHONE,
        'Amtsgericht Leipzig',
        'HRB 12345',
        OPERATOR.OPERATOR_VAT_ID,
      ]) {
        expect(text).toContain(value);
      }
      // A configured operator is no sample.
      expect(await page.getByText(legalTexts.sampleTitle).count()).toBe(0);
      await clickBack(page);
    }));

  it('shows the privacy policy with all required sections and its date', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      await page.goto('/datenschutz');
      await heading(page, legalTexts.privacyTitle, 1).waitFor();
      await page.getByText('Stand: 17. März 2025').waitFor();
      for (const title of [
        '1. Verantwortlicher',
        '2. Welche Daten wir verarbeiten',
        '3. Zwecke der Verarbeitung',
        '4. Rechtsgrundlagen',
        '5. Empfänger',
        '6. Cookies und lokaler Speicher',
        '7. Speicherdauer',
        '8. Ihre Rechte',
        '9. Datensicherheit',
      ]) {
        await heading(page, title, 2).waitFor();
      }
      const text = await page.locator('main').innerText();
      expect(text).toContain(OPERATOR.OPERATOR_NAME);
      expect(text).toContain('10 Jahre');
    }));

  it('opens both from the footer', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
      await heading(page, pageTexts.imprint.title, 1).waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).click();
      await heading(page, legalTexts.privacyTitle, 1).waitFor();
    }));
});

describe('cookie banner', () => {
  const banner = (page: Page) => page.getByRole('region', { name: cookieTexts.regionLabel });

  it('shows on the first visit only and stays gone after a reload', () =>
    withFreshPage(
      suite,
      DESKTOP,
      async (page) => {
        await page.goto('/');
        await banner(page).waitFor();
        expect(await banner(page).innerText()).toContain('keine Cookies für Werbung oder Statistik');
        await banner(page).getByRole('button', { name: cookieTexts.accept }).click();
        await banner(page).waitFor({ state: 'detached' });

        await page.reload();
        await heading(page, pageTexts.landing.title, 1).waitFor();
        await page.goto('/kontakt');
        await heading(page, pageTexts.contact.title, 1).waitFor();
        expect(await banner(page).count()).toBe(0);
      },
      { cookieNoticeSeen: false },
    ));

  it('links to the privacy policy and does not cover the end of the page on a phone', () =>
    withFreshPage(
      suite,
      MOBILE,
      async (page) => {
        await page.goto('/kontakt');
        await banner(page).waitFor();
        // The footer can still be scrolled above the banner.
        await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
        await heading(page, pageTexts.imprint.title, 1).waitFor();
        await banner(page).getByRole('link', { name: cookieTexts.privacyLink }).click();
        await heading(page, legalTexts.privacyTitle, 1).waitFor();
        await banner(page).waitFor();
      },
      { cookieNoticeSeen: false },
    ));
});

describe('routing of the public pages', () => {
  it('selects a public page by the page parameter and resolves the aliases', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      await page.goto('/?page=kontakt');
      await page.waitForURL((url) => url.pathname === '/kontakt' && url.search === '');
      await heading(page, pageTexts.contact.title, 1).waitFor();

      await page.goto('/?page=leistungen');
      await page.waitForURL((url) => url.pathname === '/leistungen');
      await page.goto('/?page=impressum');
      await page.waitForURL((url) => url.pathname === '/impressum');

      await page.goto('/tenant-login');
      await page.waitForURL((url) => url.pathname === '/login');
      await page.goto('/customer-login');
      await page.waitForURL((url) => url.pathname === '/admin-login');
    }));

  it('shows the 404 page with the configured support address and a way home', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      await page.goto('/seite-gibt-es-nicht');
      await heading(page, notFoundTexts.title, 1).waitFor();
      await page.getByRole('link', { name: OPERATOR.SUPPORT_EMAIL }).waitFor();
      await page.getByRole('link', { name: notFoundTexts.backToStart, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
    }));

  it('fits every public page into a 375 px phone screen', () =>
    withFreshPage(suite, MOBILE, async (page) => {
      for (const path of [
        '/',
        '/leistungen',
        '/kontakt',
        '/impressum',
        '/datenschutz',
        '/freetest-login',
        '/set-password',
        '/gibt-es-nicht',
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoHorizontalOverflow(page);
      }
      expect(pathname(page)).toBe('/gibt-es-nicht');
    }));
});
