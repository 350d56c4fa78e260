/**
 * The parts of a letter that are filled in by hand on paper: labelled form lines, boxes to tick and
 * signature fields. The lines and boxes are decoration (artifacts); the labels are read out as text.
 */
import type { SignatureField } from '../../domain/letters/letter-document.ts';
import { COLOR, CONTENT_WIDTH, FONT, type Flow, MARGIN, SIZE, shown } from './layout.ts';

const LINE_GAP = 22;

function rule(flow: Flow, x: number, y: number, width: number): void {
  flow.artifact(() =>
    flow.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.5)
      .strokeColor(COLOR.text)
      .stroke(),
  );
}

/** Each field as its label and a line to write on. */
export function formLines(flow: Flow, fields: readonly string[]): void {
  const { doc } = flow;
  const labelW = 170;
  fields.forEach((field, i) => {
    const label = shown(field);
    doc.font(FONT).fontSize(SIZE.body);
    const h = Math.max(LINE_GAP, doc.heightOfString(label.text, { width: labelW }) + 8);
    // The first line carries a pending heading with it; the others only need their own room.
    if (i === 0) flow.startBlock(h);
    else flow.ensure(h);
    const y = flow.y;
    flow.tag(
      'P',
      () =>
        doc
          .font(FONT)
          .fontSize(SIZE.body)
          .fillColor(COLOR.text)
          .text(label.text, MARGIN.left, y + 6, { width: labelW }),
      undefined,
      { actual: label.actual },
    );
    rule(flow, MARGIN.left + labelW + 6, y + h - 4, CONTENT_WIDTH - labelW - 6);
    flow.y = y + h;
  });
  flow.space(4);
}

/** An empty box to tick, the sentence beside it. */
export function checkbox(flow: Flow, text: string): void {
  const { doc } = flow;
  const box = 9;
  const label = shown(text);
  doc.font(FONT).fontSize(SIZE.body);
  const h = doc.heightOfString(label.text, { width: CONTENT_WIDTH - box - 8, lineGap: 1.5 });
  flow.startBlock(h + 6);
  const y = flow.y + 2;
  flow.artifact(() => doc.rect(MARGIN.left, y, box, box).lineWidth(0.8).strokeColor(COLOR.text).stroke());
  flow.tag(
    'P',
    () =>
      doc
        .font(FONT)
        .fontSize(SIZE.body)
        .fillColor(COLOR.text)
        .text(label.text, MARGIN.left + box + 8, y, { width: CONTENT_WIDTH - box - 8, lineGap: 1.5 }),
    undefined,
    { actual: label.actual },
  );
  flow.y = y + Math.max(h, box) + 6;
}

/** Signature fields side by side, two to a row: a line, under it what it is for and the name. */
export function signatureFields(flow: Flow, fields: readonly SignatureField[]): void {
  if (fields.length === 0) return;
  const { doc } = flow;
  const gap = 30;
  const width = (CONTENT_WIDTH - gap) / 2;
  for (let i = 0; i < fields.length; i += 2) {
    flow.startBlock(70);
    const lineY = flow.y + 36;
    let bottom = lineY;
    fields.slice(i, i + 2).forEach((f, j) => {
      const x = MARGIN.left + j * (width + gap);
      rule(flow, x, lineY, width);
      const lines = [f.label, ...(f.name ? [f.name] : [])].map((l) => shown(l).text);
      flow.tag('P', () =>
        doc
          .font(FONT)
          .fontSize(SIZE.note)
          .fillColor(COLOR.muted)
          .text(lines.join('\n'), x, lineY + 3, { width }),
      );
      bottom = Math.max(bottom, doc.y);
    });
    doc.fillColor(COLOR.text);
    flow.y = bottom + 12;
  }
}
