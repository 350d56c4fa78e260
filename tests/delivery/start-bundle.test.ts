import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { EXTERNAL_PACKAGES } from '../../scripts/build.ts';
import { landingTexts, pageTexts, servicesTexts } from '../../src/domain/texts/index.ts';
import { sampleInput } from '../fixtures/billing/sample.ts';
import { pageText } from '../helpers/html-text.ts';
import { killServerProcesses, startServerProcess, waitUntilHealthy } from '../helpers/server-process.ts';

/**
 * What `npm start` runs after its build: the bundle in dist/server, started by plain `node`, on an
 * embedded database of its own. Its worker threads, its lazily loaded parts and the SQL
 * migrations must all be found from there.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'nk-bundle-'));
const ADMIN_PASSWORD = 'Admin-Passwort1';

afterEach(killServerProcesses);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Every module specifier the bundle imports (esbuild writes them at the start of a line, in
 * double quotes): its own files, Node's and the packages it leaves out.
 */
function bundleImports(): Set<string> {
  const specifiers = new Set<string>();
  for (const file of readdirSync('dist/server').filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join('dist/server', file), 'utf8');
    for (const match of code.matchAll(/^(?:import|export)\s[^;]*?from\s*"([^"]+)"|\bimport\("([^"]+)"\)/gm)) {
      specifiers.add((match[1] ?? match[2])!);
    }
  }
  return specifiers;
}

describe('the bundle npm start runs', () => {
  it('needs neither Vite nor tsx nor esbuild at run time, only the packages it leaves out', () => {
    const packages = [...bundleImports()].filter((s) => !s.startsWith('./') && !s.startsWith('node:'));
    expect(packages).toEqual(expect.arrayContaining(['@electric-sql/pglite', 'piscina']));
    for (const specifier of packages) {
      expect(specifier, specifier).not.toMatch(/^(vite|tsx|esbuild)(\/|$)/);
      expect(
        EXTERNAL_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`)),
        specifier,
      ).toBe(true);
    }
  });

  it('carries the initialised database that a first start copies instead of running initdb', () => {
    expect(existsSync('dist/server/pgdata-template/PG_VERSION')).toBe(true);
    expect(readdirSync(dataDir)).not.toContain('PG_VERSION');
  });

  it('starts, migrates, serves the API, its worker threads and the web app', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD }, 'bundle');
    await waitUntilHealthy(server, 110_000);

    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

    // The demo data of the first start: migrations and seeding ran from the bundle.
    const properties = await fetch(`${server.url}/api/properties`, { headers: auth });
    expect(properties.status).toBe(200);
    expect(((await properties.json()) as unknown[]).length).toBeGreaterThan(0);

    // A statement PDF: the compiled worker thread and, loaded on first use, the PDF renderer.
    const pdf = await fetch(`${server.url}/api/billing/statement.pdf`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...sampleInput(),
        occupancy: '4',
        landlord: { name: 'Hausverwaltung Sommer GmbH', address_lines: ['Karl-Liebknecht-Straße 45'] },
        tenant: { name: 'Sophie Schäfer', address_lines: ['Lindenstraße 12'] },
      }),
    });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const page = await fetch(`${server.url}/login`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toContain('<div id="root"></div>');
    // The public pages as the build rendered them: their content without any JavaScript.
    const landing = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(landing.headers.get('content-encoding')).toBe('br');
    const landingText = pageText(await landing.text());
    for (const text of [pageTexts.landing.title, landingTexts.hero.lead, landingTexts.finalCta.title])
      expect(landingText).toContain(text);
    const services = pageText(await (await fetch(`${server.url}/leistungen`)).text());
    for (const item of servicesTexts.core.items) expect(services).toContain(item.title);
    expect((await fetch(`${server.url}/gibt-es-nicht`)).status).toBe(404);

    // The API description and its interactive page, from the packages bundled and left out.
    const docs = await fetch(`${server.url}/api/docs/json`);
    expect(((await docs.json()) as { paths: object }).paths).toHaveProperty(['/api/health']);
    const ui = await fetch(`${server.url}/api/docs/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('starts again on its data directory', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD }, 'bundle');
    await waitUntilHealthy(server, 110_000);
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { driver: 'pglite', ok: true } });
  });
});
