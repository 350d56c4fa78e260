import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER, TENANT } from '../helpers/app.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { TEST_MQTT_URL, eventually, uniquePrefix } from '../helpers/mqtt.ts';
import { killServerProcesses, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

/**
 * Two web processes and a worker on one PostgreSQL database, as an operator runs them behind a
 * load balancer: started from the bundle `npm start` runs, each its own OS process. What one
 * process decides (a lockout, a finalized year, a draft's version, a queued mail, a reading) the
 * others see, because it lives in the database and nowhere else.
 */
const YEAR = 2025;
/** The start-up lock of `db/client.ts` (migrations and seeding run under it). */
const STARTUP_LOCK_KEY = 7_354_221_001;

let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let smtp: TestSmtpServer;
let env: Record<string, string>;
let web1: ServerProcess;
let web2: ServerProcess;
let worker: ServerProcess;
const prefix = uniquePrefix('ops');

const start = (role: 'web' | 'worker', extra: Record<string, string> = {}) =>
  startServerProcess({ ...env, ROLE: role, ...extra }, 'bundle');

async function get(server: ServerProcess, path: string, token?: string) {
  return fetch(`${server.url}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
}

async function send(server: ServerProcess, method: string, path: string, body: unknown, token?: string) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function login(server: ServerProcess, who: { username: string; password: string }) {
  const res = await send(server, 'POST', '/api/login', who);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Answers of `/api/ready` (null while nothing listens yet). */
async function readyAnswer(server: ServerProcess) {
  try {
    const res = await get(server, '/api/ready');
    return { status: res.status, body: (await res.json()) as { status: string; role: string } };
  } catch {
    return null;
  }
}

async function untilReady(server: ServerProcess) {
  await eventually(
    async () => (await readyAnswer(server))?.status === 200,
    `bereit: ${server.output()}`,
    90_000,
  );
}

beforeAll(async () => {
  database = await freshDatabaseUrl();
  if (!database.url) throw new Error('Diese Tests brauchen TEST_DATABASE_URL (PostgreSQL).');
  smtp = await startSmtpServer();
  env = {
    DATABASE_URL: database.url,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '1',
    SMTP_URL: smtp.url,
    MQTT_URL: TEST_MQTT_URL,
    MQTT_TOPIC_PREFIX: prefix,
    METRICS_TOKEN: 'metrics-token-for-the-tests-0123',
  };
});

afterAll(async () => {
  await killServerProcesses();
  await smtp?.close();
  await database?.drop();
});

describe('three processes on one database', () => {
  it('listen at once and answer /api/ready 503 until the migrations are done', async () => {
    // Holding the start-up lock keeps every process before its migrations, whatever the machine's speed.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      [web1, web2, worker] = await Promise.all([start('web'), start('web'), start('worker')]);
      for (const [server, role] of [
        [web1, 'web'],
        [web2, 'web'],
        [worker, 'worker'],
      ] as const) {
        const answer = await eventually(
          () => readyAnswer(server).then((a) => a ?? undefined),
          'lauscht',
          60_000,
        );
        expect(answer).toEqual({ status: 503, body: { status: 'starting', role, database: false } });
        const other = await get(server, '/api/properties');
        expect(other.status).toBe(503);
        expect(other.headers.get('retry-after')).toBe('2');
        expect(await other.json()).toEqual({
          message: 'Der Server startet gerade. Bitte in einigen Sekunden erneut versuchen.',
        });
      }
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
      await holder.end();
    }
    await Promise.all([untilReady(web1), untilReady(web2), untilReady(worker)]);
    expect((await readyAnswer(web1))?.body).toEqual({ status: 'ready', role: 'web', database: true });
    expect((await readyAnswer(worker))?.body).toEqual({ status: 'ready', role: 'worker', database: true });
  });

  it('a worker answers only health, readiness and metrics', async () => {
    expect((await get(worker, '/api/health')).status).toBe(200);
    const api = await get(worker, '/api/properties');
    expect(api.status).toBe(404);
    expect(((await api.json()) as { message: string }).message).toBe(
      'Dieser Prozess erledigt Hintergrundaufträge (ROLE=worker) und beantwortet nur /api/health, /api/ready und /metrics.',
    );
    expect((await send(worker, 'POST', '/api/login', ADMIN)).status).toBe(404);
    expect((await get(worker, '/')).status).toBe(404);
  });

  it('a sign-in lockout counted on one web process holds on the other', async () => {
    const wrong = { username: TENANT.username, password: 'Falsches-Passwort9' };
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await send(attempt % 2 === 0 ? web1 : web2, 'POST', '/api/login', wrong);
      expect(res.status).toBe(401);
    }
    // The right password no longer helps, on either process.
    const locked = await send(web2, 'POST', '/api/login', TENANT);
    expect(locked.status).toBe(429);
    expect((await send(web1, 'POST', '/api/login', TENANT)).status).toBe(429);
  });

  it('a session made on one process is valid on the other and ends on both', async () => {
    const token = await login(web1, ADMIN);
    expect((await get(web2, '/api/me', token)).status).toBe(200);
    expect((await send(web2, 'POST', '/api/logout', {}, token)).status).toBe(204);
    expect((await get(web1, '/api/me', token)).status).toBe(401);
  });

  it('a stale draft save and a save after finalizing answer 409 across processes', async () => {
    const token1 = await login(web1, CUSTOMER);
    const token2 = await login(web2, CUSTOMER);
    const properties = (await (await get(web1, '/api/properties', token1)).json()) as Array<{
      id: number;
      address: string;
    }>;
    const propertyId = properties.find((p) => p.address.startsWith('Lindenstraße'))!.id;
    const read = await get(web2, `/api/billing_drafts?property_id=${propertyId}&year=${YEAR}`, token2);
    expect(read.status, await read.clone().text()).toBe(200);
    const draft = (await read.json()) as { id: number; version: number; payload: unknown };
    const saved = await send(
      web1,
      'PUT',
      `/api/billing_drafts/${draft.id}`,
      { payload: draft.payload, version: draft.version },
      token1,
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    const stale = await send(
      web2,
      'PUT',
      `/api/billing_drafts/${draft.id}`,
      { payload: draft.payload, version: draft.version },
      token2,
    );
    expect(stale.status).toBe(409);

    const finalized = await send(
      web1,
      'POST',
      `/api/properties/${propertyId}/statements/finalize`,
      { year: YEAR },
      token1,
    );
    expect(finalized.status, await finalized.clone().text()).toBe(200);
    const current = (await saved.json()) as { version: number };
    const closed = await send(
      web2,
      'PUT',
      `/api/billing_drafts/${draft.id}`,
      { payload: draft.payload, version: current.version },
      token2,
    );
    expect(closed.status).toBe(409);
    expect(((await closed.json()) as { message: string }).message).toBe(
      'Dieses Abrechnungsjahr ist abgeschlossen; der Entwurf kann nur noch gelesen werden.',
    );
  });

  it('a delivery started on a web process is mailed once, by the worker', async () => {
    const token = await login(web2, CUSTOMER);
    const properties = (await (await get(web2, '/api/properties', token)).json()) as Array<{
      id: number;
      address: string;
    }>;
    const propertyId = properties.find((p) => p.address.startsWith('Lindenstraße'))!.id;
    type Delivery = { method: string; status: string; recipient: string | null };
    const deliver = async (server: ServerProcess) =>
      (
        (await (
          await send(
            server,
            'POST',
            `/api/properties/${propertyId}/statements/deliver`,
            { year: YEAR },
            token,
          )
        ).json()) as {
          deliveries: Delivery[];
        }
      ).deliveries;
    const queued = (await deliver(web2)).filter((d) => d.method === 'email');
    expect(queued.length).toBeGreaterThan(0);
    const settled = await eventually(
      async () => {
        const list = (await deliver(web1)).filter((d) => d.method === 'email');
        return list.every((d) => d.status !== 'queued') ? list : undefined;
      },
      'zugestellt',
      60_000,
    );
    for (const d of settled) expect(d.status).toBe('sent');
    const mails = smtp.messages.filter((m) =>
      m.subject.startsWith(`Ihre Heiz- und Nebenkostenabrechnung ${YEAR}`),
    );
    expect(mails).toHaveLength(queued.length);
    for (const d of queued) expect(mails.filter((m) => m.envelope.to.includes(d.recipient!))).toHaveLength(1);
  });
});

describe('stopping a web process', () => {
  it('answers every one of 50 requests in flight in full after SIGTERM, then exits 0', async () => {
    const web3 = await start('web');
    await untilReady(web3);
    const token = await login(web3, CUSTOMER);
    const properties = (await (await get(web3, '/api/properties', token)).json()) as Array<{ id: number }>;
    const propertyId = properties[0]!.id;
    // Statement calculations and PDFs run in worker threads and take a while each: many of the 50
    // are still being worked on when the signal comes (counted below, so the test proves something).
    // Their share stays within the pools' bounded queues, which would answer 503 beyond them.
    const statementsPath = `/api/properties/${propertyId}/statements?year=${YEAR}`;
    const reference = await get(web3, statementsPath, token);
    expect(reference.status).toBe(200);
    const tenantId = ((await reference.json()) as { statements: Array<{ tenant_id: number }> }).statements[0]!
      .tenant_id;
    const paths = [
      ...Array.from({ length: 12 }, () => statementsPath),
      ...Array.from(
        { length: 6 },
        () => `/api/properties/${propertyId}/statements/${tenantId}.pdf?year=${YEAR}`,
      ),
      ...Array.from(
        { length: 32 },
        (_, i) => ['/api/properties', `/api/properties/${propertyId}`, '/api/tenants', '/api/me'][i % 4]!,
      ),
    ];
    let answered = 0;
    const requests = paths.map((path) =>
      get(web3, path, token).then(async (res) => {
        const answer = { path, status: res.status, body: Buffer.from(await res.arrayBuffer()) };
        answered++;
        return answer;
      }),
    );
    await Promise.race(requests);
    web3.child.kill('SIGTERM');
    const inFlightAtSignal = paths.length - answered;
    const answers = await Promise.all(requests);
    expect(inFlightAtSignal).toBeGreaterThan(10);
    for (const answer of answers) {
      expect(answer.status, `${answer.path}: ${answer.body.toString()}`).toBe(200);
      if (answer.path.includes('.pdf')) {
        expect(answer.body.subarray(0, 5).toString()).toBe('%PDF-');
        expect(answer.body.subarray(-6).toString()).toContain('%%EOF');
      } else expect(() => JSON.parse(answer.body.toString())).not.toThrow();
    }
    expect(await web3.exited).toBe(0);
    await expect(fetch(`${web3.url}/api/ready`)).rejects.toThrow();
  });
});
