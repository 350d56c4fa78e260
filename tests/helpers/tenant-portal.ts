import { eq } from 'drizzle-orm';
import { DEMO_LANDLORD } from '../../src/server/bootstrap/demo-data.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { customers, tenants, users } from '../../src/server/db/schema.ts';
import { aMeter, aProperty, aTenant, type ReadingRow } from '../factories/index.ts';
import type { TestApp } from './app.ts';

/**
 * A property of the demo landlord for the tenant portal and the monthly consumption information,
 * with hand-computable cold-water readings. "Today" is 10 March 2026: February is the last
 * complete month.
 *
 * - A (login mieterin.a, 50 m²): gateway meter, readings 31.01.2025 100, 28.02.2025 103,
 *   31.12.2025 150, 31.01.2026 154, 15.02.2026 156, 05.03.2026 160. Login A also had tenancy E
 *   (1.OG, moved out 2019) in the same house, without meters.
 * - B1 (80 m², moved out 31.12.2025) → B2 (login mieter.b, 100 m², since 01.01.2026): the flat's
 *   manual meter is assigned to B1 and exchanged on 20.01.2026: 31.12.2025 500, 20.01. 510 (old)
 *   and 0 (new), 31.01. 6, 28.02. 14.
 * - D (login mieter.d, 60 m², moved out 15.01.2026): gateway meter, 30.11.2025 10, 31.12.2025 12,
 *   31.01.2026 15, 28.02.2026 19.
 * - F (40 m²): gateway meter without a reading after February: 31.01.2026 20, 20.02.2026 22.
 */
export const TODAY = new Date('2026-03-10T09:00:00Z');
export const PASSWORD = 'Mieter-Passwort1';

export interface PortalFixture {
  propertyId: number;
  customerId: number;
  a: number;
  e: number;
  b1: number;
  b2: number;
  d: number;
  f: number;
  emails: { a: string; d: string; f: string };
  logins: { a: string; b: string; d: string };
}

let seq = 0;

export async function portalFixture(t: TestApp, street = 'Birkenweg'): Promise<PortalFixture> {
  const n = ++seq;
  const db = t.ctx.db;
  const [landlord] = await db.select().from(users).where(eq(users.username, DEMO_LANDLORD));
  const [customer] = await db.select().from(customers).where(eq(customers.userId, landlord!.id));
  const hash = await hashPassword(PASSWORD);
  const login = async (username: string) =>
    (await db.insert(users).values({ username, role: 'tenant', passwordHash: hash }).returning())[0]!.id;
  const names = { a: `mieterin.a${n}`, b: `mieter.b${n}`, d: `mieter.d${n}` };
  const [la, lb, ld] = [await login(names.a), await login(names.b), await login(names.d)];
  const property = await aProperty(db, {
    customerId: customer!.id,
    address: `${street} 5, 04109 Leipzig, Deutschland`,
  });
  const propertyId = property.id;
  const emails = { a: `anna${n}@example.de`, d: `dora${n}@example.de`, f: `fritz${n}@example.de` };
  const tenancy = async (values: Partial<typeof tenants.$inferInsert> & { lastName: string }) =>
    (await aTenant(db, { propertyId, deliveryMethod: 'post', ...values })).id;
  const a = await tenancy({
    userId: la,
    salutation: 'Frau',
    firstName: 'Anna',
    lastName: 'Albers',
    floor: 'EG',
    areaM2: '50.00',
    moveIn: '2020-01-01',
    deliveryMethod: 'email',
    email: emails.a,
    phoneNumber: '0341 1',
  });
  const e = await tenancy({
    userId: la,
    firstName: 'Anna',
    lastName: 'Albers',
    floor: '1. OG',
    areaM2: '45.00',
    moveIn: '2015-01-01',
    moveOut: '2019-12-31',
    deliveryMethod: 'email',
    email: emails.a,
  });
  const b1 = await tenancy({
    lastName: 'Brandt',
    floor: '2. OG',
    areaM2: '80.00',
    moveIn: '2020-01-01',
    moveOut: '2025-12-31',
  });
  const b2 = await tenancy({
    userId: lb,
    lastName: 'Berger',
    floor: '2. OG',
    areaM2: '100.00',
    moveIn: '2026-01-01',
    predecessorId: b1,
    deliveryMethod: 'email',
    email: `berger${n}@example.de`,
  });
  const d = await tenancy({
    userId: ld,
    lastName: 'Dietrich',
    floor: '3. OG',
    areaM2: '60.00',
    moveIn: '2020-01-01',
    moveOut: '2026-01-15',
    deliveryMethod: 'email',
    email: emails.d,
  });
  const f = await tenancy({
    lastName: 'Fischer',
    floor: 'DG',
    areaM2: '40.00',
    moveIn: '2020-01-01',
    deliveryMethod: 'email',
    email: emails.f,
  });

  const meter = async (
    tenantId: number,
    number: string,
    gateway: boolean,
    readings: readonly ReadingRow[],
    lastSyncAt?: Date,
  ) =>
    aMeter(db, {
      propertyId,
      tenantId,
      meterNumber: `${number}-${n}`,
      sourceType: gateway ? 'gateway' : 'manual',
      ...(gateway ? { gatewayId: `GW-${n}`, gatewayChannel: number } : {}),
      ...(lastSyncAt ? { lastSyncAt } : {}),
      readings,
    });
  await meter(
    a,
    'WZ-A',
    true,
    [
      ['2025-01-31', '100'],
      ['2025-02-28', '103'],
      ['2025-12-31', '150'],
      ['2026-01-31', '154'],
      ['2026-02-15', '156'],
      ['2026-03-05', '160'],
    ],
    new Date('2026-03-05T04:00:00Z'),
  );
  await meter(b1, 'WZ-B', false, [
    ['2025-12-31', '500'],
    ['2026-01-20', '510'],
    ['2026-01-20', '0'],
    ['2026-01-31', '6'],
    ['2026-02-28', '14'],
  ]);
  await meter(d, 'WZ-D', true, [
    ['2025-11-30', '10'],
    ['2025-12-31', '12'],
    ['2026-01-31', '15'],
    ['2026-02-28', '19'],
  ]);
  await meter(f, 'WZ-F', true, [
    ['2026-01-31', '20'],
    ['2026-02-20', '22'],
  ]);
  return { propertyId, customerId: customer!.id, a, e, b1, b2, d, f, emails, logins: names };
}
