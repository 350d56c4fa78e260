import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { accessTexts, adminUsersTexts, armedTexts, userEditTexts } from '../../src/domain/texts/index.ts';
import type { TenantRecord, UserRecord } from '../../src/domain/schemas/records.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { tenants, users } from '../../src/server/db/schema.ts';
import { browserSuite, DESKTOP, pathname, signIn, withPage } from '../helpers/browser.ts';

const suite = browserSuite();
const PAGING = 25;
let token = '';

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${suite.server.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  expect(res.ok).toBe(true);
  return (await res.json()) as T;
}

beforeAll(async () => {
  const db = suite.server.app.ctx.db;
  const passwordHash = await hashPassword('Seiten-Passwort1');
  await db.insert(users).values(
    Array.from({ length: PAGING }, (_, i) => ({
      username: `seite.${String(i + 1).padStart(2, '0')}`,
      email: `seite.${i + 1}@example.de`,
      role: 'customer',
      passwordHash,
    })),
  );
  await db.insert(users).values([
    { username: 'ohne.kunde', role: 'customer', passwordHash },
    { username: 'loesch.mich', role: 'tenant', passwordHash },
    { username: 'sync.mich', role: 'tenant', passwordHash },
  ]);
  const res = await fetch(`${suite.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(suite.server.logins.admin),
  });
  token = ((await res.json()) as { token: string }).token;
});

async function openUsers(page: Page) {
  await signIn(page, suite.server.logins.admin);
  await page.goto('/admin/users');
  await page.getByRole('heading', { level: 1, name: 'Benutzer' }).waitFor();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
}

const row = (page: Page, username: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });

/** The demo tenant's login and tenancy, looked up through the API as the screen would. */
async function demoTenant(): Promise<{ login: UserRecord; tenant: TenantRecord }> {
  const logins = await api<UserRecord[]>('/api/users?q=demo.mieter');
  const login = logins.find((u) => u.username === 'demo.mieter')!;
  const tenant = (await api<TenantRecord[]>('/api/tenants')).find((t) => t.user_id === login.id)!;
  expect(tenant).toBeDefined();
  return { login, tenant };
}

describe('users screen', () => {
  it('pages, searches and sorts on the server and counts the matches', () =>
    withPage(suite, DESKTOP, async (page) => {
      const all = await fetch(`${suite.server.url}/api/users?limit=1`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const total = Number(all.headers.get('X-Total-Count'));
      await openUsers(page);
      await page.getByText(adminUsersTexts.count(20, total)).waitFor();

      await search(page, 'seite.');
      await page.getByText(adminUsersTexts.count(20, PAGING)).waitFor();
      await page.getByRole('button', { name: adminUsersTexts.nextPage }).click();
      await page.getByText(adminUsersTexts.count(PAGING - 20, PAGING)).waitFor();
      await page.getByText(adminUsersTexts.page(2, 2)).waitFor();

      // Sorting starts again on the first page; the second click on a column reverses it.
      const byName = page.getByRole('button', { name: adminUsersTexts.sortBy('Benutzername') });
      await byName.click();
      await page.getByText(adminUsersTexts.count(20, PAGING)).waitFor();
      await byName.click();
      await page.locator('th[aria-sort="descending"]').waitFor();
      await row(page, 'seite.25').waitFor();
      const first = page.getByRole('row').nth(1).getByRole('cell').nth(1);
      expect(await first.textContent()).toBe('seite.25');

      await search(page, 'gibt.es.nicht');
      await page.getByText(adminUsersTexts.empty).waitFor();
      await page.getByText(adminUsersTexts.count(0, 0)).waitFor();
    }));

  it('opens the tenancy behind a tenant login for editing and saves it', () =>
    withPage(suite, DESKTOP, async (page) => {
      const { tenant } = await demoTenant();
      await openUsers(page);
      await search(page, 'demo.mieter');
      await page.getByRole('button', { name: `${adminUsersTexts.show}: demo.mieter` }).click();
      await page.waitForURL(`**/admin/user-edit?kind=tenant&id=${tenant.id}`);
      const phone = page.getByLabel(userEditTexts.phone);
      await phone.waitFor();
      expect(await page.getByLabel(userEditTexts.lastName).inputValue()).toBe(tenant.last_name);
      await phone.fill('030 999000');
      await page.getByRole('button', { name: userEditTexts.save }).click();
      await page.getByText(userEditTexts.saved).waitFor();
      const saved = await api<TenantRecord>(`/api/tenants/${tenant.id}`);
      expect(saved.phone_number).toBe('030 999000');

      await page.getByRole('button', { name: userEditTexts.cancel }).click();
      await page.waitForURL('**/admin/users');
    }));

  it('says when a customer login has no customer, and shows the empty edit screen without a choice', () =>
    withPage(suite, DESKTOP, async (page) => {
      await openUsers(page);
      await search(page, 'ohne.kunde');
      await page.getByRole('button', { name: `${adminUsersTexts.show}: ohne.kunde` }).click();
      await page.getByText(adminUsersTexts.noCustomer).waitFor();
      expect(pathname(page)).toBe('/admin/users');

      await page.evaluate(() => sessionStorage.clear());
      await page.goto('/admin/user-edit');
      await page.getByText(userEditTexts.none).waitFor();
    }));

  it('offers a new customer and goes back to the dashboard', () =>
    withPage(suite, DESKTOP, async (page) => {
      await openUsers(page);
      await page.getByRole('button', { name: adminUsersTexts.newCustomer }).click();
      await page.waitForURL('**/admin/customer-detail?id=new');
      await page.goto('/admin/users');
      await page.getByRole('link', { name: adminUsersTexts.back }).click();
      await page.waitForURL('**/admin-dashboard');
    }));

  it('deletes a login only after Bestätigen and Wirklich?, and disarms on a click elsewhere', () =>
    withPage(suite, DESKTOP, async (page) => {
      await openUsers(page);
      await search(page, 'loesch.mich');
      const target = row(page, 'loesch.mich');
      await target.waitFor();

      await target.getByRole('button', { name: `${adminUsersTexts.delete}: loesch.mich` }).click();
      await target.getByRole('button', { name: armedTexts.confirm }).waitFor();
      await page.getByRole('heading', { level: 1 }).click();
      await target.getByRole('button', { name: `${adminUsersTexts.delete}: loesch.mich` }).waitFor();

      await target.getByRole('button', { name: `${adminUsersTexts.delete}: loesch.mich` }).click();
      await target.getByRole('button', { name: armedTexts.confirm }).click();
      await target.getByRole('button', { name: armedTexts.reallySure }).click();
      await page.getByText(adminUsersTexts.deleted).waitFor();
      await page.getByText(adminUsersTexts.empty).waitFor();
      expect(await api<UserRecord[]>('/api/users?q=loesch.mich')).toEqual([]);
    }));

  it('opens the customer behind a customer login for editing', () =>
    withPage(suite, DESKTOP, async (page) => {
      await openUsers(page);
      await search(page, 'demo.vermieter');
      await page.getByRole('button', { name: `${adminUsersTexts.show}: demo.vermieter` }).click();
      await page.waitForURL(/\/admin\/user-edit\?kind=customer&id=\d+$/);
      await page.getByLabel(userEditTexts.isCompany).waitFor();
      expect(await page.getByLabel(userEditTexts.street).inputValue()).not.toBe('');
    }));

  it('refreshes an open list when another tab deletes a login', () =>
    withPage(suite, DESKTOP, async (page) => {
      await openUsers(page);
      await search(page, 'sync.mich');
      await row(page, 'sync.mich').waitFor();

      const other = await page.context().newPage();
      await other.goto('/admin/users');
      await other.getByRole('searchbox').fill('sync.mich');
      const target = row(other, 'sync.mich');
      await target.getByRole('button', { name: `${adminUsersTexts.delete}: sync.mich` }).click();
      await target.getByRole('button', { name: armedTexts.confirm }).click();
      await target.getByRole('button', { name: armedTexts.reallySure }).click();
      await other.getByText(adminUsersTexts.deleted).waitFor();

      // The first tab never reloads: the storage event of the other tab refreshes its list.
      await page.getByText(adminUsersTexts.empty).waitFor();
    }));

  it('refuses to arm the delete of a protected login', () =>
    withPage(suite, DESKTOP, async (page) => {
      await openUsers(page);
      await search(page, 'admin');
      const button = row(page, 'admin').getByRole('button', { name: `${adminUsersTexts.delete}: admin` });
      await button.waitFor();
      expect(await button.isDisabled()).toBe(true);
    }));
});

describe('access panel for a tenant', () => {
  it('invites the demo tenant and shows the link when no mail server is set up', () =>
    withPage(suite, DESKTOP, async (page) => {
      await openUsers(page);
      await search(page, 'demo.mieter');
      await page.getByRole('button', { name: `${adminUsersTexts.access}: demo.mieter` }).click();
      const dialog = page.getByRole('dialog', { name: accessTexts.title('tenant') });
      await dialog.getByText(accessTexts.currentLogin('demo.mieter')).waitFor();

      await dialog.getByLabel(accessTexts.email, { exact: true }).fill('');
      await dialog.getByRole('button', { name: accessTexts.sendInvite }).click();
      await dialog.getByText('E‑Mail erforderlich.').waitFor();
      await dialog.getByLabel(accessTexts.email, { exact: true }).fill('kein-at');
      await dialog.getByRole('button', { name: accessTexts.sendInvite }).click();
      await dialog.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').waitFor();

      await dialog.getByLabel(accessTexts.email, { exact: true }).fill('demo.mieter.neu@example.de  ');
      await dialog.getByRole('button', { name: accessTexts.sendInvite }).click();
      await dialog.getByText(accessTexts.inviteNotSent).waitFor();
      const link = await dialog.getByLabel(accessTexts.inviteLink).inputValue();
      expect(link).toMatch(/\/set-password\?token=/);
      await dialog.getByRole('button', { name: accessTexts.done }).click();
      await dialog.waitFor({ state: 'detached' });
    }));

  it('sets a password by hand, after which the tenant can sign in with it', async () => {
    const password = 'Von-Hand-Gesetzt9';
    await withPage(suite, DESKTOP, async (page) => {
      await openUsers(page);
      await search(page, 'demo.mieter');
      await page.getByRole('button', { name: `${adminUsersTexts.access}: demo.mieter` }).click();
      const dialog = page.getByRole('dialog', { name: accessTexts.title('tenant') });
      await dialog.getByLabel(accessTexts.modeManual).check();
      await dialog.getByRole('button', { name: accessTexts.setPassword }).click();
      await dialog.getByText('Bitte ein Passwort eingeben.').waitFor();
      await dialog.getByLabel(accessTexts.password, { exact: true }).fill(password);
      await dialog.getByRole('button', { name: accessTexts.setPassword }).click();
      await dialog.getByText(accessTexts.credentialsSet).waitFor();
      await dialog.getByRole('button', { name: accessTexts.done }).click();
    });
    await withPage(suite, DESKTOP, async (page) => {
      await signIn(page, { username: 'demo.mieter', password });
      expect(pathname(page)).toBe('/tenant-dashboard');
    });
  });

  it('removes a tenant’s access after confirmation and keeps the tenant', () =>
    withPage(suite, DESKTOP, async (page) => {
      const db = suite.server.app.ctx.db;
      const [login] = await db
        .insert(users)
        .values({ username: 'zugang.weg', role: 'tenant', passwordHash: await hashPassword('Weg-Passwort1') })
        .returning();
      const unlinked = (await api<TenantRecord[]>('/api/tenants')).find((t) => t.user_id === null)!;
      await db.update(tenants).set({ userId: login!.id }).where(eq(tenants.id, unlinked.id));

      await openUsers(page);
      await search(page, 'zugang.weg');
      await page.getByRole('button', { name: `${adminUsersTexts.access}: zugang.weg` }).click();
      const dialog = page.getByRole('dialog', { name: accessTexts.title('tenant') });
      await dialog.getByRole('button', { name: accessTexts.removeAccess }).click();
      await dialog.getByRole('button', { name: armedTexts.reallySure }).click();
      await dialog.getByRole('button', { name: armedTexts.confirm }).click();
      await dialog.getByText(accessTexts.removed).waitFor();
      const tenant = await api<TenantRecord>(`/api/tenants/${unlinked.id}`);
      expect(tenant.user_id).toBeNull();
      expect(tenant.last_name).toBe(unlinked.last_name);
    }));
});
