import { describe, expect, it } from 'vitest';
import { inputErrorStatus, isUniqueViolation, sqlStateOf } from './errors.ts';

/** What node-postgres and PGlite throw: an Error with SQLSTATE `code` and `severity`. */
const pgError = (code: string) => Object.assign(new Error('abgelehnt'), { code, severity: 'ERROR' });

describe('database errors', () => {
  it('reads the SQLSTATE, also from a wrapped driver error', () => {
    expect(sqlStateOf(pgError('22021'))).toBe('22021');
    expect(sqlStateOf(new Error('Failed query', { cause: pgError('23505') }))).toBe('23505');
    expect(isUniqueViolation(new Error('Failed query', { cause: pgError('23505') }))).toBe(true);
  });

  it('ignores errors that only look alike', () => {
    expect(sqlStateOf(Object.assign(new Error('x'), { code: 'EPIPE' }))).toBeUndefined();
    expect(sqlStateOf(Object.assign(new Error('x'), { code: 'FST_ERR_VALIDATION' }))).toBeUndefined();
    expect(sqlStateOf(null)).toBeUndefined();
  });

  it.each([
    ['22P05', 400], // untranslatable character (NUL in jsonb)
    ['22021', 400], // invalid byte sequence (NUL in text)
    ['22003', 400], // numeric value out of range (int4 overflow)
    ['22001', 400], // string too long for the column
    ['23514', 400], // check constraint
    ['23502', 400], // not null
    ['54000', 400], // index row too large
    ['23505', 409], // unique
    ['23503', 409], // foreign key
    ['42P01', null], // undefined table: a server fault, not input
    ['08006', null], // connection failure
    ['40001', null], // serialization failure
  ] as const)('%s → %s', (code, status) => {
    expect(inputErrorStatus(new Error('Failed query', { cause: pgError(code) }))).toBe(status);
  });
});
