/**
 * PostgreSQL's SQLSTATE of a failed query (node-postgres and PGlite alike), also when drizzle
 * wraps the driver's error; undefined for anything that is not a database error.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, severity } = e as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') return code;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/**
 * The HTTP status for a query PostgreSQL refused because of the values it was given, null for
 * every other failure. Data exceptions (class 22: NUL in text, number out of range, …), limits
 * (class 54: an index entry too large) and failed constraints (class 23) are caused by input;
 * a duplicate or a missing referenced row conflicts with stored data (409), the rest is invalid
 * input (400). Validation should have refused such values already, so callers log these.
 */
export function inputErrorStatus(error: unknown): 400 | 409 | null {
  const state = sqlStateOf(error);
  if (state === undefined) return null;
  if (state === '23505' || state === '23503') return 409;
  return /^(22|23|54)/.test(state) ? 400 : null;
}
