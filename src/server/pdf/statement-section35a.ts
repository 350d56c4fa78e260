/** The labour costs of the tenancy for §35a EStG. */
import { formatMoneyDe } from '../../domain/money.ts';
import type { LineCalculation, OccupancyCalculation } from '../../domain/billing/schema.ts';
import { CONTENT_WIDTH, Flow } from './layout.ts';
import { Sections, t } from './statement-parts.ts';

export function section35a(flow: Flow, sections: Sections, occ: OccupancyCalculation): void {
  const lines = occ.lines.filter((l) => l.labour_share_cents !== null && l.labour_share_cents > 0);
  if (lines.length === 0) return;
  flow.section(sections.next(t.section35a.title));
  flow.paragraph(t.section35a.intro);
  const kind = (k: LineCalculation['labour_kind']) =>
    k === 'services' ? t.section35a.services : t.section35a.craft;
  flow.table(
    [
      { header: t.section35a.cost, width: 230 },
      { header: t.section35a.kind, width: 140 },
      { header: t.section35a.labour, width: CONTENT_WIDTH - 370, align: 'right' },
    ],
    [
      ...lines.map((l) => ({
        cells: [l.name, kind(l.labour_kind), formatMoneyDe(l.labour_share_cents ?? 0, 'plain')],
      })),
      {
        cells: [t.section35a.servicesSum, '', formatMoneyDe(occ.section35a.services_labour_cents, 'plain')],
        bold: true,
        ruleAbove: true,
      },
      {
        cells: [t.section35a.craftSum, '', formatMoneyDe(occ.section35a.craft_labour_cents, 'plain')],
        bold: true,
      },
    ],
  );
  flow.endSection();
}
