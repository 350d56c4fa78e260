/**
 * A letter from the templates as PDF: the neutral `LetterDocument` laid out like the statement
 * letter — letterhead on the right, the return address and the address window of a DIN 5008
 * envelope on the left, place and date, subject, greeting, the blocks, closing, signature fields and
 * the legal note — tagged like the statement so that screen readers read it in order. The document
 * already carries every figure formatted; this file only lays it out.
 */
import type { LetterBlock, LetterDocument } from '../../domain/letters/letter-document.ts';
import { addressWindow } from './address-window.ts';
import {
  BOLD,
  COLOR,
  CONTENT_WIDTH,
  FONT,
  Flow,
  MARGIN,
  PAGE,
  SIZE,
  createDocument,
  type Column,
  type Row,
} from './layout.ts';
import { checkbox, formLines, signatureFields } from './letter-fill-in.ts';
import { drawGiroCode } from './statement-girocode.ts';

export interface LetterPdfInput {
  document: LetterDocument;
  /** The payment request's GiroCode payload and its amount as printed; null prints none. */
  girocode?: { payload: string; amount: string } | null;
}

const RIGHT_X = 330;
const RIGHT_W = PAGE.width - MARGIN.right - RIGHT_X;

/** Letterhead, and for a letter to the tenant the return address and address window (45 mm from the top). */
function head(flow: Flow, d: LetterDocument): void {
  const [name = '', ...address] = d.sender;
  const headBottom = flow.block(RIGHT_X, 48, RIGHT_W, [
    { text: name, bold: true, size: 11, color: COLOR.accent },
    ...address.map((text) => ({ text, size: SIZE.table })),
  ]);
  let addressBottom = headBottom;
  if (d.recipient.length > 0) {
    addressBottom = addressWindow(flow, d.sender.join(' · '), d.recipient);
  }
  const dateBottom = flow.block(
    RIGHT_X,
    Math.max(d.recipient.length > 0 ? 230 : 128, headBottom + 10),
    RIGHT_W,
    [{ text: d.place_date, size: SIZE.table }],
  );
  flow.y =
    d.recipient.length > 0
      ? Math.max(265, addressBottom + 24, dateBottom + 16)
      : Math.max(dateBottom + 16, 150);
}

/**
 * Column widths: every column after the first gets at least room for its longest word (header in
 * bold) and its longest figure, so that neither breaks inside; the first column takes the rest.
 */
function columnsOf(flow: Flow, block: Extract<LetterBlock, { kind: 'table' }>): Column[] {
  const { doc } = flow;
  const pad = 8;
  // Headers may break between words; a figure ("1.284,00 €") stays on one line.
  const widest = (texts: readonly string[], bold: boolean, words: boolean) => {
    doc.font(bold ? BOLD : FONT).fontSize(SIZE.table);
    const parts = words ? texts.flatMap((t) => t.split(/\s+/)) : texts;
    return Math.max(0, ...parts.map((w) => doc.widthOfString(w)));
  };
  const n = block.header.length;
  const need = block.header.map((h, i) =>
    i === 0
      ? 0
      : Math.max(
          widest([h], true, true),
          widest(
            block.rows.map((r) => r[i] ?? ''),
            true,
            block.align[i] !== 'right',
          ),
        ) + pad,
  );
  // A text column gets an even share of the page, a figure column at least a customary width.
  const others = need
    .slice(1)
    .map((w, j) => (block.align[j + 1] === 'right' ? Math.max(w, 95) : Math.max(w, CONTENT_WIDTH / n)));
  let widths = [CONTENT_WIDTH - others.reduce((a, w) => a + w, 0), ...others];
  // Too many figures for an even share: each gets what it needs, the text column the rest.
  if ((widths[0] ?? 0) < CONTENT_WIDTH * 0.28) {
    const sum = others.reduce((a, w) => a + w, 0);
    const scale = Math.min(1, (CONTENT_WIDTH * 0.72) / sum);
    widths = [CONTENT_WIDTH - sum * scale, ...others.map((w) => w * scale)];
  }
  return block.header.map((header, i) => ({
    header,
    width: widths[i] ?? 0,
    align: block.align[i] ?? 'left',
  }));
}

function drawBlock(flow: Flow, block: LetterBlock): void {
  switch (block.kind) {
    case 'heading':
      flow.subheading(block.text);
      return;
    case 'paragraph':
      flow.paragraph(block.text);
      return;
    case 'list':
      flow.bullets([...block.items], SIZE.body);
      flow.space(2);
      return;
    case 'table': {
      const rows: Row[] = block.rows.map((cells, i) => {
        const total = block.total_row && i === block.rows.length - 1;
        return { cells: [...cells], ...(total ? { bold: true, ruleAbove: true } : {}) };
      });
      flow.table(columnsOf(flow, block), rows);
      return;
    }
    case 'form':
      formLines(flow, block.fields);
      return;
    case 'checkbox':
      checkbox(flow, block.text);
      return;
  }
}

export function renderLetterPdf(input: LetterPdfInput): Promise<Buffer> {
  const d = input.document;
  const { doc, bytes } = createDocument({
    Title: d.recipient[0] ? `${d.title} – ${d.recipient[0]}` : d.title,
    Author: d.sender[0] ?? '',
    Subject: d.subject,
  });
  const flow = new Flow(doc);
  head(flow, d);
  flow.title(d.subject);
  if (d.salutation) {
    flow.paragraph(d.salutation);
    flow.space(2);
  }
  for (const block of d.blocks) drawBlock(flow, block);
  if (input.girocode) {
    flow.space(4);
    drawGiroCode(flow, input.girocode.payload, input.girocode.amount);
  }
  if (d.closing) {
    flow.space(6);
    flow.paragraph(d.closing);
  }
  flow.space(4);
  signatureFields(flow, d.signatures);
  flow.space(6);
  flow.paragraph(d.legal_note, { size: SIZE.note, color: COLOR.muted });
  flow.footers(d.recipient[0] ? `${d.title} · ${d.recipient[0]}` : d.title);
  doc.end();
  return bytes;
}
