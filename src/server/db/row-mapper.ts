import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** What mapping a value needs of its field: a column maps itself, SQL its decoder. */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** A selected field of a prepared query, in the order of the result's columns (Drizzle's own list). */
interface OrderedField {
  path: string[];
  field: unknown;
}

/** The parts of Drizzle's prepared query (both drivers) that map its rows. */
interface MappedQuery {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** An SQL expression's decoder (`mapWith`), which Drizzle keeps out of its public type. */
const decoderOfSql = (sql: unknown) => (sql as { decoder: Decoder }).decoder;

/** The decoder Drizzle's `mapResultRow` picks for the field, picked once here. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field._ as unknown as { sql: unknown }).sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

interface Step {
  parents: string[];
  key: string;
  decoder: Decoder;
  /** For a column of a nested object (`{ page: { id, … } }`): its object and table, for nulling. */
  nested?: { object: string; table: string };
}

/**
 * A prepared query's rows mapped as Drizzle's `mapResultRow` maps them (same values, same nesting,
 * a left-joined object whose first column is null set to null unless its table is never null),
 * with every decision that depends only on the field list taken once per statement instead of
 * once per value: Drizzle asks, per value, which kind of field it is (`is`, a walk up the class
 * chain, slower still on a subquery's fields, which are proxies), which cost about a tenth of a
 * hot read's CPU. `tests/api/row-mapper.test.ts` compares both on every prepared statement.
 */
export function compileRowMapper(
  fields: OrderedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
) {
  const steps: Step[] = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
    ...(joinsNotNullableMap && path.length === 2 && is(field, Column)
      ? { nested: { object: path[0]!, table: getTableName(field.table) } }
      : {}),
  }));
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    // Per nested object: the table whose null first column may null it, or false.
    let nulling: Record<string, string | false> | undefined;
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i]!;
      let node = result;
      for (const parent of step.parents) node = (node[parent] ??= {}) as Record<string, unknown>;
      const raw = row[i];
      const value = raw === null ? null : step.decoder.mapFromDriverValue(raw);
      node[step.key] = value;
      if (step.nested) {
        nulling ??= {};
        const { object, table } = step.nested;
        if (!(object in nulling)) nulling[object] = value === null ? table : false;
        else if (typeof nulling[object] === 'string' && nulling[object] !== table) nulling[object] = false;
      }
    }
    if (nulling)
      for (const object in nulling) {
        const table = nulling[object];
        if (typeof table === 'string' && !joinsNotNullableMap![table]) result[object] = null;
      }
    return result;
  };
  return (rows: unknown[][]) => rows.map(mapRow);
}

/**
 * Gives a prepared select (`.prepare(name)`) the compiled mapper; other values pass unchanged,
 * and so does a statement that maps its rows itself already or returns them unmapped.
 */
export function withCompiledRows<S>(statement: S): S {
  const query = statement as MappedQuery;
  if (query && typeof query === 'object' && Array.isArray(query.fields) && !query.customResultMapper)
    query.customResultMapper = compileRowMapper(query.fields, query.joinsNotNullableMap);
  return statement;
}
