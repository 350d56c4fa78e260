/**
 * A tenant's heating and operating cost statement as an A4 PDF (German).
 * It shows what the courts require of a formally correct statement
 * (BGH, 23.11.1981, VIII ZR 298/80): total costs per line, the key explained, the share
 * computed, advances deducted, the balance – plus what a tenant (or the tenant's lawyer) needs to
 * check it: the composition of the heating costs, the §9 HeizkostenV hot-water formula with the
 * numbers used, the meters with their readings and how each value came about (§9a HeizkostenV),
 * the CO2 information of §7 Abs. 3 CO2KostAufG, the consumption comparison of §6a HeizkostenV,
 * the §35a EStG certificate and the §560 BGB advance proposal beside the previous advance.
 */
import { Flow, createDocument } from './layout.ts';
import { receivedAdvancesSection } from './statement-advances.ts';
import { co2Section } from './statement-co2.ts';
import { comparisonSection } from './statement-comparison.ts';
import { giroCodeBlock } from './statement-girocode.ts';
import { heatingSection } from './statement-heating.ts';
import { letterHead, summaryBox } from './statement-letter.ts';
import { metersSection } from './statement-meters.ts';
import { notesSection } from './statement-notes.ts';
import { operatingSection } from './statement-operating.ts';
import { Sections, type StatementDocument, periodTitle, t, unitName } from './statement-parts.ts';
import { section35a } from './statement-section35a.ts';
import { advanceSection, totalsSection } from './statement-totals.ts';

export { hotWaterFormula } from './statement-heating.ts';
export {
  paymentDueDate,
  periodTitle,
  type StatementDetailsShown,
  type StatementDocument,
} from './statement-parts.ts';

export function renderStatementPdf(input: StatementDocument): Promise<Buffer> {
  const r = input.result;
  const occ = r.occupancies.find((o) => o.id === input.occupancyId);
  if (!occ) throw new RangeError(`Nutzung ${input.occupancyId} nicht im Ergebnis`);

  const title = t.document.title(periodTitle(r));
  // Tagged PDF 1.7 with language and title: readable by screen readers (docs/pdf.md).
  const { doc, bytes } = createDocument({
    Title: t.document.infoTitle(title, occ.name, unitName(input, occ)),
    Author: input.landlord.name,
    Subject: t.document.subject,
    Keywords: t.document.keywords,
  });

  const flow = new Flow(doc);
  const sections = new Sections();
  letterHead(flow, input, occ, title);
  summaryBox(flow, input, occ);
  giroCodeBlock(flow, input, occ);
  operatingSection(flow, sections, occ);
  heatingSection(flow, sections, r, occ, input.details);
  co2Section(flow, sections, r, occ);
  totalsSection(flow, sections, input, occ);
  receivedAdvancesSection(flow, sections, input.details);
  advanceSection(flow, sections, input, r, occ);
  metersSection(flow, sections, input.details, occ);
  comparisonSection(flow, sections, input.details);
  section35a(flow, sections, occ);
  notesSection(flow, input, r, occ);
  flow.footers(t.document.footer(title, occ.name, unitName(input, occ)));
  doc.end();
  return bytes;
}
