import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { StatementsResponse } from '../../domain/schemas/statements.ts';

const gunzipAsync = promisify(gunzip);

/**
 * A finalized year's frozen answer as stored: gzip-compressed JSON (`result_gzip`, how finalizing
 * stores it), or the json column of years finalized before that. Decompressed on libuv's thread pool,
 * not on the event loop.
 */
export async function frozenAnswerOf(row: {
  result: unknown;
  resultGzip: Uint8Array | null;
}): Promise<StatementsResponse | null> {
  if (row.resultGzip)
    return JSON.parse((await gunzipAsync(row.resultGzip)).toString('utf8')) as StatementsResponse;
  return (row.result as StatementsResponse | null) ?? null;
}
