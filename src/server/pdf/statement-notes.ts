/** The notes and the closing of the letter. */
import type { BillingCalculation, OccupancyCalculation } from '../../domain/billing/schema.ts';
import { Flow } from './layout.ts';
import { type StatementDocument, t } from './statement-parts.ts';

export function notesSection(
  flow: Flow,
  input: StatementDocument,
  r: BillingCalculation,
  occ: OccupancyCalculation,
): void {
  flow.section(t.notes.title);
  const standard: string[] = [t.notes.largestRemainder, t.notes.receipts, t.notes.objections];
  if (input.statementDate <= r.deadline) standard.push(t.notes.deadline(r.deadline));
  flow.bullets([...occ.notes, ...standard]);
  flow.endSection();
  flow.space(8);
  flow.paragraph(t.letter.closing);
  flow.space(10);
  flow.paragraph(input.landlord.name);
}
