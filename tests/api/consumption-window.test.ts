import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthsBetween, readingWindow } from '../../src/domain/meters/monthly-consumption.ts';
import { consumptionModel, tenancySeries } from '../../src/server/tenant-portal/consumption.ts';
import { propertyMeterData } from '../../src/server/tenant-portal/repository.ts';
import { aCustomer, aLogin, aMeter, aProperty, aTenant } from '../factories/index.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The tenant's monthly figures read only the months they show and, per meter, the last reading
 * before and the first after them; the figures are those of the whole history. Values in m³,
 * chosen so that every interpolated state is a whole number of litres:
 *
 * 30.06.2020 900 (before an exchange, long before the months), 31.12.2023 100 (the last reading
 * before the window, which starts on 29.02.2024 for March 2025), 31.03.2025 556, 30.04.2025 586,
 * 31.05.2025 617, 31.10.2025 770 (the first after the window, which ends on 31.08.2025),
 * 31.01.2026 5000 (after it, never read). From 31.12.2023 to 31.03.2025 (456 days) the meter
 * counts 1 m³ a day, from 31.05. to 31.10.2025 (153 days) too.
 */
const PASSWORD = 'Fenster-Passwort1';
const MONTHS = '?from=2025-03&to=2025-08';

let t: TestApp;
let token: string;
let propertyId: number;
let tenancyId: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-03-10T09:00:00Z');
  const db = t.ctx.db;
  const login = await aLogin(db, { role: 'tenant', password: PASSWORD });
  const customer = await aCustomer(db);
  propertyId = (await aProperty(db, { customerId: customer.id })).id;
  tenancyId = (await aTenant(db, { propertyId, userId: login.id, moveIn: '2015-01-01', areaM2: '50' })).id;
  await aMeter(db, {
    propertyId,
    tenantId: tenancyId,
    readings: [
      ['2020-06-30', '900'],
      ['2023-12-31', '100'],
      ['2025-03-31', '556'],
      ['2025-04-30', '586'],
      ['2025-05-31', '617'],
      ['2025-10-31', '770'],
      ['2026-01-31', '5000'],
    ],
  });
  token = await t.login({ username: login.username, password: PASSWORD });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/tenant/tenancies/{id}/consumption over a window of readings', () => {
  it('computes the first months from the reading just before the window and the last from the one after', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tenant/tenancies/${tenancyId}/consumption${MONTHS}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [series] = res.json().series;
    expect(
      series.months.map((m: Record<string, unknown>) => [
        m.month,
        m.value,
        m.estimated,
        m.previous_month,
        m.same_month_last_year,
      ]),
    ).toEqual([
      // 28.02.2025 lies 425 days after 31.12.2023: 525; 31.01.2025 (397 days): 497. March 2024
      // lies between the same two readings: 31 days at 1 m³.
      ['2025-03', '31.000', true, '28.000', '31.000'],
      ['2025-04', '30.000', false, '31.000', '30.000'],
      ['2025-05', '31.000', false, '30.000', '31.000'],
      // 30.06. (30 days after 31.05.): 647, 31.07.: 678, 31.08.: 709, towards 31.10.2025.
      ['2025-06', '30.000', true, '31.000', '30.000'],
      ['2025-07', '31.000', true, '30.000', '31.000'],
      ['2025-08', '31.000', true, '31.000', '31.000'],
    ]);
  });

  it('loads the window and one reading either side of it, and answers as the whole history would', async () => {
    const months = monthsBetween('2025-03', '2025-08');
    const data = await propertyMeterData(t.ctx.db, propertyId, readingWindow(months));
    expect(data.readings.map((r) => r.readingDate).sort()).toEqual([
      '2023-12-31',
      '2025-03-31',
      '2025-04-30',
      '2025-05-31',
      '2025-10-31',
    ]);
    const whole = await propertyMeterData(t.ctx.db, propertyId, { from: '0001-01-01', to: '9999-12-31' });
    expect(whole.readings).toHaveLength(7);
    expect(tenancySeries(consumptionModel(data), tenancyId, months)).toEqual(
      tenancySeries(consumptionModel(whole), tenancyId, months),
    );
    // No months asked, no readings read.
    expect((await propertyMeterData(t.ctx.db, propertyId, readingWindow([]))).readings).toEqual([]);
  });
});
