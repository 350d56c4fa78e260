import * as texts from '../../src/domain/texts/index.ts';

/**
 * Hostile values for the input walker and the small part of JSON Schema it needs to read the
 * served OpenAPI description: which fields a route takes, a plausible value for each, and
 * whether the documented schema itself already rejects a value.
 */

export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
}

export interface HostileValue {
  label: string;
  /** Raw JSON text, so that 1e999 (Infinity once parsed) can be sent, which JSON.stringify cannot write. */
  json: string;
}

export const MEGABYTE_TEXT = 'x'.repeat(1_000_000);

/** No field may accept these: every request carrying one must be refused with 400 or 413. */
export const ALWAYS_HOSTILE: readonly HostileValue[] = [
  { label: 'NUL im Text', json: JSON.stringify('walker\u0000@example.de') },
  { label: 'Steuerzeichen', json: JSON.stringify('Zeile\u0007\u001b[31m\u0085') },
  { label: 'einzelnes Surrogat', json: '"walker\\ud800@example.de"' },
  { label: '1 MB Text', json: JSON.stringify(MEGABYTE_TEXT) },
  { label: '1e308', json: '1e308' },
  { label: 'Unendlich (1e999)', json: '1e999' },
];

/**
 * Wrong types, out-of-range numbers and line breaks: sent to a field only where its documented
 * schema rejects them (a boolean flag may well be `true`, an optional e-mail `null`, a message
 * body a line break), so that a successful answer is always a finding, never a legitimate request.
 */
export const TYPE_PROBES: readonly HostileValue[] = [
  { label: 'Zeilenumbruch', json: JSON.stringify('walker\r\nBcc: x@example.de') },
  // Refused in names and free texts, taken in secrets (never shown): probed where the pattern says so.
  {
    label: 'Richtungs- und Zeilentrennzeichen',
    json: JSON.stringify('walker\u202e\u2066ed.elpmaxe@x\u2069\u2028Bcc'),
  },
  { label: '-1', json: '-1' },
  { label: '0', json: '0' },
  { label: '2^31', json: String(2 ** 31) },
  { label: '1.5', json: '1.5' },
  { label: '"NaN"', json: '"NaN"' },
  { label: 'leerer Text', json: '""' },
  { label: 'true', json: 'true' },
  { label: 'null', json: 'null' },
  { label: 'Objekt', json: '{"$ne":null}' },
  { label: 'Liste', json: '[1,2]' },
];

/**
 * Path segments for id parameters, percent-encoded as a client would send them. The router itself
 * refuses a broken percent-encoding (400) and the long one, above its parameter length (414).
 */
export const HOSTILE_PATH_SEGMENTS: readonly string[] = [
  '0',
  '-1',
  String(2 ** 31),
  '99999999999999999999999',
  '1e3',
  '0x10',
  '1.5',
  'abc',
  '%00',
  '1%00',
  '%07',
  '%20',
  encodeURIComponent('١٢'),
  '%E0%A4%A',
  'x'.repeat(300),
];

/** Never acceptable as a query value; the long text stays below what an HTTP server takes in a request line. */
export const ALWAYS_HOSTILE_QUERY: readonly string[] = [
  'walker\u0000',
  'Zeile\u0007\u0085',
  'x'.repeat(10_000),
];

/** Sent where the parameter's documented schema refuses them. */
export const QUERY_PROBES: readonly string[] = ['1e308', '-1', String(2 ** 31), 'NaN', ''];

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** True for `{}` (zod's `unknown`): such a field accepts and ignores anything by design. */
export function isUnconstrained(schema: JsonSchema): boolean {
  return (
    typesOf(schema).length === 0 &&
    !schema.anyOf &&
    !schema.oneOf &&
    !schema.enum &&
    !('const' in schema) &&
    !schema.properties
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function acceptsType(type: string, s: JsonSchema, v: unknown): boolean {
  switch (type) {
    case 'string':
      return (
        typeof v === 'string' &&
        v.length >= (s.minLength ?? 0) &&
        v.length <= (s.maxLength ?? Infinity) &&
        (s.pattern === undefined || new RegExp(s.pattern, 'u').test(v))
      );
    case 'number':
    case 'integer': {
      if (typeof v !== 'number' || !Number.isFinite(v)) return false;
      if (type === 'integer' && !Number.isInteger(v)) return false;
      if (s.minimum !== undefined && (s.exclusiveMinimum === true ? v <= s.minimum : v < s.minimum))
        return false;
      if (s.maximum !== undefined && (s.exclusiveMaximum === true ? v >= s.maximum : v > s.maximum))
        return false;
      if (typeof s.exclusiveMinimum === 'number' && v <= s.exclusiveMinimum) return false;
      if (typeof s.exclusiveMaximum === 'number' && v >= s.exclusiveMaximum) return false;
      return true;
    }
    case 'boolean':
      return typeof v === 'boolean';
    case 'object':
      return isPlainObject(v);
    case 'array':
      return Array.isArray(v);
    case 'null':
      return v === null;
    default:
      return false;
  }
}

/** Whether the documented schema accepts the value (top level of the value only). */
export function documentedAccepts(schema: JsonSchema, value: unknown): boolean {
  if (value === null && schema.nullable === true) return true;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((b) => documentedAccepts(b, value));
  if ('const' in schema) return value === schema.const;
  if (schema.enum) return schema.enum.includes(value);
  const types = typesOf(schema);
  if (types.length === 0) return true;
  return types.some((type) => acceptsType(type, schema, value));
}

/** A plausible value for a field, so that a request fails only on the field under attack. */
export function exampleOf(schema: JsonSchema, name = ''): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((b) => !typesOf(b).includes('null')) ?? branches[0]!;
    return exampleOf(branch, name);
  }
  switch (typesOf(schema).find((t) => t !== 'null')) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([, s]) => !isUnconstrained(s))
          .map(([key, s]) => [key, exampleOf(s, key)]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}, name));
    case 'string':
      if (schema.format === 'date') return '2024-01-01';
      if (/mail|^from$/i.test(name)) return 'walker@example.de';
      if (/password/i.test(name)) return 'Walker-Passwort1';
      return 'Walker'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return schema.minimum === undefined ? 1 : schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0);
    case 'boolean':
      return false;
    default:
      return 'Walker';
  }
}

export type FieldPath = readonly (string | number)[];

/** The schema of the value at `path`, following object properties, array items and unions. */
export function schemaAt(schema: JsonSchema, path: FieldPath): JsonSchema {
  let current = schema;
  for (const key of path) {
    const branches = current.anyOf ?? current.oneOf;
    if (branches) current = branches.find((b) => b.properties || b.items) ?? current;
    current = (typeof key === 'number' ? current.items : current.properties?.[key]) ?? {};
  }
  return current;
}

/**
 * Every field of a body: each top-level property of the schema and, below it, every node of the
 * example value (the first element of each list stands for all).
 */
export function fieldPaths(schema: JsonSchema, example: unknown): FieldPath[] {
  const paths: FieldPath[] = [];
  const visit = (value: unknown, path: FieldPath) => {
    if (Array.isArray(value)) {
      if (value.length > 0) {
        paths.push([...path, 0]);
        visit(value[0], [...path, 0]);
      }
    } else if (isPlainObject(value)) {
      for (const [key, v] of Object.entries(value)) {
        paths.push([...path, key]);
        visit(v, [...path, key]);
      }
    }
  };
  for (const key of Object.keys(schema.properties ?? {})) {
    paths.push([key]);
    if (isPlainObject(example)) visit(example[key], [key]);
  }
  return paths;
}

const MARKER = 'hostile-value-marker-5f1c';

/** The example body as JSON text with the value at `path` replaced by the raw JSON of `value`. */
export function bodyWith(example: unknown, path: FieldPath, value: HostileValue): string {
  const copy: unknown = structuredClone(example);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = MARKER;
  return JSON.stringify(copy).replace(`"${MARKER}"`, () => value.json);
}

/** Every sentence of the German text catalogue. */
const catalogue = new Set<string>();
(function collect(value: unknown) {
  if (typeof value === 'string') catalogue.add(value);
  else if (value && typeof value === 'object') Object.values(value).forEach(collect);
})(texts);

const GERMAN =
  /[äöüßÄÖÜ„]|\b(Bitte|Ungültige?r?|ungültige?r?|darf|muss|nicht|Nicht|enthält|Eingabe|Anfrage|erwartet|Zeichen|Feld|Kennung|gefunden|Link|Passwort|Text|Zahl)\b/;
const ENGLISH =
  /\b(Invalid|invalid|Expected|expected|Required|required|must|Unexpected|Body|body|Error|error|Cannot)\b/;

/** A catalogue sentence, or a composed message (field name plus phrase) that reads as German. */
export function isGermanMessage(message: unknown): boolean {
  return (
    typeof message === 'string' &&
    (catalogue.has(message) || (GERMAN.test(message) && !ENGLISH.test(message)))
  );
}
