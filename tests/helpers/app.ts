import { loadConfig, type Config } from '../../src/server/config/config.ts';
import { createServer, type Server, type ServerOptions } from '../../src/server/server.ts';
import { DEMO_LANDLORD, DEMO_PASSWORD, DEMO_TENANT } from '../../src/server/bootstrap/demo-data.ts';
import { users } from '../../src/server/db/schema.ts';
import { aCustomer, aProperty, aTenant } from '../factories/index.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { freshDatabaseUrl } from './database.ts';

export const ADMIN = { username: 'admin', password: 'Admin-Passwort1' };
export const EMPLOYEE = { username: 'mitarbeiter', password: 'Mitarbeiter-Passwort1' };
export const CUSTOMER = { username: DEMO_LANDLORD, password: DEMO_PASSWORD };
export const TENANT = { username: DEMO_TENANT, password: DEMO_PASSWORD };
/** A second landlord with a tenant of its own, to prove that nobody sees another customer's data. */
export const OTHER_CUSTOMER = { username: 'andere.vermieterin', password: 'Andere-Passwort1' };
export const OTHER_TENANT = { username: 'anderer.mieter', password: 'Anderer-Passwort1' };

export interface TestApp extends Server {
  config: Config;
  /** Signs in through the API and returns the bearer token. */
  login(credentials: { username: string; password: string }): Promise<string>;
  /** Bearer tokens of the four seeded roles, for authorization tests. */
  loginRoles(): Promise<Record<'admin' | 'employee' | 'customer' | 'tenant', string>>;
  other: { customerId: number; customerUserId: number; propertyId: number; tenantId: number };
  /** A mutable clock the services read; tests move it forward instead of waiting. */
  clock: { now: Date };
  /** Drops the PostgreSQL database made for this app (nothing on PGlite); after the server is closed. */
  dropDatabase(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<ServerOptions, 'jobs' | 'demoStatements'> = {},
): Promise<TestApp> {
  const database = await freshDatabaseUrl();
  const config = loadConfig({
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '1',
    APP_URL: 'http://localhost:3000',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const clock = { now: new Date() };
  const server = await createServer(config, {
    inMemory: true,
    serveWeb: false,
    now: () => clock.now,
    // The demo's delivered year costs seconds at every start; tests that look at it ask for it.
    demoStatements: false,
    ...options,
  });
  const db = server.ctx.db;

  const [employeeHash, otherHash, otherTenantHash] = await Promise.all([
    hashPassword(EMPLOYEE.password),
    hashPassword(OTHER_CUSTOMER.password),
    hashPassword(OTHER_TENANT.password),
  ]);
  await db
    .insert(users)
    .values({ username: EMPLOYEE.username, role: 'employee', passwordHash: employeeHash });
  const [otherLogin] = await db
    .insert(users)
    .values({
      username: OTHER_CUSTOMER.username,
      email: 'andere@example.de',
      role: 'customer',
      passwordHash: otherHash,
    })
    .returning();
  const [otherTenantLogin] = await db
    .insert(users)
    .values({ username: OTHER_TENANT.username, role: 'tenant', passwordHash: otherTenantHash })
    .returning();
  const customer = await aCustomer(db, {
    userId: otherLogin!.id,
    firstName: 'Erika',
    lastName: 'Muster',
    email: 'andere@example.de',
  });
  const property = await aProperty(db, {
    customerId: customer.id,
    address: 'Hafenweg 7, 20457 Hamburg, Deutschland',
    heatingSystem: 'Wärmepumpe',
  });
  const tenant = await aTenant(db, {
    propertyId: property.id,
    userId: otherTenantLogin!.id,
    firstName: 'Ole',
    lastName: 'Hansen',
    moveIn: '2023-01-01',
  });

  async function login(credentials: { username: string; password: string }) {
    const res = await server.app.inject({ method: 'POST', url: '/api/login', payload: credentials });
    if (res.statusCode !== 200)
      throw new Error(`Anmeldung von ${credentials.username} fehlgeschlagen: ${res.body}`);
    return res.json().token as string;
  }

  return {
    ...server,
    config,
    clock,
    other: {
      customerId: customer.id,
      customerUserId: otherLogin!.id,
      propertyId: property.id,
      tenantId: tenant.id,
    },
    login,
    async loginRoles() {
      const [admin, employee, customer, tenant] = await Promise.all(
        [ADMIN, EMPLOYEE, CUSTOMER, TENANT].map(login),
      );
      return { admin: admin!, employee: employee!, customer: customer!, tenant: tenant! };
    },
    dropDatabase: () => database.drop(),
    async close() {
      await server.close();
      await database.drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
