import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { WEB_DIST } from '../../src/server/runtime/locations.ts';
import { paths, PRERENDERED_PAGES } from '../../src/domain/site-paths.ts';
import {
  contactTexts,
  copyrightLine,
  freeTestTexts,
  landingTexts,
  legalTexts,
  pageTexts,
  publicTexts,
  servicesTexts,
  shellTexts,
} from '../../src/domain/texts/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { pageText } from '../helpers/html-text.ts';

/**
 * The public pages the build rendered to HTML, as the server sends them: their content is in the
 * HTML itself (no JavaScript needed to read it), their styles are in the sheet they link, and every
 * internal link on them leads to a page.
 */
let t: TestApp;
let web: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({});
  web = await buildApp(t.ctx, { serveWeb: true });
});
afterAll(async () => {
  await web.close();
  await t.close();
});

const get = (url: string) => web.inject({ method: 'GET', url });
const pageFile = (file: string) => readFileSync(join(WEB_DIST, 'pages', `${file}.html`), 'utf8');
const indexHtml = () => readFileSync(join(WEB_DIST, 'index.html'), 'utf8');

/** Texts each page must carry in its HTML, word for word. */
const EXPECTED: Record<string, readonly string[]> = {
  [paths.landing]: [
    pageTexts.landing.title,
    landingTexts.hero.lead,
    landingTexts.hero.register,
    landingTexts.whyFree.title,
    ...landingTexts.features.items.map((item) => item.title),
    ...landingTexts.benefits.items.map((item) => item.title),
    ...landingTexts.steps.items.map((item) => item.title),
    landingTexts.finalCta.title,
    landingTexts.finalCta.primary,
  ],
  [paths.services]: [
    pageTexts.services.title,
    publicTexts.backToStart,
    publicTexts.badgeFree,
    publicTexts.badgeAllocable,
    ...servicesTexts.core.items.map((item) => item.title),
    ...servicesTexts.optional.items.map((item) => item.reference),
  ],
  [paths.contact]: [pageTexts.contact.title, contactTexts.formTitle, contactTexts.submit],
  [paths.imprint]: [pageTexts.imprint.title, legalTexts.imprintIntro, legalTexts.sampleTitle],
  [paths.privacy]: [legalTexts.privacyTitle],
  [paths.freeTest]: [
    pageTexts.freeTest.title,
    freeTestTexts.requestTitle,
    freeTestTexts.intro,
    freeTestTexts.haveData,
  ],
};

/** The header (signed out) and footer every public page has. */
const SHELL = [
  shellTexts.footer.imprint,
  shellTexts.footer.privacy,
  shellTexts.footer.contact,
  copyrightLine(new Date().getFullYear()),
];

describe('prerendered public pages', () => {
  it('sends each page as HTML with its content in it, readable without JavaScript', async () => {
    for (const page of PRERENDERED_PAGES) {
      const res = await get(page.path);
      expect(res.statusCode, page.path).toBe(200);
      expect(res.headers['content-type'], page.path).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], page.path).toBe('no-cache');
      expect(res.body, page.path).toBe(pageFile(page.file));
      expect(res.body, page.path).toContain('<div id="root" data-prerendered>');
      // No script but the colour scheme's and the page's own: nothing inline for the policy to block.
      expect(
        [...res.body.matchAll(/<script\b[^>]*>/g)]
          .map((m) => m[0])
          .filter((tag) => !/src="\/|type="application\/json"/.test(tag)),
        page.path,
      ).toEqual([]);
      const text = pageText(res.body);
      for (const expected of [...EXPECTED[page.path]!, ...SHELL]) expect(text, page.path).toContain(expected);
    }
  });

  it('has the signed-out navigation as plain links', async () => {
    const html = (await get('/')).body;
    const { nav } = shellTexts;
    for (const [href, label] of [
      [paths.landing, nav.home],
      [paths.services, nav.services],
      [paths.contact, nav.contact],
      [paths.login, nav.login],
    ] as const) {
      expect(html).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>${label}</a>`));
    }
  });

  it('links to pages that exist, each answered with its prerendered page or the app', async () => {
    const prerendered = new Map(PRERENDERED_PAGES.map((page) => [page.path, pageFile(page.file)]));
    const targets = new Set<string>();
    for (const page of PRERENDERED_PAGES) {
      for (const match of pageFile(page.file).matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)/g))
        targets.add(match[1]!);
    }
    expect(targets.size).toBeGreaterThan(6);
    for (const target of targets) {
      const res = await get(target);
      expect(res.statusCode, target).toBe(200);
      expect(res.body, target).toBe(prerendered.get(target) ?? indexHtml());
    }
  });

  it('answers with the app where a query string may choose another page', async () => {
    for (const url of ['/?page=kontakt', '/leistungen?x=1'])
      expect((await get(url)).body, url).toBe(indexHtml());
  });

  it('links style sheets that style every Mantine element and every class of the app’s style modules in the pages', async () => {
    const css = readdirSync(join(WEB_DIST, 'assets'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => [`/assets/${file}`, readFileSync(join(WEB_DIST, 'assets', file), 'utf8')] as const);
    for (const page of PRERENDERED_PAGES) {
      const html = pageFile(page.file);
      const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
      const sheet = css
        .filter(([href]) => linked.includes(href))
        .map(([, text]) => text)
        .join('\n');
      expect(sheet.length, page.file).toBeGreaterThan(0);
      // Mantine's classes (m_1234abcd) and those of the app's CSS modules (_header_19ixe_30): without
      // their rules the page is drawn unlaid-out until the app has loaded, or for good without it.
      const classes = new Set(
        [...html.matchAll(/\bclass="([^"]+)"/g)]
          .flatMap((m) => m[1]!.split(/\s+/))
          .filter((name) => /^(?:m_[0-9a-f]{8}|_[A-Za-z][A-Za-z0-9]*_[a-z0-9]{5}_\d+)$/.test(name)),
      );
      expect(
        [...classes].some((name) => name.startsWith('_')),
        page.file,
      ).toBe(true);
      for (const name of classes) expect(sheet, `${page.file}: ${name}`).toContain(`.${name}`);
    }
  });

  it('sends the app instead of a page rendered with other operator details than configured', async () => {
    const other = await createTestApp({ OPERATOR_NAME: 'Andere Verwaltung GmbH' });
    const otherWeb = await buildApp(other.ctx, { serveWeb: true });
    try {
      for (const page of PRERENDERED_PAGES) {
        const res = await otherWeb.inject({ method: 'GET', url: page.path });
        expect(res.statusCode, page.path).toBe(200);
        expect(res.body, page.path).toBe(page.site ? indexHtml() : pageFile(page.file));
      }
    } finally {
      await otherWeb.close();
      await other.close();
    }
  });
});
