import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessTexts, loginsTexts } from '../../src/domain/texts/index.ts';
import type { UserRecord } from '../../src/domain/schemas/records.ts';
import { browserSuite, DESKTOP, pathname, signIn, withPage } from '../helpers/browser.ts';

const suite = browserSuite();
const NEW_LOGIN = { username: 'neuer.kunde', email: 'neuer.kunde@example.de', password: 'Kunden-Passwort4' };
let token = '';

beforeAll(async () => {
  const res = await fetch(`${suite.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(suite.server.logins.admin),
  });
  token = ((await res.json()) as { token: string }).token;
});

async function findLogins(q: string): Promise<UserRecord[]> {
  const res = await fetch(`${suite.server.url}/api/users?q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as UserRecord[];
}

async function openLogins(page: Page) {
  await signIn(page, suite.server.logins.admin);
  await page.goto('/admin/system/logins');
  await page.getByRole('heading', { level: 1, name: 'System – Logins (roh)' }).waitFor();
}

const table = (page: Page) => page.getByRole('table', { name: 'System – Logins (roh)' });
const action = (page: Page, label: string, username: string) =>
  page.getByRole('button', { name: `${label}: ${username}` });
/** The inline confirmation below a row: its question names the group. */
const confirmation = (page: Page, question: string) => page.getByRole('group', { name: question });

describe('logins screen', () => {
  it('creates, invites, gives a password to and deletes a login, each after an inline confirmation', async () => {
    await withPage(suite, DESKTOP, async (page) => {
      await openLogins(page);

      await page.getByRole('button', { name: loginsTexts.create }).click();
      await page.getByText('Benutzername oder E‑Mail erforderlich.').waitFor();

      // Only the e-mail: the username takes it, the server picks a password, the role stays customer.
      await page.getByLabel(loginsTexts.email, { exact: true }).fill(NEW_LOGIN.email);
      await page.getByRole('button', { name: loginsTexts.create }).click();
      await page.getByText(loginsTexts.created).waitFor();
      const [created] = await findLogins(NEW_LOGIN.email);
      expect(created).toMatchObject({ username: NEW_LOGIN.email, email: NEW_LOGIN.email, role: 'customer' });

      await page.getByRole('searchbox').fill('neuer.kunde');
      const name = NEW_LOGIN.email;
      await action(page, loginsTexts.invite, name).waitFor();
      await action(page, loginsTexts.delete, 'demo.mieter').waitFor({ state: 'detached' });
      expect(await table(page).getByRole('row').count()).toBe(2);

      // Save is offered only after a change.
      expect(await action(page, loginsTexts.save, name).isDisabled()).toBe(true);
      await page.getByLabel(loginsTexts.fieldLabel(loginsTexts.username, name)).fill(NEW_LOGIN.username);
      await action(page, loginsTexts.save, name).click();
      await confirmation(page, loginsTexts.confirmSave(name))
        .getByRole('button', { name: loginsTexts.confirm })
        .click();
      await page.getByText(loginsTexts.saved).waitFor();
      const [renamed] = await findLogins(NEW_LOGIN.email);
      expect(renamed!.username).toBe(NEW_LOGIN.username);
      const user = NEW_LOGIN.username;

      // A taken address is refused with the catalogue's text.
      await page.getByLabel(loginsTexts.fieldLabel(loginsTexts.email, user)).fill('andere@example.de');
      await action(page, loginsTexts.save, user).click();
      await confirmation(page, loginsTexts.confirmSave(user))
        .getByRole('button', { name: loginsTexts.confirm })
        .click();
      await page.getByText('E‑Mail-Adresse wird bereits verwendet.').waitFor();
      await page.getByLabel(loginsTexts.fieldLabel(loginsTexts.email, user)).fill(NEW_LOGIN.email);

      // No mail server in tests: the invitation answers with the link to pass on.
      await action(page, loginsTexts.invite, user).click();
      await confirmation(page, loginsTexts.confirmInvite(NEW_LOGIN.email))
        .getByRole('button', { name: loginsTexts.confirm })
        .click();
      await page.getByText(accessTexts.inviteNotSent).waitFor();
      expect(await page.getByLabel(accessTexts.inviteLink).inputValue()).toMatch(/\/set-password\?token=\S+/);

      await action(page, loginsTexts.setPassword, user).click();
      const ask = confirmation(page, loginsTexts.confirmPassword(user));
      await ask.getByRole('button', { name: loginsTexts.confirm }).click();
      await page.getByText('Bitte ein Passwort eingeben.').waitFor();
      await ask.getByLabel(loginsTexts.newPassword).fill(NEW_LOGIN.password);
      await ask.getByRole('button', { name: loginsTexts.confirm }).click();
      await page.getByText(loginsTexts.passwordSet).waitFor();
    });

    await withPage(suite, DESKTOP, async (page) => {
      await signIn(page, { username: NEW_LOGIN.username, password: NEW_LOGIN.password });
      expect(pathname(page)).toBe('/customer-dashboard');
    });

    await withPage(suite, DESKTOP, async (page) => {
      await openLogins(page);
      await page.getByRole('searchbox').fill('neuer.kunde');
      await action(page, loginsTexts.delete, NEW_LOGIN.username).click();
      const ask = confirmation(page, loginsTexts.confirmDelete(NEW_LOGIN.username));
      await ask.getByRole('button', { name: loginsTexts.cancel }).click();
      await ask.waitFor({ state: 'detached' });
      await action(page, loginsTexts.delete, NEW_LOGIN.username).click();
      await ask.getByRole('button', { name: loginsTexts.confirm }).click();
      await page.getByText(`${loginsTexts.deleted} (${NEW_LOGIN.username})`).waitFor();
      await page.getByText(loginsTexts.empty).waitFor();
      expect(await findLogins('neuer.kunde')).toEqual([]);
    });
  });

  it('hides admin and employee logins until the admin confirms, and never deletes protected accounts', () =>
    withPage(suite, DESKTOP, async (page) => {
      await openLogins(page);
      await action(page, loginsTexts.delete, 'demo.mieter').waitFor();
      expect(await action(page, loginsTexts.delete, 'demo.mieter').isDisabled()).toBe(true);
      expect(await action(page, loginsTexts.delete, 'admin').count()).toBe(0);
      expect(await action(page, loginsTexts.delete, 'mitarbeiter').count()).toBe(0);

      const checkbox = page.getByRole('checkbox', { name: loginsTexts.showAdmins });
      await checkbox.click();
      const dialog = page.getByRole('dialog', { name: loginsTexts.showAdminsTitle });
      await dialog.getByRole('button', { name: loginsTexts.cancel }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await checkbox.isChecked()).toBe(false);

      await checkbox.click();
      await dialog.getByRole('button', { name: loginsTexts.showAdminsConfirm }).click();
      await action(page, loginsTexts.delete, 'admin').waitFor();
      expect(await checkbox.isChecked()).toBe(true);
      expect(await action(page, loginsTexts.delete, 'admin').isDisabled()).toBe(true);
      expect(await action(page, loginsTexts.delete, 'mitarbeiter').isDisabled()).toBe(false);

      // Invite needs an address: the employee login has none.
      expect(await action(page, loginsTexts.invite, 'mitarbeiter').isDisabled()).toBe(true);

      await page.getByRole('searchbox').fill('gibt.es.nicht');
      await page.getByText(loginsTexts.empty).waitFor();
    }));
});
