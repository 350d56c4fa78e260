/**
 * Small flow-layout helpers on top of pdfkit: a cursor that breaks pages
 * before content would cross the bottom margin, headings, paragraphs and
 * tables whose header repeats on every page.
 */
import type PDFDocument from 'pdfkit';

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { left: 62, right: 48, top: 50, bottom: 64 };
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const COLOR = {
  text: '#1a1a1a',
  muted: '#5f6368',
  rule: '#b8bcc2',
  header: '#e8edf3',
  zebra: '#f6f8fa',
  accent: '#1f4e79',
};

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

export interface Row {
  cells: string[];
  bold?: boolean;
  /** Draws a rule above the row (sums). */
  ruleAbove?: boolean;
  muted?: boolean;
}

type Doc = InstanceType<typeof PDFDocument>;

export class Flow {
  y: number;

  constructor(readonly doc: Doc) {
    this.y = MARGIN.top;
  }

  get bottom(): number {
    return PAGE.height - MARGIN.bottom;
  }

  /** Starts a new page when `height` does not fit any more. */
  ensure(height: number): void {
    if (this.y + height > this.bottom) {
      this.doc.addPage();
      this.y = MARGIN.top;
    }
  }

  space(h: number): void {
    this.y += h;
  }

  heading(text: string, size = 11.5): void {
    this.ensure(size + 40);
    this.y += 6;
    this.doc
      .font(BOLD)
      .fontSize(size)
      .fillColor(COLOR.accent)
      .text(text, MARGIN.left, this.y, { width: CONTENT_WIDTH });
    this.y = this.doc.y + 4;
    this.doc.fillColor(COLOR.text);
  }

  paragraph(
    text: string,
    opts: { size?: number; bold?: boolean; color?: string; indent?: number } = {},
  ): void {
    const size = opts.size ?? 9;
    const width = CONTENT_WIDTH - (opts.indent ?? 0);
    this.doc.font(opts.bold ? BOLD : FONT).fontSize(size);
    const h = this.doc.heightOfString(text, { width, lineGap: 1.5 });
    this.ensure(h + 2);
    this.doc
      .fillColor(opts.color ?? COLOR.text)
      .text(text, MARGIN.left + (opts.indent ?? 0), this.y, { width, lineGap: 1.5 });
    this.y += h + 3;
    this.doc.fillColor(COLOR.text);
  }

  bullets(items: string[], size = 8.5): void {
    for (const item of items) {
      this.doc.font(FONT).fontSize(size);
      const h = this.doc.heightOfString(item, { width: CONTENT_WIDTH - 12, lineGap: 1.2 });
      this.ensure(h + 3);
      this.doc.fillColor(COLOR.text).text('•', MARGIN.left + 2, this.y, { lineBreak: false });
      this.doc.text(item, MARGIN.left + 12, this.y, { width: CONTENT_WIDTH - 12, lineGap: 1.2 });
      this.y += h + 3;
    }
  }

  table(columns: Column[], rows: Row[], size = 8): void {
    const pad = 3.5;
    const drawHeader = () => {
      this.doc.font(BOLD).fontSize(size);
      const h =
        Math.max(...columns.map((c) => this.doc.heightOfString(c.header, { width: c.width - 2 * pad }))) +
        2 * pad;
      this.doc.rect(MARGIN.left, this.y, CONTENT_WIDTH, h).fill(COLOR.header);
      let x = MARGIN.left;
      this.doc.fillColor(COLOR.text);
      for (const c of columns) {
        this.doc.text(c.header, x + pad, this.y + pad, {
          width: c.width - 2 * pad,
          align: c.align ?? 'left',
        });
        x += c.width;
      }
      this.y += h;
    };
    this.ensure(40);
    drawHeader();
    rows.forEach((row, r) => {
      this.doc.font(row.bold ? BOLD : FONT).fontSize(size);
      const h =
        Math.max(
          ...columns.map((c, i) => this.doc.heightOfString(row.cells[i] ?? '', { width: c.width - 2 * pad })),
        ) +
        2 * pad;
      if (this.y + h > this.bottom) {
        this.doc.addPage();
        this.y = MARGIN.top;
        drawHeader();
        this.doc.font(row.bold ? BOLD : FONT).fontSize(size);
      }
      if (r % 2 === 1 && !row.bold) this.doc.rect(MARGIN.left, this.y, CONTENT_WIDTH, h).fill(COLOR.zebra);
      if (row.ruleAbove) {
        this.doc
          .moveTo(MARGIN.left, this.y)
          .lineTo(MARGIN.left + CONTENT_WIDTH, this.y)
          .lineWidth(0.8)
          .strokeColor(COLOR.text)
          .stroke();
      }
      this.doc.fillColor(row.muted ? COLOR.muted : COLOR.text);
      let x = MARGIN.left;
      columns.forEach((c, i) => {
        this.doc.text(row.cells[i] ?? '', x + pad, this.y + pad, {
          width: c.width - 2 * pad,
          align: c.align ?? 'left',
        });
        x += c.width;
      });
      this.y += h;
    });
    this.doc
      .moveTo(MARGIN.left, this.y)
      .lineTo(MARGIN.left + CONTENT_WIDTH, this.y)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    this.doc.fillColor(COLOR.text);
    this.y += 8;
  }
}
