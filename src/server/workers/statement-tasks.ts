/**
 * The statements answer of a stored property's open year, computed in a billing worker thread.
 * The server's own thread imports this file only for `orderedResponse`.
 */
import { buildStatements, type OpenStatements } from '../../domain/statements/build-statements.ts';
import type { StoredBillingData } from '../../domain/statements/engine-input.ts';
import type { StatementsResponse } from '../../domain/schemas/statements.ts';

export interface StatementStatus {
  status: StatementsResponse['status'];
  finalized_at: string | null;
}

/** The API answer for an open year, as JSON bytes (serialised here, not on the event loop). */
export function statementsJson(
  stored: StoredBillingData,
  today: string,
  status: StatementStatus,
): Uint8Array {
  const { response } = buildStatements(stored, today);
  return new TextEncoder().encode(JSON.stringify(orderedResponse(response, status)));
}

/** The answer's fields in the documented order. */
export function orderedResponse(response: OpenStatements, status: StatementStatus): StatementsResponse {
  const { property_id, year, period, ...rest } = response;
  return { property_id, year, period, ...status, ...rest };
}
