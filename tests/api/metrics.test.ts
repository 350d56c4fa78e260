import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestMessage } from '../../src/server/gateway-readings/ingest.ts';
import { wmbusTelegramDecoder } from '../../src/server/gateways/telegram-decoder.ts';
import { ADMIN, bearer, createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Prometheus's view of a server: GET /metrics behind its own bearer token, the request durations
 * by route pattern, the process, the database's jobs and pool, gateway outcomes; and the request
 * id every answer carries.
 */
const TOKEN = 'prometheus-scrape-token-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
interface Exposition {
  help: Map<string, string>;
  type: Map<string, string>;
  samples: Sample[];
}

const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y;
const unescape = (value: string) =>
  value.replace(/\\(.)/g, (_all, char: string) => (char === 'n' ? '\n' : char));

/** Prometheus's text format 0.0.4: `# HELP`, `# TYPE` and `name{label="value",…} value` lines. */
function parseExposition(text: string): Exposition {
  const result: Exposition = { help: new Map(), type: new Map(), samples: [] };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      (meta[1] === 'HELP' ? result.help : result.type).set(meta[2]!, meta[3]!);
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/.exec(line);
    if (!sample) throw new Error(`Zeile nicht im Prometheus-Format: ${line}`);
    const labels: Record<string, string> = {};
    const body = sample[2] ?? '';
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < body.length) {
      const match = LABEL.exec(body);
      if (!match) throw new Error(`Labels nicht lesbar: ${line}`);
      labels[match[1]!] = unescape(match[2]!);
    }
    // Values as Go's ParseFloat reads them (Prometheus): Inf and NaN in any case (prom-client writes `Nan`).
    const raw = sample[3]!;
    const special: Record<string, number> = { '+inf': Infinity, inf: Infinity, '-inf': -Infinity, nan: NaN };
    const value = special[raw.toLowerCase()] ?? Number(raw);
    if (Number.isNaN(value) && raw.toLowerCase() !== 'nan') throw new Error(`Wert nicht lesbar: ${line}`);
    result.samples.push({ name: sample[1]!, labels, value });
  }
  return result;
}

function find(exposition: Exposition, name: string, labels: Record<string, string> = {}): Sample[] {
  return exposition.samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
}

/** The one sample of `name` with exactly these labels' values (others may be there); 0 when absent. */
function valueOf(exposition: Exposition, name: string, labels: Record<string, string>): number {
  const found = find(exposition, name, labels);
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)}: ${found.length} Reihen`);
  return found[0]?.value ?? 0;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not exist: the same 404 as an unknown path, with or without a token', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/gibt-es-nicht' });
    expect(unknown.statusCode).toBe(404);
    for (const headers of [{}, bearer(TOKEN)]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
      expect(res.json()).toEqual({ message: 'Nicht gefunden.' });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let admin: string;
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode, res.body).toBe(200);
    return parseExposition(res.body);
  };

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    admin = await t.login(ADMIN);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a scraper without the token or with a wrong one: 401 in German, WWW-Authenticate: Bearer', async () => {
    for (const headers of [
      {},
      bearer('prometheus-scrape-token-0123456788'),
      bearer(TOKEN.slice(0, -1)),
      { authorization: TOKEN },
      // A signed-in user's session is no metrics token.
      bearer(admin),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({
        message: 'Zugriff auf die Metriken nur mit gültigem Token (Authorization: Bearer …).',
      });
    }
  });

  it('answers the exposition format, every sample under its # HELP and # TYPE', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const exposition = parseExposition(res.body);
    expect(exposition.samples.length).toBeGreaterThan(20);
    for (const sample of exposition.samples) {
      const family = [...exposition.type.keys()].find(
        (name) =>
          sample.name === name || /^_(bucket|sum|count|total|created)$/.test(sample.name.slice(name.length)),
      );
      expect(family, sample.name).toBeDefined();
      expect(exposition.help.has(family!), family).toBe(true);
    }
    expect(exposition.type.get('http_request_duration_seconds')).toBe('histogram');
    expect(exposition.type.get('gateway_messages_total')).toBe('counter');
    expect(exposition.type.get('jobs')).toBe('gauge');
    expect(exposition.type.get('db_pool_connections')).toBe('gauge');
  });

  it('counts requests by route pattern and status class, never by the URL sent', async () => {
    const labels = { method: 'GET', route: '/api/properties/:id', status_class: '2xx' };
    const before = valueOf(await scrape(), 'http_request_duration_seconds_count', labels);
    const propertyId = t.other.propertyId;
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/properties/${propertyId}`,
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(200);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/properties/999999',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/gibt-es-nicht/4711' });
    expect(unknown.statusCode).toBe(404);

    const after = await scrape();
    expect(valueOf(after, 'http_request_duration_seconds_count', labels)).toBe(before + 3);
    // The histogram's buckets count the same requests: the last one (+Inf) all of them.
    expect(valueOf(after, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      before + 3,
    );
    expect(valueOf(after, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(
      valueOf(after, 'http_request_duration_seconds_count', { ...labels, status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(after, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: 'unmatched',
        status_class: '4xx',
      }),
    ).toBeGreaterThanOrEqual(1);

    const routes = new Set(find(after, 'http_request_duration_seconds_count').map((s) => s.labels.route!));
    expect(routes).toContain('/api/login');
    for (const route of routes) {
      expect(route, 'keine Kennungen im Routen-Label').not.toMatch(/\/\d+(\/|$)/);
      expect(route).not.toContain('gibt-es-nicht');
      expect(route === 'unmatched' || route.startsWith('/')).toBe(true);
    }
    for (const sample of find(after, 'http_request_duration_seconds_count'))
      expect(sample.labels.status_class).toMatch(/^[1-5]xx$/);
  });

  it('shows the process: CPU, memory, event-loop lag, handles', async () => {
    const exposition = await scrape();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_active_handles_total',
    ]) {
      expect(find(exposition, name).length, name).toBeGreaterThan(0);
    }
    expect(valueOf(exposition, 'process_resident_memory_bytes', {})).toBeGreaterThan(0);
  });

  it('shows the jobs of the database by queue and state, read when scraped', async () => {
    const queue = 'metriken-probe';
    await t.ctx.jobs.work(queue, async () => undefined);
    const before = await scrape();
    // The queue exists without a job: every state of it at 0.
    expect(valueOf(before, 'jobs', { queue, state: 'created' })).toBe(0);
    expect(valueOf(before, 'jobs', { queue, state: 'failed' })).toBe(0);
    // An hour from now: it waits in `created` while the test looks.
    await t.ctx.jobs.send(queue, { n: 1 }, { startAfter: 3600 });
    await t.ctx.jobs.send(queue, { n: 2 }, { startAfter: 3600 });
    const after = await scrape();
    expect(valueOf(after, 'jobs', { queue, state: 'created' })).toBe(2);
    expect(valueOf(after, 'jobs', { queue, state: 'active' })).toBe(0);
    const states = new Set(find(after, 'jobs', { queue }).map((s) => s.labels.state));
    expect(states).toEqual(new Set(['created', 'retry', 'active', 'completed', 'cancelled', 'failed']));
    // The product's own queues show up too, from the same query.
    expect(find(after, 'jobs').some((s) => s.labels.queue !== queue)).toBe(true);
  });

  it('shows the database pool', async () => {
    const exposition = await scrape();
    if (t.ctx.driver === 'postgres') {
      expect(valueOf(exposition, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(valueOf(exposition, 'db_pool_connections', { state: 'total' })).toBeLessThanOrEqual(10);
      expect(find(exposition, 'db_pool_connections', { state: 'idle' })).toHaveLength(1);
      expect(find(exposition, 'db_pool_connections', { state: 'waiting' })).toHaveLength(1);
    } else {
      expect(find(exposition, 'db_pool_connections')).toEqual([
        { name: 'db_pool_connections', labels: { state: 'total' }, value: 1 },
      ]);
    }
  });

  it('counts gateway messages by what became of them', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/meters',
      headers: bearer(admin),
      payload: {
        property_id: t.other.propertyId,
        meter_type: 'Wasserzähler',
        meter_number: 'WZ-METRIK-1',
        tenant_id: t.other.tenantId,
        gateway_id: 'gwmetrik',
        gateway_channel: 'k1',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const prefix = t.config.mqtt?.topicPrefix ?? 'nebenkosten/';
    const outcome = (exposition: Exposition, name: string) =>
      valueOf(exposition, 'gateway_messages_total', { outcome: name });
    const before = await scrape();
    for (const name of ['stored', 'duplicate', 'unknown_meter', 'invalid', 'rate_limited'])
      expect(find(before, 'gateway_messages_total', { outcome: name }), name).toHaveLength(1);

    const ingest = (topic: string, payload: string) =>
      ingestMessage(t.ctx, wmbusTelegramDecoder, prefix, topic, Buffer.from(payload), new Date());
    const message = '{"value": 12.5, "unit": "m³", "timestamp": "2026-03-01T06:00:00Z"}';
    await ingest(`${prefix}gwmetrik/k1`, message);
    await ingest(`${prefix}gwmetrik/k1`, message);
    await ingest(`${prefix}gwmetrik/k1`, 'kein JSON');
    await ingest(`${prefix}gwmetrik/k9`, message);
    await ingest('anderes-praefix/gwmetrik/k1', message);
    // Lower than the day before: stored, but marked as a possible meter exchange.
    await ingest(`${prefix}gwmetrik/k1`, '{"value": 3, "unit": "m³", "timestamp": "2026-03-02T06:00:00Z"}');

    const after = await scrape();
    expect(outcome(after, 'stored') - outcome(before, 'stored')).toBe(1);
    expect(outcome(after, 'duplicate') - outcome(before, 'duplicate')).toBe(1);
    expect(outcome(after, 'invalid') - outcome(before, 'invalid')).toBe(1);
    expect(outcome(after, 'unknown_meter') - outcome(before, 'unknown_meter')).toBe(1);
    expect(outcome(after, 'unknown_topic') - outcome(before, 'unknown_topic')).toBe(1);
    expect(outcome(after, 'implausible') - outcome(before, 'implausible')).toBe(1);
  });

  describe('x-request-id', () => {
    it('is on every answer, refused ones included, and new for each request', async () => {
      const answers = [
        await t.app.inject({ method: 'GET', url: '/api/site' }),
        await t.app.inject({ method: 'GET', url: '/api/properties' }),
        await t.app.inject({ method: 'GET', url: '/metrics' }),
        await t.app.inject({ method: 'GET', url: '/api/gibt-es-nicht' }),
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
        }),
        // Refused by the router before any hook: a broken percent-encoding.
        await t.app.inject({ method: 'GET', url: '/api/properties/%E0%A4%A' }),
      ];
      expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 401, 404, 413, 400]);
      const ids = answers.map((res) => res.headers['x-request-id']);
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('takes over a load balancer’s id that is a plain token', async () => {
      for (const id of ['lb-7f3a9c', 'a', '1-67891233.abcdef0123:x_y', 'x'.repeat(64)]) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/properties',
          headers: { 'x-request-id': id },
        });
        expect(res.statusCode).toBe(401);
        expect(res.headers['x-request-id']).toBe(id);
      }
    });

    it('replaces one that is too long, empty or carries other characters', async () => {
      for (const id of ['x'.repeat(65), '', 'mit leerzeichen', 'a,b', 'ümlaut', '<script>', 'a/b']) {
        const res = await t.app.inject({ method: 'GET', url: '/api/site', headers: { 'x-request-id': id } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-request-id']).toMatch(UUID);
      }
    });
  });
});
