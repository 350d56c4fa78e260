/** The consumption comparison of §6a HeizkostenV, as a table and a chart. */
import { formatQuantityDe } from '../../domain/decimal.ts';
import { statementTexts } from '../../domain/texts/statements.ts';
import { BOLD, COLOR, CONTENT_WIDTH, FONT, Flow, MARGIN, SIZE, shown } from './layout.ts';
import { Sections, type StatementDetailsShown, decimalNumber, roundedText, t } from './statement-parts.ts';

/** A figure of the comparison with its unit, or that it is not known. */
function comparisonValue(v: string | null, unit: string): string {
  return v === null ? t.comparison.notAvailable : `${roundedText(v)} ${unit}`;
}

/**
 * §6a Abs. 3 HeizkostenV with its Anlage: the statement compares the tenant's consumption with
 * the same period of the previous year and with an average user of the property. A figure that
 * is not known (first year, no comparable users) says so instead of being left out.
 */
export function comparisonSection(
  flow: Flow,
  sections: Sections,
  details: StatementDetailsShown | undefined,
): void {
  const items = details?.comparison ?? [];
  if (items.length === 0) return;
  flow.section(sections.next(t.comparison.title));
  flow.paragraph(t.comparison.intro);
  flow.table(
    [
      { header: t.comparison.consumption, width: 110 },
      { header: t.comparison.current, width: 125, align: 'right' },
      { header: t.comparison.previousYear, width: 125, align: 'right' },
      { header: t.comparison.average, width: CONTENT_WIDTH - 360, align: 'right' },
    ],
    items.map((c) => ({
      cells: [
        statementTexts.kindLabels[c.kind],
        comparisonValue(c.current, c.unit),
        comparisonValue(c.previous_year, c.unit),
        comparisonValue(c.property_average, c.unit),
      ],
    })),
  );
  comparisonChart(flow, items);
  flow.endSection();
}

/**
 * The Anlage to §6a HeizkostenV asks for the comparison "in grafischer Form": one bar per figure,
 * each kind of consumption scaled to its own largest value. The table above holds the same
 * numbers, so the chart is a figure with a text alternative.
 */
function comparisonChart(flow: Flow, items: StatementDetailsShown['comparison']): void {
  const { doc } = flow;
  const barRow = 13;
  const labelW = 150;
  const barMax = CONTENT_WIDTH - labelW - 110;
  const height = items.length * (3 * barRow + 16);
  flow.ensure(height + 6);
  const alt = items
    .map((c) =>
      t.comparison.chartItem(
        statementTexts.kindLabels[c.kind],
        comparisonValue(c.current, c.unit),
        comparisonValue(c.previous_year, c.unit),
        comparisonValue(c.property_average, c.unit),
      ),
    )
    .join('; ');
  const figure = doc.struct('Figure', { alt: t.comparison.chartAlt(alt) });
  const content = doc.markStructureContent('Figure');
  let y = flow.y;
  for (const c of items) {
    const bars: [string, number | null, string][] = [
      [t.comparison.current, decimalNumber(c.current), COLOR.accent],
      [
        t.comparison.barPreviousYear,
        c.previous_year === null ? null : decimalNumber(c.previous_year),
        '#7a9cc6',
      ],
      [
        t.comparison.barAverage,
        c.property_average === null ? null : decimalNumber(c.property_average),
        '#9aa3ad',
      ],
    ];
    const max = Math.max(...bars.map(([, v]) => v ?? 0), 0);
    doc
      .font(BOLD)
      .fontSize(SIZE.note)
      .fillColor(COLOR.text)
      .text(statementTexts.kindLabels[c.kind], MARGIN.left, y, { width: CONTENT_WIDTH, lineBreak: false });
    y += 14;
    for (const [label, v, color] of bars) {
      doc
        .font(FONT)
        .fontSize(SIZE.note)
        .fillColor(COLOR.muted)
        .text(label, MARGIN.left + 8, y, { width: labelW - 8, lineBreak: false });
      const w = v === null || max === 0 ? 0 : Math.max(1, (v / max) * barMax);
      if (w > 0) doc.rect(MARGIN.left + labelW, y + 1, w, barRow - 4).fill(color);
      doc
        .font(FONT)
        .fontSize(SIZE.note)
        .fillColor(COLOR.text)
        .text(
          shown(v === null ? t.comparison.notAvailable : `${formatQuantityDe(v, 2)} ${c.unit}`).text,
          MARGIN.left + labelW + w + 6,
          y,
          { width: 110, lineBreak: false },
        );
      y += barRow;
    }
    y += 2;
  }
  doc.endMarkedContent();
  figure.add(content);
  figure.end();
  flow.attach(figure);
  flow.y = y + 6;
  doc.fillColor(COLOR.text);
}
