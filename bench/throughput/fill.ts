import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import type { Target } from './load.ts';

export const LANDLORDS = 200;
export const PROPERTIES_PER_LANDLORD = 5;
export const TENANTS_PER_PROPERTY = 10;
/** Landlords signed in during the run; each request takes the next one's token. */
export const SIGNED_IN = 50;

/** The bearer token of landlord `i`; only its SHA-256 is stored, as the sign-in stores it. */
export const tokenOf = (i: number) => `tp-token-${i}`;

/**
 * 200 landlords with a login, a session each, 5 properties each and 10 tenancies per property,
 * written with generate_series so that PGlite and PostgreSQL get the same rows.
 */
export async function fill(db: Db): Promise<void> {
  await db.execute(sql`
    insert into users (username, email, role, password_hash)
    select 'tp.vermieter' || i, 'tp.vermieter' || i || '@example.de', 'customer', 'x'
    from generate_series(1, ${LANDLORDS}) i`);
  await db.execute(sql`
    insert into customers (user_id, first_name, last_name, email, company_name)
    select u.id, 'Vorname' || i, 'Muster' || i, 'tp.vermieter' || i || '@example.de',
           case when i % 3 = 0 then 'Hausverwaltung ' || i end
    from generate_series(1, ${LANDLORDS}) i join users u on u.username = 'tp.vermieter' || i`);
  await db.execute(sql`
    insert into sessions (user_id, token_hash, expires_at)
    select u.id, encode(sha256(convert_to('tp-token-' || i, 'UTF8')), 'hex'), now() + interval '7 days'
    from generate_series(1, ${LANDLORDS}) i join users u on u.username = 'tp.vermieter' || i`);
  await db.execute(sql`
    insert into properties (customer_id, address, heating_system, invoice_intake_key)
    select c.id, 'Teststraße ' || (c.id * 10 + n) || ', 10115 Berlin, Deutschland', 'Gasheizung',
           -- 16 characters of the intake key's base32 alphabet (hex digits 0, 1, 8, 9 mapped into it)
           substr(translate(md5(c.id || '-' || n), '0189', 'wxyz'), 1, 16)
    from customers c cross join generate_series(1, ${PROPERTIES_PER_LANDLORD}) n`);
  await db.execute(sql`
    insert into tenants (property_id, first_name, last_name, email, area_m2, volume_m3, move_in,
                         annual_advance_cents, sort_index)
    select p.id, 'Anna', 'Mieter' || p.id || '-' || n, 'mieter' || p.id || '-' || n || '@example.de',
           65.40, 163.500, date '2020-01-01', 240000, n
    from properties p cross join generate_series(1, ${TENANTS_PER_PROPERTY}) n`);
  await db.execute(sql`analyze`);
}

export type Endpoint = 'me' | 'property' | 'propertyTenants' | 'propertyList';

export const ENDPOINTS: Array<{ key: Endpoint; label: string }> = [
  { key: 'me', label: 'GET /api/me' },
  { key: 'property', label: 'GET /api/properties/:id' },
  { key: 'propertyTenants', label: 'GET /api/properties/:id/tenants' },
  { key: 'propertyList', label: 'GET /api/properties?limit=20' },
];

/** For every endpoint the requests of the first SIGNED_IN landlords, each on a property of its own. */
export async function targets(db: Db): Promise<Record<Endpoint, Target[]>> {
  const rows = (
    await db.execute(sql`
      select replace(u.username, 'tp.vermieter', '')::int as i, min(p.id) as property_id
      from users u join customers c on c.user_id = u.id join properties p on p.customer_id = c.id
      where u.username like 'tp.vermieter%'
      group by u.username order by 1`)
  ).rows as Array<{ i: number; property_id: number }>;
  const signedIn = rows.filter((r) => Number(r.i) <= SIGNED_IN);
  const each = (path: (propertyId: number) => string) =>
    signedIn.map((r) => ({ token: tokenOf(Number(r.i)), path: path(Number(r.property_id)) }));
  return {
    me: each(() => '/api/me'),
    property: each((id) => `/api/properties/${id}`),
    propertyTenants: each((id) => `/api/properties/${id}/tenants`),
    propertyList: each(() => '/api/properties?limit=20'),
  };
}
