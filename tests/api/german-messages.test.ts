import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { sampleInput } from '../fixtures/billing/sample.ts';
import { fieldLabels, listTexts } from '../../src/domain/texts/index.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import {
  bodyWith,
  documentedAccepts,
  exampleOf,
  fieldPaths,
  isGermanMessage,
  isUnconstrained,
  schemaAt,
  type FieldPath,
  type HostileValue,
  type JsonSchema,
} from '../security/hostile-values.ts';

/**
 * Walks the request schemas of the served OpenAPI description and sends every field a value of
 * the wrong type (and leaves it out). Each refusal must be a sentence for people: German, naming
 * the field by its German label, with none of zod's wording ("erwartet Zahl, erhalten NaN") and
 * none of the technical field keys.
 */

type Role = 'admin' | 'customer' | 'employee' | 'tenant';
interface Parameter {
  name: string;
  in: string;
  schema?: JsonSchema;
}
interface Operation {
  method: InjectOptions['method'];
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

const WRONG_TYPES: readonly HostileValue[] = [
  { label: 'Zahl', json: '42' },
  { label: 'Text', json: '"zweiundvierzig"' },
  { label: '"NaN"', json: '"NaN"' },
  { label: 'ja/nein', json: 'false' },
  { label: 'Objekt', json: '{"a":1}' },
  { label: 'Liste', json: '["a"]' },
  { label: 'null', json: 'null' },
];

/** zod's own wording, its type names, and the old "field: zod message" form. */
const ZOD_WORDING =
  /erwartet|erhalten|Ungültige Eingabe im Feld|Ungültige Option|Zu groß:|Zu klein:|instanceof|\bNaN\b|\bundefined\b|\b(string|number|object|array|boolean|bigint|int)\b/;

const EXAMPLE_BODIES: Record<string, () => unknown> = {
  'POST /api/billing/calculate': () => sampleInput(),
  'POST /api/billing/statement.pdf': () => ({
    ...sampleInput(),
    occupancy: '1',
    landlord: { name: 'Hausverwaltung Walker', address_lines: ['Ringstraße 1', '10115 Berlin'] },
    tenant: { name: 'Anna Becker', address_lines: ['Ringstraße 1', '10115 Berlin'] },
    details: {
      salutation: 'Frau',
      first_name: 'Anna',
      last_name: 'Becker',
      previous_monthly_advance_cents: 15_000,
      heating_costs: {
        items: [{ name: 'Brennstoffkosten', amount_cents: 812_460, is_fuel: true }],
        fuel_kwh: 66_000,
      },
      meters: [
        {
          meter_number: 'WZ-1',
          meter_type: 'Wasserzähler',
          unit: 'm³',
          start: { date: '2024-01-01', value: 10, source: 'read' },
          end: { date: '2024-12-31', value: 41.42, source: 'interpolated' },
          consumption: 31.42,
          exchange: false,
        },
      ],
      comparison: [
        { kind: 'cold_water', unit: 'm³', current: 31.42, previous_year: 30, property_average: null },
      ],
    },
  }),
};

let t: TestApp;
let tokens: Record<Role, string>;
let operations: Operation[];
let spec: { paths: Record<string, Record<string, unknown>> };

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  await t.app.ready();
  spec = t.app.swagger() as typeof spec;
  operations = Object.entries(spec.paths)
    .filter(([path]) => !path.startsWith('/api/docs'))
    .flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, Record<string, unknown>>).map(([method, op]) => ({
        method: method.toUpperCase() as InjectOptions['method'],
        path,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        body: (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
          ?.content?.['application/json']?.schema,
      })),
    );
});
afterAll(async () => {
  await t?.close();
});

const urlOf = (op: Operation) => op.path.replace(/\{[^}]+\}/g, '1');

async function roleFor(op: Operation): Promise<Role> {
  for (const role of ['admin', 'customer', 'employee', 'tenant'] as const) {
    const res = await t.app.inject({
      method: op.method,
      url: urlOf(op),
      headers: { ...bearer(tokens[role]), 'content-type': 'application/json' },
      ...(op.method === 'GET' ? {} : { payload: 'true' }),
    });
    if (res.statusCode !== 403) return role;
  }
  throw new Error(`${op.method} ${op.path}: keine Rolle`);
}

/** Every property name the schema can contain, nested ones included. */
function keysOf(schema: JsonSchema | undefined, into: Set<string>): Set<string> {
  if (!schema || typeof schema !== 'object') return into;
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    into.add(key);
    keysOf(sub, into);
  }
  const s = schema as JsonSchema & Record<string, unknown>;
  for (const sub of [s.items, s.additionalProperties]) keysOf(sub as JsonSchema | undefined, into);
  for (const list of [s.anyOf, s.oneOf, s.allOf])
    for (const sub of (list as JsonSchema[] | undefined) ?? []) keysOf(sub, into);
  return into;
}

/** A copy of the example without the field at `path`. */
function bodyWithout(example: unknown, path: FieldPath): string {
  const copy = structuredClone(example) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  if (Array.isArray(parent)) return JSON.stringify(copy);
  delete parent[path[path.length - 1]!];
  return JSON.stringify(copy);
}

interface Finding {
  request: string;
  problem: string;
}

function judge(findings: Finding[], request: string, status: number, message: unknown, key: string) {
  if (status !== 400) return;
  const text = String(message);
  if (!isGermanMessage(message)) findings.push({ request, problem: `nicht deutsch: ${text}` });
  else if (ZOD_WORDING.test(text)) findings.push({ request, problem: `zod-Wortlaut: ${text}` });
  // A key with an underscore or a capital inside ("area_m2", "newPassword") is no word for people.
  else if (/[_]|[a-z][A-Z]/.test(key) && text.includes(key))
    findings.push({ request, problem: `technischer Feldname: ${text}` });
}

describe('German messages for wrong input on every route', () => {
  it('knows a German label for every field and parameter the API takes', () => {
    const keys = new Set<string>();
    for (const op of operations) {
      keysOf(op.body, keys);
      for (const p of op.parameters) keys.add(p.name);
    }
    const unlabelled = [...keys].filter((k) => !k.startsWith('_') && !Object.hasOwn(fieldLabels, k));
    expect(unlabelled).toEqual([]);
    expect(keys.size).toBeGreaterThan(50);
  });

  it('answers wrong types and missing fields with German sentences naming the field', async () => {
    const findings: Finding[] = [];
    let refused = 0;
    for (const op of operations.filter((o) => o.body)) {
      const role = await roleFor(op);
      const key = `${op.method} ${op.path}`;
      const example = EXAMPLE_BODIES[key]?.() ?? exampleOf(op.body!);
      for (const path of fieldPaths(op.body!, example)) {
        const fieldSchema = schemaAt(op.body!, path);
        if (isUnconstrained(fieldSchema)) continue;
        const name = String(path[path.length - 1]);
        const payloads = [
          ...WRONG_TYPES.filter((v) => !documentedAccepts(fieldSchema, JSON.parse(v.json))).map((v) => ({
            label: v.label,
            payload: bodyWith(example, path, v),
          })),
          { label: 'fehlt', payload: bodyWithout(example, path) },
        ];
        for (const { label, payload } of payloads) {
          const res = await t.app.inject({
            method: op.method,
            url: urlOf(op),
            headers: { ...bearer(tokens[role]), 'content-type': 'application/json' },
            payload,
          });
          if (res.statusCode === 400) refused++;
          const body = res.headers['content-type']?.includes('json') ? res.json() : {};
          judge(findings, `${key} ${path.join('.')} = ${label}`, res.statusCode, body.message, name);
          if (
            res.statusCode === 400 &&
            body.field === path.join('.') &&
            !String(body.message).startsWith('Das Feld')
          )
            // A field-specific answer is either the spec's sentence or names the field.
            if (!isGermanMessage(body.message))
              findings.push({ request: `${key} ${path.join('.')}`, problem: String(body.message) });
        }
      }
    }
    expect(findings).toEqual([]);
    expect(refused).toBeGreaterThan(300);
  });

  it('answers wrong query parameters with German sentences naming the parameter', async () => {
    const findings: Finding[] = [];
    for (const op of operations.filter((o) => o.parameters.some((p) => p.in === 'query'))) {
      const role = await roleFor(op);
      for (const param of op.parameters.filter((p) => p.in === 'query')) {
        for (const value of ['zweiundvierzig', 'NaN', '-5', '1.5', '99999999999']) {
          if (documentedAccepts(param.schema ?? {}, value)) continue;
          const res = await t.app.inject({
            method: op.method,
            url: `${urlOf(op)}?${param.name}=${encodeURIComponent(value)}`,
            headers: bearer(tokens[role]),
          });
          judge(
            findings,
            `${op.method} ${op.path}?${param.name}=${value}`,
            res.statusCode,
            res.json().message,
            param.name,
          );
        }
      }
    }
    expect(findings).toEqual([]);
  });

  it.each([
    ['/api/properties/abc', 'Das Feld „ID“ muss eine ganze Zahl von 1 bis 2.147.483.647 sein.'],
    ['/api/customers?limit=abc', listTexts.limitInvalid],
  ])('names the field, or keeps the field’s own sentence: %s', async (url, message) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(tokens.admin) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('words zod’s checks as German phrases about the named field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: bearer(tokens.admin),
      payload: { last_name: 'Muster', user_id: 'sieben' },
    });
    expect(res.json()).toEqual({
      message: 'Das Feld „Login“ muss eine ganze Zahl von 1 bis 2.147.483.647 sein.',
      field: 'user_id',
    });
    const array = await t.app.inject({
      method: 'PUT',
      url: '/api/properties/1/tenants/reorder',
      headers: bearer(tokens.admin),
      payload: { order: [1, 'zwei'] },
    });
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toMatch(/^Das Feld „Reihenfolge“ \(Eintrag 2\) /);
  });

  it('keeps the spec’s own sentences word for word', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: bearer(tokens.customer),
      payload: { from: 7, message: 'Hallo' },
    });
    expect(res.json()).toEqual({
      message: 'Bitte geben Sie Ihre E-Mail-Adresse und eine Nachricht an.',
      field: 'from',
    });
    const wrongType = await t.app.inject({
      method: 'PUT',
      url: `/api/users/1`,
      headers: bearer(tokens.admin),
      payload: { role: 42 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).not.toMatch(ZOD_WORDING);
  });
});
