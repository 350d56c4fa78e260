import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { sampleInput } from '../fixtures/billing/sample.ts';
import { requestTexts } from '../../src/domain/texts/index.ts';
import { DEFAULT_BODY_LIMIT } from '../../src/server/app.ts';
import { ADMIN, bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { tableDigests } from '../helpers/db-digest.ts';
import {
  ALWAYS_HOSTILE,
  ALWAYS_HOSTILE_QUERY,
  HOSTILE_PATH_SEGMENTS,
  QUERY_PROBES,
  TYPE_PROBES,
  bodyWith,
  documentedAccepts,
  exampleOf,
  fieldPaths,
  isGermanMessage,
  isUnconstrained,
  schemaAt,
  type HostileValue,
  type JsonSchema,
} from './hostile-values.ts';

/**
 * Walks every route of the served OpenAPI description with hostile input — NUL and other control
 * characters, a megabyte of text, 1e308, Infinity, -1, 2^31, wrong types — in path parameters,
 * query strings, every field of the request body (nested ones of the example too) and as the whole
 * body. Every answer must be a 4xx with a German message, never a 5xx, and the database must be
 * exactly as before: each route is framed by a digest of every table's full content.
 *
 * No table is left out of the digest. The walker signs in before the first digest, and every
 * hostile request must be refused before anything is recorded, including the sign-in attempt
 * log and the audit log (which also counts public requests per caller address). The one
 * exception is a route that takes no input at all (logout): it cannot be steered by a body it
 * never reads, so it is walked with throwaway sessions and only its answers are checked — its
 * purpose is to change the sessions table.
 */

type Role = 'admin' | 'customer' | 'employee' | 'tenant';
const ROLE_ORDER: readonly Role[] = ['admin', 'customer', 'employee', 'tenant'];

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

/** Realistic bodies where a generated one would stop at the first cross-field check. */
const EXAMPLE_BODIES: Record<string, () => unknown> = {
  'POST /api/billing/calculate': () => sampleInput(),
  'POST /api/billing/statement.pdf': () => ({
    ...sampleInput(),
    occupancy: '1',
    landlord: { name: 'Hausverwaltung Walker', address_lines: ['Ringstraße 1', '10115 Berlin'] },
    tenant: { name: 'Anna Becker', address_lines: ['Ringstraße 1', '10115 Berlin'] },
  }),
};

let t: TestApp;
let tokens: Record<Role, string>;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  await t.app.ready();
  const spec = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
      >
    >;
  };
  operations = Object.entries(spec.paths)
    .filter(([path]) => !path.startsWith('/api/docs'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      })),
    );
});
afterAll(async () => {
  await t?.close();
});

const urlOf = (op: Operation, segments: Record<string, string> = {}) =>
  op.path.replace(/\{([^}]+)\}/g, (_, name: string) => segments[name] ?? '1');

const takesInput = (op: Operation) => op.body !== undefined || op.parameters.length > 0;

/** The first role the route lets in: admin for nearly all, customer for routes only customers use. */
async function roleFor(op: Operation): Promise<Role> {
  for (const role of ROLE_ORDER) {
    // A whole body of `true` fails any body schema, so this probe cannot change anything.
    const res = await t.app.inject({
      method: op.method as InjectOptions['method'],
      url: urlOf(op),
      headers: { ...bearer(tokens[role]), 'content-type': 'application/json' },
      ...(op.method === 'GET' ? {} : { payload: 'true' }),
    });
    if (res.statusCode !== 403) return role;
  }
  throw new Error(`${op.method} ${op.path}: keine Rolle darf diese Route benutzen`);
}

interface Finding {
  request: string;
  problem: string;
}

/** Requests the walker sent, to prove it walked at all. */
let sent = 0;

/** Sends one request and records what is wrong with its answer. */
async function probe(
  findings: Finding[],
  request: string,
  options: InjectOptions,
  allowed: readonly number[],
): Promise<void> {
  const res = await t.app.inject(options);
  sent++;
  const message = res.headers['content-type']?.includes('json')
    ? res.json<{ message?: unknown }>().message
    : undefined;
  if (!allowed.includes(res.statusCode)) {
    findings.push({ request, problem: `${res.statusCode}: ${String(message ?? res.body.slice(0, 200))}` });
  } else if (!isGermanMessage(message)) {
    findings.push({ request, problem: `${res.statusCode} ohne deutsche Meldung: ${String(message)}` });
  } else if (message === requestTexts.databaseRejected || message === requestTexts.conflict) {
    // The error handler's safety net caught it: validation let the value through to PostgreSQL.
    findings.push({ request, problem: `erst die Datenbank hat abgelehnt: ${message}` });
  }
}

/** Hostile values for one body field: all of ALWAYS_HOSTILE, the probes its documented schema refuses. */
function valuesFor(schema: JsonSchema): HostileValue[] {
  return [...ALWAYS_HOSTILE, ...TYPE_PROBES.filter((v) => !documentedAccepts(schema, JSON.parse(v.json)))];
}

async function walkBody(op: Operation, role: Role, findings: Finding[]) {
  const schema = op.body!;
  const key = `${op.method} ${op.path}`;
  const example = EXAMPLE_BODIES[key]?.() ?? exampleOf(schema);
  const send = (label: string, payload: string) =>
    probe(
      findings,
      `${key} ${label}`,
      {
        method: op.method as InjectOptions['method'],
        url: urlOf(op),
        headers: { ...bearer(tokens[role]), 'content-type': 'application/json' },
        payload,
      },
      [400, 413],
    );

  for (const value of [...ALWAYS_HOSTILE, ...TYPE_PROBES]) await send(`Körper = ${value.label}`, value.json);
  for (const path of fieldPaths(schema, example)) {
    const fieldSchema = schemaAt(schema, path);
    // `{}` accepts anything by design (ignored legacy fields); there is nothing to refuse.
    if (isUnconstrained(fieldSchema)) continue;
    for (const value of valuesFor(fieldSchema)) {
      await send(`${path.join('.')} = ${value.label}`, bodyWith(example, path, value));
    }
  }
}

async function walkPath(op: Operation, role: Role, findings: Finding[]) {
  for (const param of op.parameters.filter((p) => p.in === 'path')) {
    for (const segment of HOSTILE_PATH_SEGMENTS) {
      await probe(
        findings,
        `${op.method} ${op.path} ${param.name} = ${segment.slice(0, 30)}`,
        {
          method: op.method as InjectOptions['method'],
          url: urlOf(op, { [param.name]: segment }),
          headers: { ...bearer(tokens[role]), 'content-type': 'application/json' },
          // A body that would pass, so that only the path can be what is refused.
          ...(op.body
            ? { payload: JSON.stringify(EXAMPLE_BODIES[`${op.method} ${op.path}`]?.() ?? exampleOf(op.body)) }
            : {}),
        },
        // Ids that cannot exist are invalid input (400); the router refuses over-long segments (414).
        [400, 414],
      );
    }
  }
}

async function walkQuery(op: Operation, role: Role, findings: Finding[]) {
  for (const param of op.parameters.filter((p) => p.in === 'query')) {
    const probes = QUERY_PROBES.filter((v) => !documentedAccepts(param.schema ?? {}, v));
    // The last one repeats the parameter, which a parser hands over as a list.
    for (const value of [...[...ALWAYS_HOSTILE_QUERY, ...probes].map((v) => [v]), ['a', 'b']]) {
      const query = value.map((v) => `${param.name}=${encodeURIComponent(v)}`).join('&');
      await probe(
        findings,
        `${op.method} ${op.path}?${query.slice(0, 60)}`,
        {
          method: op.method as InjectOptions['method'],
          url: `${urlOf(op)}?${query}`,
          headers: bearer(tokens[role]),
        },
        [400],
      );
    }
  }
}

describe('hostile input on every route', () => {
  it('finds the routes in the OpenAPI description', () => {
    expect(operations.filter(takesInput).length).toBeGreaterThanOrEqual(10);
  });

  it('answers every hostile request with a German 4xx and changes nothing in the database', async () => {
    const findings: Finding[] = [];
    for (const op of operations.filter(takesInput)) {
      const role = await roleFor(op);
      const before = await tableDigests(t.ctx.db);
      if (op.body) await walkBody(op, role, findings);
      await walkPath(op, role, findings);
      await walkQuery(op, role, findings);
      const after = await tableDigests(t.ctx.db);
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      if (changed.length > 0)
        findings.push({
          request: `${op.method} ${op.path}`,
          problem: `Tabellen geändert: ${changed.join(', ')}`,
        });
    }
    expect(findings).toEqual([]);
    // Every field of every route with each value: far more than a thousand requests.
    expect(sent).toBeGreaterThan(1000);
    // Every field of every route, the billing drafts' nested payload included, with a digest of every
    // table around each route: well over a minute on the embedded database of a loaded 2-core machine.
    // A bound on a hang, not a measurement.
  }, 300_000);

  it('never fails on a hostile body sent to a route that takes no input', async () => {
    const findings: Finding[] = [];
    for (const op of operations.filter((o) => !takesInput(o) && o.method !== 'GET')) {
      for (const value of ALWAYS_HOSTILE) {
        // Logout ends the session it is called with, so each request gets its own.
        const token = await t.login(ADMIN);
        const res = await t.app.inject({
          method: op.method as InjectOptions['method'],
          url: op.path,
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: value.json,
        });
        const ok = res.statusCode < 400 || (res.statusCode < 500 && isGermanMessage(res.json().message));
        if (!ok)
          findings.push({ request: `${op.method} ${op.path} ${value.label}`, problem: `${res.statusCode}` });
      }
    }
    expect(findings).toEqual([]);
  });

  it('answers a body above the limit with 413 and a German message, before reading it', async () => {
    const findings: Finding[] = [];
    const oversized = JSON.stringify('x'.repeat(DEFAULT_BODY_LIMIT));
    for (const op of operations.filter((o) => o.body !== undefined)) {
      const role = await roleFor(op);
      const res = await t.app.inject({
        method: op.method as InjectOptions['method'],
        url: urlOf(op),
        headers: { ...bearer(tokens[role]), 'content-type': 'application/json' },
        payload: oversized,
      });
      // A route with its own larger limit reads the body and refuses it as a string (400).
      const expected = res.statusCode === 413 ? requestTexts.payloadTooLarge : undefined;
      if (![400, 413].includes(res.statusCode) || (expected && res.json().message !== expected))
        findings.push({
          request: `${op.method} ${op.path}`,
          problem: `${res.statusCode}: ${res.body.slice(0, 100)}`,
        });
    }
    expect(findings).toEqual([]);
    for (const url of ['/api/login', '/api/contact']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: oversized,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: requestTexts.payloadTooLarge });
    }
  });

  const UNIT_AREA = 'Das Feld „Fläche (m²)“ (Nutzeinheiten, Eintrag 1)';
  it.each([
    ['units.0.area_m2', '1e308', `${UNIT_AREA} darf höchstens 1.000.000.000 betragen.`],
    ['units.0.area_m2', '1e999', `${UNIT_AREA} muss eine Zahl sein.`],
    ['units.0.area_m2', '"NaN"', `${UNIT_AREA} muss eine Dezimalzahl mit höchstens 3 Nachkommastellen sein.`],
    [
      'units.0.area_m2',
      '"Infinity"',
      `${UNIT_AREA} muss eine Dezimalzahl mit höchstens 3 Nachkommastellen sein.`,
    ],
    ['heating.co2.fuel_kwh', '1e308', 'Das Feld „Brennstoff (kWh)“ darf höchstens 1.000.000.000 betragen.'],
    ['occupancies.0.persons', '1001', 'Das Feld „Personen“ (Nutzungen, Eintrag 1) ist zu groß.'],
    [
      'occupancies.0.name',
      '"Anna\\u0000Becker"',
      'Das Feld „Name“ (Nutzungen, Eintrag 1) enthält unzulässige Steuerzeichen.',
    ],
    [
      'occupancies.0.name',
      '"Anna\\u202eBecker"',
      'Das Feld „Name“ (Nutzungen, Eintrag 1) enthält unzulässige Steuerzeichen.',
    ],
  ])('the calculation names the field in German: %s = %s', async (field, json, message) => {
    const path = field.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/calculate',
      headers: { ...bearer(tokens.customer), 'content-type': 'application/json' },
      payload: bodyWith(sampleInput(), path, { label: field, json }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field });
  });

  it('answers an id beyond PostgreSQL integer in a path with 400, naming the rule', async () => {
    for (const url of ['/api/properties/2147483648', '/api/users/99999999999/invite']) {
      const res = await t.app.inject({
        method: url.endsWith('invite') ? 'POST' : 'GET',
        url,
        headers: bearer(tokens.admin),
        ...(url.endsWith('invite') ? { payload: {} } : {}),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Das Feld „ID“ muss eine ganze Zahl von 1 bis 2.147.483.647 sein.',
        field: 'id',
      });
    }
    const largest = await t.app.inject({
      method: 'GET',
      url: '/api/properties/2147483647',
      headers: bearer(tokens.admin),
    });
    expect(largest.statusCode).toBe(404);
  });
});
