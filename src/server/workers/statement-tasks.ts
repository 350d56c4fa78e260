/**
 * The statements of a stored property, computed and rendered in the worker threads: the building
 * is calculated once per request, then its PDFs are rendered in slices on every core. The PDF
 * renderer is loaded with the first PDF: the server's own thread imports this file for
 * `orderedResponse` and never renders.
 */
import type { BillingCalculation } from '../../domain/billing/schema.ts';
import { buildStatements, type OpenStatements } from '../../domain/statements/build-statements.ts';
import type { StoredBillingData } from '../../domain/statements/engine-input.ts';
import type { StatementDetails, StatementsResponse } from '../../domain/schemas/statements.ts';
import type { Party } from '../pdf/statement-schema.ts';

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

export interface PreparedStatements {
  response: OpenStatements;
  calculation: BillingCalculation | null;
}

/** The year's statements with the calculation the PDFs are rendered from. */
export function prepareStatements(stored: StoredBillingData, today: string): PreparedStatements {
  const { response, calculation } = buildStatements(stored, today);
  return { response, calculation };
}

export interface TenantPdfJob {
  tenantId: number;
  tenant: Party;
  details: StatementDetails;
}

export interface PdfSlice {
  /** The calculation with only the occupancies of this slice: small to hand to a thread. */
  calculation: BillingCalculation;
  landlord: Party;
  property: string;
  statementDate: string;
  paymentDays: number;
  jobs: TenantPdfJob[];
}

export async function renderSlice(slice: PdfSlice): Promise<Uint8Array[]> {
  const { renderStatementPdf } = await import('../pdf/statement.ts');
  const out: Uint8Array[] = [];
  for (const job of slice.jobs) {
    const pdf = await renderStatementPdf({
      result: slice.calculation,
      occupancyId: String(job.tenantId),
      landlord: slice.landlord,
      tenant: job.tenant,
      property: slice.property,
      statementDate: slice.statementDate,
      paymentDays: slice.paymentDays,
      details: job.details,
    });
    out.push(new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  }
  return out;
}

export interface SummaryJob {
  calculation: BillingCalculation;
  tenants: Array<{ occupancyId: string; name: string }>;
  landlord: Party;
  property: string;
  statementDate: string;
}

/** The landlord's overview of the year: every tenancy, vacancies and what the landlord bears. */
export async function renderSummary(job: SummaryJob): Promise<Uint8Array> {
  const { renderSummaryPdf } = await import('../pdf/summary.ts');
  const pdf = await renderSummaryPdf({
    result: job.calculation,
    property: job.property,
    landlord: job.landlord,
    statementDate: job.statementDate,
    tenants: job.tenants,
  });
  // A copy in its own memory: only that can be moved to the calling thread.
  return new Uint8Array(pdf);
}
