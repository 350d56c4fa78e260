import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_BODY_LIMIT, BILLING_LIMITS } from '../../src/domain/billing/limits.ts';
import type { BillingInput } from '../../src/domain/billing/schema.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { buildingOfSize, MOST_COSTS, MOST_OCCUPANCIES } from '../fixtures/largest-building.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { killServerProcesses, startServerProcess, waitUntilHealthy } from '../helpers/server-process.ts';

/**
 * The calculation API takes buildings up to documented limits, refuses larger ones with a German
 * message, and computes even the largest off the event loop, so the server keeps answering.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login({ username: 'admin', password: 'Admin-Passwort1' });
});
afterAll(async () => {
  await t.close();
});

const calculate = (payload: object | string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/calculate',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const small = () => buildingOfSize({ units: 3, occupanciesPerUnit: 2, costs: 3 });

describe('size limits', () => {
  const overLimit: Array<[string, () => BillingInput, string, string]> = [
    [
      'units',
      () => {
        const input = small();
        input.units = Array.from({ length: BILLING_LIMITS.units + 1 }, (_, i) => ({
          id: `U${i}`,
          area_m2: 50,
        }));
        return input;
      },
      'units',
      'darf höchstens 2.000 Einträge haben',
    ],
    [
      'occupancies',
      () => {
        const input = small();
        input.occupancies = Array.from({ length: BILLING_LIMITS.occupancies + 1 }, (_, i) => ({
          id: `O${i}`,
          unit: 'W1',
          name: 'Mietpartei',
          from: '2024-01-01',
        }));
        return input;
      },
      'occupancies',
      'darf höchstens 10.000 Einträge haben',
    ],
    [
      'cost lines',
      () => {
        const input = small();
        input.costs = Array.from({ length: BILLING_LIMITS.costs + 1 }, (_, i) => ({
          id: `K${i}`,
          name: 'Kosten',
          amount_cents: 100,
          key: 'area' as const,
        }));
        return input;
      },
      'costs',
      'darf höchstens 300 Einträge haben',
    ],
    [
      'consumption values',
      () => {
        const input = small();
        input.consumption = Array.from({ length: BILLING_LIMITS.consumption + 1 }, () => ({
          occupancy: 'W1-1',
          kind: 'cold_water' as const,
          value: 1,
        }));
        return input;
      },
      'consumption',
      'darf höchstens 60.000 Einträge haben',
    ],
    [
      'direct amounts of one cost line',
      () => {
        const input = small();
        input.costs[0] = {
          id: 'D',
          name: 'Direkt',
          amount_cents: 100,
          key: 'direct',
          direct: Object.fromEntries(
            Array.from({ length: BILLING_LIMITS.directAmounts + 1 }, (_, i) => [`O${i}`, 0]),
          ),
        };
        return input;
      },
      'costs.0.direct',
      'darf höchstens 10.000 Einträge haben',
    ],
    [
      'statement lines',
      () => buildingOfSize({ ...MOST_OCCUPANCIES, costs: MOST_OCCUPANCIES.costs + 1 }),
      'costs',
      'Zu viele Abrechnungszeilen: Nutzungen × Kostenpositionen ergeben 210.000 Zeilen, höchstens 200.000 sind möglich. Bitte die Abrechnung aufteilen.',
    ],
  ];

  it.each(overLimit)('refuses one entry too many: %s', async (_name, build, field, text) => {
    const res = await calculate(build());
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toContain(text);
  });

  it('refuses a body above the route limit with 413', async () => {
    const padding = 'x'.repeat(BILLING_BODY_LIMIT + 1);
    const res = await calculate(`{"units":[],"padding":"${padding}"}`);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Die Anfrage ist zu groß.');
  });

  it.each([
    ['the most occupancies', MOST_OCCUPANCIES],
    ['the most cost lines', MOST_COSTS],
  ])('calculates the largest allowed building with %s', async (_name, size) => {
    const input = buildingOfSize(size);
    const res = await calculate(input);
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.occupancies).toHaveLength(input.occupancies.length);
    const allocated = result.occupancies.reduce(
      (sum: number, o: { lines: Array<{ share_cents: number }> }) =>
        sum + o.lines.reduce((s, l) => s + l.share_cents, 0),
      0,
    );
    expect(allocated).toBeGreaterThan(0);
  });
});

/** Sends `count` calculations at once from a separate Node process; answers their statuses. */
function calculateElsewhere(url: string, token: string, bodyFile: string, count: number): Promise<number[]> {
  const script = `
    const body = require('node:fs').readFileSync(process.argv[1]);
    const send = () => fetch(process.argv[2] + '/api/billing/calculate', {
      method: 'POST',
      headers: { authorization: 'Bearer ' + process.argv[3], 'content-type': 'application/json' },
      body,
    }).then((res) => res.arrayBuffer().then(() => res.status));
    Promise.all(Array.from({ length: Number(process.argv[4]) }, send)).then((s) => console.log(JSON.stringify(s)));
  `;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', script, bodyFile, url, token, String(count)], (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as number[]),
    );
  });
}

describe('while a large calculation runs', () => {
  afterEach(async () => {
    await killServerProcesses();
  });

  it('keeps answering /api/health', async () => {
    // A server process of its own, so the test's client work does not share its event loop.
    const database = await freshDatabaseUrl();
    const server = await startServerProcess({
      ADMIN_PASSWORD: 'Admin-Passwort1',
      SEED_DEMO: '0',
      ...(database.url
        ? { DATABASE_URL: database.url }
        : { DATA_DIR: mkdtempSync(join(tmpdir(), 'nk-calc-')) }),
    });
    try {
      await waitUntilHealthy(server);
      const login = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Admin-Passwort1' }),
      });
      const { token: admin } = (await login.json()) as { token: string };
      const bodyFile = join(mkdtempSync(join(tmpdir(), 'nk-body-')), 'building.json');
      writeFileSync(bodyFile, JSON.stringify(buildingOfSize(MOST_OCCUPANCIES)));
      // Warm the worker threads up, so the measurement sees calculations, not thread start-up.
      expect(await calculateElsewhere(server.url, admin, bodyFile, 2)).toEqual([200, 200]);

      // The calculations come from another process, so reading their large answers does not
      // hold up this process's health requests.
      let running = true;
      const calculations = calculateElsewhere(server.url, admin, bodyFile, 3).finally(
        () => (running = false),
      );
      let answered = 0;
      while (running) {
        const res = await fetch(`${server.url}/api/health`);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        answered++;
      }
      // A login has at most two large bodies in flight: the third is refused at once (503) and
      // reaches the client as an answer, although its body was still being sent.
      expect((await calculations).sort()).toEqual([200, 200, 503]);
      // Health kept answering all the while; the latency figures are measured by
      // bench/login-storm/calculation.ts (docs/performance.md), not asserted here.
      expect(answered).toBeGreaterThan(10);
    } finally {
      await killServerProcesses();
      await database.drop();
    }
    // Five of the largest calculations on a loaded 2-core CI machine take well over the default
    // 30 s; this bounds a hang, it measures nothing.
  }, 180_000);
});
