import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

/**
 * The yardstick: a bare Fastify 5 server on `pg` (or PGlite) answering the benchmark's four
 * endpoints for a landlord with the same token lookup and the same SQL text as ours, mapped to the
 * same JSON fields. What it leaves out is what a hand-written server usually leaves out: no
 * logger, no security headers, no schema validation of the answer, no OpenAPI, no job queue.
 * What a fair hand-written server does as well, it does: its queries are named prepared statements
 * (`{ name, text, values }`), parsed once per connection as ours are, and it compresses its answers
 * with @fastify/compress at that plugin's defaults for the clients that accept it.
 */
type Query = (text: string, values: unknown[]) => Promise<Array<Record<string, unknown>>>;

const names = new Map<string, string>();
/** One statement name per SQL text, as PostgreSQL requires per connection. */
const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name) names.set(text, (name = `bare_${names.size}`));
  return name;
};

/** Dates as PostgreSQL writes them (`2020-01-01`), as the API shows them; both drivers would make a Date. */
const DATE_OID = 1082;
const dateText = (value: string) => value;

async function connect(): Promise<{ query: Query; close(): Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    pg.types.setTypeParser(DATE_OID, dateText);
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return {
      query: async (text, values) => (await pool.query({ name: nameOf(text), text, values })).rows,
      close: () => pool.end(),
    };
  }
  const client = new PGlite(process.env.BENCH_DATA_DIR!, { parsers: { [DATE_OID]: dateText } });
  await client.waitReady;
  return {
    query: async (text, values) => (await client.query<Record<string, unknown>>(text, values)).rows,
    close: () => client.close(),
  };
}

const SESSION = `select "sessions"."id", "users"."id" as user_id, "users"."username", "users"."email", "users"."role" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2) limit $3`;
const CUSTOMER_BY_USER = `select "company_name", "first_name", "last_name" from "customers" where "customers"."user_id" = $1 order by "customers"."id" asc limit $2`;
const PROPERTY_COLUMNS = `"properties"."id", "properties"."customer_id", "properties"."address", "properties"."heating_system", "properties"."central_hot_water", "properties"."co2_building_type", "properties"."co2_restriction", "properties"."status", "properties"."ended_at", "properties"."bank_iban", "properties"."bank_bic", "properties"."bank_account_holder"`;
const PROPERTY = `select ${PROPERTY_COLUMNS} from "properties" where ("properties"."id" = $1 and "properties"."customer_id" in (select "id" from "customers" where "customers"."user_id" = $2)) limit $3`;
const TENANTS = `select "tenants"."id", "tenants"."user_id", "tenants"."property_id", "tenants"."salutation", "tenants"."first_name", "tenants"."last_name", "tenants"."company", "tenants"."email", "tenants"."phone_number", "tenants"."street_house_no", "tenants"."zipcode", "tenants"."city", "tenants"."country", "tenants"."floor", "tenants"."location", "tenants"."forwarding_address", "tenants"."delivery_method", "tenants"."area_m2", "tenants"."volume_m3", "tenants"."usage_units", "tenants"."mea", "tenants"."move_in", "tenants"."move_out", "tenants"."annual_advance_cents", "tenants"."ibans", "tenants"."sort_index", "tenants"."dwelling_id", "tenants"."erased_at", "dwellings"."label" from "tenants" inner join "properties" on "properties"."id" = "tenants"."property_id" left join "dwellings" on "dwellings"."id" = "tenants"."dwelling_id" where ("properties"."customer_id" in (select "id" from "customers" where "customers"."user_id" = $1) and "tenants"."property_id" = $2) order by "tenants"."property_id" asc, "tenants"."sort_index" asc, "tenants"."id" asc`;
const PROPERTY_PAGE = `select ${PROPERTY_COLUMNS}, coalesce(
  nullif(trim("customers"."company_name"), ''),
  nullif(trim(concat_ws(' ', "customers"."first_name", "customers"."last_name")), ''),
  nullif(trim("customers"."contact_person"), ''),
  ''
) as customer_name, 0 from "properties" inner join "customers" on "customers"."id" = "properties"."customer_id" where "properties"."customer_id" in (select "id" from "customers" where "customers"."user_id" = $1) order by "properties"."address" asc, "properties"."id" asc limit $2 offset $3`;
const PROPERTY_COUNT = `select count(*) from "properties" inner join "customers" on "customers"."id" = "properties"."customer_id" where "properties"."customer_id" in (select "id" from "customers" where "customers"."user_id" = $1)`;

const db = await connect();
const app = Fastify();
await app.register(fastifyCompress);

interface Landlord {
  userId: number;
  username: string;
  email: string | null;
}

/** Session by the token's SHA-256; only landlords (role customer) are served here. */
async function landlord(authorization: string | undefined): Promise<Landlord | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await db.query(SESSION, [hash, new Date().toISOString(), 1]);
  if (!row || row.role !== 'customer') return null;
  return { userId: Number(row.user_id), username: String(row.username), email: row.email as string | null };
}

const property = (r: Record<string, unknown>) => ({
  id: r.id,
  customer_id: r.customer_id,
  address: r.address,
  heating_system: r.heating_system,
  central_hot_water: r.central_hot_water,
  co2_building_type: r.co2_building_type,
  co2_restriction: r.co2_restriction,
  status: r.status,
  ended_at: r.ended_at,
  bank_account:
    r.bank_iban === null || r.bank_account_holder === null
      ? null
      : { iban: r.bank_iban, bic: r.bank_bic, account_holder: r.bank_account_holder },
});
const num = (v: unknown) => (v === null ? null : Number(v));

app.get('/api/me', async (req, reply) => {
  const user = await landlord(req.headers.authorization);
  if (!user) return reply.status(401).send({ message: 'Nicht angemeldet' });
  const [c] = await db.query(CUSTOMER_BY_USER, [user.userId, 1]);
  const name =
    (c && ((c.company_name as string | null) || [c.first_name, c.last_name].filter(Boolean).join(' '))) ||
    user.username;
  return {
    user: { id: user.userId, username: user.username, email: user.email, role: 'customer' },
    display_name: name,
  };
});

app.get<{ Params: { id: string } }>('/api/properties/:id', async (req, reply) => {
  const user = await landlord(req.headers.authorization);
  if (!user) return reply.status(401).send({ message: 'Nicht angemeldet' });
  const [row] = await db.query(PROPERTY, [Number(req.params.id), user.userId, 1]);
  if (!row) return reply.status(404).send({ message: 'Nicht gefunden' });
  return property(row);
});

app.get<{ Params: { id: string } }>('/api/properties/:id/tenants', async (req, reply) => {
  const user = await landlord(req.headers.authorization);
  if (!user) return reply.status(401).send({ message: 'Nicht angemeldet' });
  const id = Number(req.params.id);
  const [found] = await db.query(PROPERTY, [id, user.userId, 1]);
  if (!found) return reply.status(404).send({ message: 'Nicht gefunden' });
  const rows = await db.query(TENANTS, [user.userId, id]);
  return rows.map((r) => ({
    id: r.id,
    user_id: r.user_id,
    property_id: r.property_id,
    salutation: r.salutation,
    first_name: r.first_name,
    last_name: r.last_name,
    company: r.company,
    email: r.email,
    phone_number: r.phone_number,
    street_house_no: r.street_house_no,
    zipcode: r.zipcode,
    city: r.city,
    country: r.country,
    floor: r.floor,
    location: r.location,
    forwarding_address: r.forwarding_address,
    delivery_method: r.delivery_method,
    area_m2: num(r.area_m2),
    volume_m3: num(r.volume_m3),
    usage_units: num(r.usage_units),
    mea: num(r.mea),
    move_in: r.move_in,
    move_out: r.move_out,
    annual_advance_cents: num(r.annual_advance_cents),
    annual_advance: r.annual_advance_cents === null ? null : Number(r.annual_advance_cents) / 100,
    ibans: r.ibans,
    sort_index: r.sort_index,
    is_vacancy: String(r.last_name).trim().toLowerCase() === 'leerstand',
    dwelling_id: r.dwelling_id,
    dwelling_label: r.label,
    erased_at: r.erased_at === null ? null : (r.erased_at as Date).toISOString(),
  }));
});

app.get<{ Querystring: { limit?: string } }>('/api/properties', async (req, reply) => {
  const user = await landlord(req.headers.authorization);
  if (!user) return reply.status(401).send({ message: 'Nicht angemeldet' });
  const limit = Math.min(Number(req.query.limit ?? 100), 100);
  const [rows, [count]] = await Promise.all([
    db.query(PROPERTY_PAGE, [user.userId, limit, null]),
    db.query(PROPERTY_COUNT, [user.userId]),
  ]);
  reply.header('X-Total-Count', String(count?.count ?? 0));
  return rows.map((r) => ({ ...property(r), customer_name: r.customer_name }));
});

await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0));
});
