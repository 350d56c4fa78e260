import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Bytes as base64 text without copying them (a Buffer view of the same memory). */
export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/**
 * A bytea column read as base64 text and decoded natively. PGlite's own bytea parser builds the
 * bytes with one substring and one parseInt per byte; node-postgres would decode hex natively, but
 * the same query on both databases keeps one path. PostgreSQL breaks base64 into lines of 76
 * characters, which Node's decoder skips.
 */
export function bytesOf(column: AnyPgColumn): SQL<Buffer> {
  return sql<string>`encode(${column}, 'base64')`.mapWith((text: string) => Buffer.from(text, 'base64'));
}
