import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../src/domain/meters/monthly-consumption.ts';
import { todayIso } from '../../src/domain/dates.ts';
import { bearer, createTestApp, TENANT, type TestApp } from '../helpers/app.ts';

/**
 * The tenant portal opens on the last months that have data: when the newest readings are months
 * old, the default view ends with the last month that has a figure instead of empty months.
 */
let t: TestApp;
let tenant: string;
let tenancyId: number;
const seededOn = todayIso(new Date());
const lastSeededMonth = addMonths(seededOn.slice(0, 7), -1);

interface Series {
  months: Array<{ month: string; value: string | null }>;
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = (await t.loginRoles()).tenant;
  const tenancies = await t.app.inject({
    method: 'GET',
    url: '/api/tenant/tenancies',
    headers: bearer(tenant),
  });
  tenancyId = (tenancies.json() as Array<{ id: number }>)[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

const consumption = async (query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/tenant/tenancies/${tenancyId}/consumption${query}`,
    headers: bearer(tenant),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { series: Series[] };
};

describe('the default consumption view', () => {
  it('ends with the newest month that has readings, also half a year later', async () => {
    t.clock.now = new Date(Date.now() + 183 * 24 * 3600 * 1000);
    // Sessions expire by the same clock: sign in again half a year later.
    tenant = await t.login(TENANT);
    const { series } = await consumption();
    expect(series.length).toBeGreaterThan(0);
    for (const s of series) {
      expect(s.months).toHaveLength(12);
      expect(s.months.at(-1)!.month).toBe(lastSeededMonth);
      expect(s.months.at(-1)!.value).not.toBeNull();
    }
  });

  it('answers a range asked for as it is, empty months included', async () => {
    const to = addMonths(todayIso(t.clock.now).slice(0, 7), -1);
    const { series } = await consumption(`?from=${addMonths(to, -11)}&to=${to}`);
    expect(series[0]!.months.at(-1)!.month).toBe(to);
    expect(series[0]!.months.at(-1)!.value).toBeNull();
  });
});
