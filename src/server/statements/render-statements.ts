/**
 * The PDFs of a year's statements, rendered in slices on every worker thread and handed on in
 * tenant order as they finish, so a ZIP of a thousand statements streams while the rest renders.
 */
import type { BillingCalculation } from '../../domain/billing/schema.ts';
import type { TenantStatement } from '../../domain/schemas/statements.ts';
import type { AppContext } from '../context/app-context.ts';
import type { Party } from '../pdf/statement-schema.ts';
import type { PdfSlice } from '../workers/statement-tasks.ts';

/** Statements per task: large enough to pay for the hand-over, small enough to spread the work. */
const SLICE = 16;

export interface RenderedStatement {
  tenantId: number;
  name: string;
  fileName: string;
  pdf: Buffer;
}

export interface RenderInput {
  calculation: BillingCalculation;
  statements: readonly TenantStatement[];
  landlord: Party;
  tenants: Map<number, Party>;
  property: string;
  statementDate: string;
  year: number;
}

/** A file name every system accepts: ASCII letters, digits, dash and underscore. */
export function fileNameOf(year: number, tenantId: number, name: string): string {
  const ascii = name
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return `Abrechnung_${year}_${tenantId}${ascii ? `_${ascii}` : ''}.pdf`;
}

/** The landlord's summary: its file name and bytes. */
export async function renderSummary(
  ctx: AppContext,
  input: RenderInput,
): Promise<{ fileName: string; pdf: Buffer }> {
  const pdf = await ctx.billing.summaryPdf({
    calculation: input.calculation,
    tenants: input.statements.map((s) => ({ occupancyId: String(s.tenant_id), name: s.name })),
    landlord: input.landlord,
    property: input.property,
    statementDate: input.statementDate,
  });
  return { fileName: summaryFileName(input.year), pdf };
}

export const summaryFileName = (year: number) => `Uebersicht_${year}.pdf`;

export async function* renderStatements(
  ctx: AppContext,
  input: RenderInput,
): AsyncGenerator<RenderedStatement> {
  const slices: Array<{ statements: TenantStatement[]; slice: PdfSlice }> = [];
  for (let i = 0; i < input.statements.length; i += SLICE) {
    const part = input.statements.slice(i, i + SLICE);
    const ids = new Set(part.map((s) => String(s.tenant_id)));
    slices.push({
      statements: part,
      slice: {
        calculation: {
          ...input.calculation,
          occupancies: input.calculation.occupancies.filter((o) => ids.has(o.id)),
        },
        landlord: input.landlord,
        property: input.property,
        statementDate: input.statementDate,
        paymentDays: 30,
        jobs: part.map((s) => ({
          tenantId: s.tenant_id,
          tenant: input.tenants.get(s.tenant_id) ?? { name: s.name, address_lines: [] },
          details: s.details,
        })),
      },
    });
  }
  // At most two slices per thread in flight: all cores busy, memory bounded by what waits.
  const ahead = Math.max(1, ctx.billing.threads * 2);
  const pending: Array<Promise<Buffer[]>> = [];
  let next = 0;
  const fill = () => {
    while (next < slices.length && pending.length < ahead) {
      const rendering = ctx.billing.statementPdfs(slices[next++]!.slice);
      // Awaited in order below; a failure is reported there, not as an unhandled rejection.
      rendering.catch(() => undefined);
      pending.push(rendering);
    }
  };
  fill();
  for (const { statements } of slices) {
    const pdfs = await pending.shift()!;
    fill();
    for (const [k, s] of statements.entries())
      yield {
        tenantId: s.tenant_id,
        name: s.name,
        fileName: fileNameOf(input.year, s.tenant_id, s.name),
        pdf: pdfs[k]!,
      };
  }
}
