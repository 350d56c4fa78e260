import { beforeAll, describe, expect, it } from 'vitest';
import {
  customerTenantMessages as messages,
  customerTenantTexts as texts,
  validationTexts,
} from '../../src/domain/texts/index.ts';
import type { MeterRecord, ReadingRecord } from '../../src/domain/schemas/meters.ts';
import type { PropertyRecord, TenantRecord } from '../../src/domain/schemas/records.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';

/** The move-out flow asks for each meter's state on the move-out date and stores it (§9b HeizkostenV). */
const suite = browserSuite();
const tokens = { admin: '', customer: '' };
let landlordId = 0;

async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; as?: keyof typeof tokens } = {},
) {
  const res = await fetch(`${suite.server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${tokens[init.as ?? 'admin']}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

async function login(credentials: { username: string; password: string }) {
  const res = await fetch(`${suite.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return ((await res.json()) as { token: string }).token;
}

beforeAll(async () => {
  tokens.admin = await login(suite.server.logins.admin);
  tokens.customer = await login(suite.server.logins.customer);
  const customers = await api<Array<{ id: number }>>('/api/customers', { as: 'customer' });
  landlordId = customers[0]!.id;
});

describe('Mieter verwalten: Zwischenstände beim Auszug', () => {
  it('asks for the state of each meter of the dwelling and stores it on the move-out date', () =>
    withPage(suite, DESKTOP, async (page) => {
      const property = await api<PropertyRecord>(`/api/customers/${landlordId}/properties`, {
        method: 'POST',
        body: {
          street: 'Zwischenweg',
          house_number: '4',
          zip: '10115',
          city: 'Berlin',
          heating_system: 'Gasheizung',
        },
      });
      const tenant = await api<TenantRecord>(`/api/customer/properties/${property.id}/tenants`, {
        method: 'POST',
        as: 'customer',
        body: {
          salutation: 'Frau',
          first_name: 'Lena',
          last_name: 'Zwischen',
          street_house_no: 'Birkenweg 4',
          zipcode: '10115',
          city: 'Berlin',
          delivery_method: 'post',
          floor: 'EG',
          move_in: '2020-01-01',
        },
      });
      const meter = await api<MeterRecord>('/api/meters', {
        method: 'POST',
        as: 'customer',
        body: {
          property_id: property.id,
          meter_type: 'Heizkostenverteiler',
          meter_number: 'HKV-ZW-1',
          unit: 'Einheiten',
          source_type: 'manual',
          ...(tenant.dwelling_id !== null ? { dwelling_id: tenant.dwelling_id } : { tenant_id: tenant.id }),
        },
      });

      await signIn(page, suite.server.logins.customer);
      await page.goto(`/customer/tenants?property_id=${property.id}`);
      await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
      await page.getByRole('button', { name: texts.editOf('Lena Zwischen') }).click();
      await page.getByRole('button', { name: texts.reportMoveOut }).click();
      await page.getByRole('textbox', { name: texts.moveOutDate }).fill('30.06.2026');
      const field = page.getByRole('textbox', {
        name: texts.interimLabel('HKV-ZW-1', 'Heizkostenverteiler', 'Einheiten'),
      });
      await field.fill('viel');
      await page.getByRole('button', { name: texts.moveOutConfirm }).click();
      await page.getByRole('alert').getByText(validationTexts.invalidNumber).waitFor();
      await field.fill('612,5');
      await page.getByRole('button', { name: texts.moveOutConfirm }).click();
      const dialog = page.getByRole('dialog', { name: texts.afterMoveOutTitle });
      await dialog.getByRole('radio', { name: texts.vacancyOption }).check();
      await dialog.getByRole('button', { name: texts.createVacancy }).click();
      await page.getByRole('status').getByText(messages.vacancyCreatedMoveOut).waitFor();

      const readings = await api<ReadingRecord[]>(`/api/meters/${meter.id}/readings`);
      expect(readings.map((r) => [r.reading_date, r.reading_value])).toEqual([['2026-06-30', '612.500']]);
    }));
});
