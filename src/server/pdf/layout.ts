/**
 * Flow layout on top of pdfkit for the statement PDFs: a cursor that breaks pages before content
 * would cross the bottom margin, headings that never end a page, paragraphs, lists and tables whose
 * header repeats on every page and whose last rows never stand alone on a new one.
 *
 * Everything drawn through `Flow` is tagged (a logical structure of headings, paragraphs, lists and
 * tables in reading order) so that screen readers and reflowing viewers can read the document;
 * rules, backgrounds, repeated table headers and running footers are marked as artifacts. What
 * pdfkit can and cannot do for accessibility: docs/pdf.md.
 */
import PDFDocument from 'pdfkit';
import { NBSP } from '../../domain/decimal.ts';
import { pdfLayoutTexts } from '../../domain/texts/statement-pdf.ts';
import { useStandardFonts } from './standard-fonts.ts';

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

/** No text of a statement is smaller than this: below 9 pt a printed letter is hard to read. */
export const MIN_FONT_SIZE = 9;
export const SIZE = { body: 9.5, table: 9, note: 9, h1: 15, h2: 11.5, h3: 10 } as const;

type Doc = InstanceType<typeof PDFDocument>;
type Struct = PDFKit.PDFStructureElement;
type HeadingTag = 'H1' | 'H2' | 'H3';
interface TagOptions {
  scope?: 'Row' | 'Column' | 'Both';
  /** The text as written, when what is drawn had to replace characters (see `printable`). */
  actual?: string;
}

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

const UNIT_AFTER_NUMBER =
  /(\d) (?=%|€|‰|°C|ct\/kWh|kWh|kg|m²|m³|K\b|Tagen?\b|Tag\b|Monate?n?\b|Personentage?n?\b|Personenmonate?n?\b|Einheiten?\b|Wohneinheiten?\b|Gradtagszahl)/g;

/**
 * Keeps numbers whole and with their units: a line may not break inside "DE12 8605 5592 …",
 * between "295,47" and "€" or "70" and "%", after "Abs." or "Nr.", nor after a calculation sign.
 * No-break spaces do this; pdfkit's line breaking (Unicode line break rules) honours them and
 * Helvetica's WinAnsi encoding has the character. Not after a dash: the rules allow a break
 * between a dash and a no-break space, which would start the next line with a space.
 */
export function keepTogether(text: string): string {
  return text
    .replace(/(\d) (?=\d)/g, `$1${NBSP}`)
    .replace(UNIT_AFTER_NUMBER, `$1${NBSP}`)
    .replace(/\b(Abs\.|Nr\.|S\.|Satz|Stufe|Seite|§) (?=\d)/g, `$1${NBSP}`)
    .replace(/ ([×÷=+]) (?=[\d(])/g, ` $1${NBSP}`);
}

/**
 * An A4 document for the flow layout, tagged (PDF 1.7) with its language and a title the viewer
 * shows instead of the file name, and a promise of its bytes.
 */
export function createDocument(info: { Title: string; Author: string; Subject: string; Keywords?: string }): {
  doc: Doc;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN.top, bottom: 20, left: MARGIN.left, right: MARGIN.right },
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'de-DE',
    displayTitle: true,
    info,
    // No default font: the thread's shared standard fonts are set below (standard-fonts.ts).
    font: null as unknown as string,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  useStandardFonts(doc, [FONT, BOLD]);
  return { doc, bytes };
}

/** Characters the standard fonts' WinAnsi encoding has beyond Latin-1 (pdfkit's own table). */
const WIN_ANSI_EXTRA = new Set('ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜');
const NEAREST: Readonly<Record<string, string>> = {
  ı: 'i',
  İ: 'I',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  ĳ: 'ij',
  Ĳ: 'IJ',
  ŋ: 'ng',
  '−': '-',
  '→': '->',
  '≤': '<=',
  '≥': '>=',
  '≈': '~',
  '\u2009': ' ',
  '\u202f': NBSP,
  '\u2007': NBSP,
};

/** The common case, tested at once: most texts need no replacement. */
const ALL_WIN_ANSI = /^[\n\x20-\x7e\xa0-\xffƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜]*$/;

function winAnsi(ch: string): boolean {
  const c = ch.codePointAt(0) as number;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || c === 0x0a || WIN_ANSI_EXTRA.has(ch);
}

/**
 * Text in the standard fonts' character set. Helvetica (built into every PDF viewer, not
 * embedded) only has the WinAnsi characters; pdfkit would write anything else as garbage, e.g.
 * the "ş" of "Ayşe". Such characters are printed as their base letter ("Ayse"), and the tagged
 * structure carries the original as ActualText, so screen readers and copied text keep it.
 * Embedding a Unicode font would print them as they are (docs/pdf.md).
 */
export function printable(text: string): string {
  if (ALL_WIN_ANSI.test(text)) return text;
  let out = '';
  for (const ch of text) {
    if (winAnsi(ch)) {
      out += ch;
      continue;
    }
    const near = NEAREST[ch];
    if (near !== undefined) {
      out += near;
      continue;
    }
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += [...base].every(winAnsi) && base !== '' ? base : '?';
  }
  return out;
}

/** What is drawn for `text`, and the original for the structure when it differs. */
export function shown(text: string): { text: string; actual?: string } {
  const p = printable(text);
  return p === text ? { text: keepTogether(p) } : { text: keepTogether(p), actual: text };
}

export class Flow {
  y: number;
  private readonly root: Struct;
  private sect: Struct | null = null;
  /** Headings waiting for the first block below them (a section heading and a subheading). */
  private pending: { text: string; tag: HeadingTag; size: number }[] = [];

  constructor(readonly doc: Doc) {
    this.y = MARGIN.top;
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
  }

  get bottom(): number {
    return PAGE.height - MARGIN.bottom;
  }

  private get parent(): Struct {
    return this.sect ?? this.root;
  }

  /** Draws content as one structure element (`P`, `TD`, …) under `parent`. */
  tag(type: string, draw: () => void, parent: Struct = this.parent, options: TagOptions = {}): Struct {
    const content = this.doc.markStructureContent(type);
    draw();
    this.doc.endMarkedContent();
    // pdfkit writes `scope` as the table attribute; its type declarations do not know it yet.
    const element = this.doc.struct(type, options as PDFKit.Mixins.StructureElementOptions, [content]);
    parent.add(element);
    return element;
  }

  /**
   * Lines at a fixed place (letterhead, address block) as one paragraph; returns the y below them.
   * Does not move the flow's cursor.
   */
  block(
    x: number,
    y: number,
    width: number,
    lines: { text: string; bold?: boolean; size: number; color?: string }[],
  ): number {
    const drawn = lines.map((l) => shown(l.text));
    const changed = drawn.some((d) => d.actual !== undefined);
    this.tag(
      'P',
      () => {
        this.doc.x = x;
        this.doc.y = y;
        lines.forEach((l, i) => {
          this.doc
            .font(l.bold ? BOLD : FONT)
            .fontSize(Math.max(MIN_FONT_SIZE, l.size))
            .fillColor(l.color ?? COLOR.text)
            .text(drawn[i]?.text ?? '', x, this.doc.y, { width, lineGap: 0 });
        });
      },
      this.parent,
      { actual: changed ? lines.map((l) => l.text).join('\n') : undefined },
    );
    this.doc.fillColor(COLOR.text);
    return this.doc.y;
  }

  /** A structure element whose children are added later (`Table`, `TR`, `L`). */
  group(type: string, parent: Struct = this.parent): Struct {
    const element = this.doc.struct(type);
    parent.add(element);
    return element;
  }

  /** Adds an element built by the caller (e.g. a `Figure` with its text alternative). */
  attach(element: Struct): void {
    this.parent.add(element);
  }

  /** Decoration and repeated page furniture: not part of what is read out. */
  artifact(draw: () => void, type?: 'Pagination' | 'Layout'): void {
    this.doc.markContent('Artifact', type ? { type } : undefined);
    draw();
    this.doc.endMarkedContent();
  }

  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN.top;
  }

  fits(height: number): boolean {
    return this.y + height <= this.bottom;
  }

  /** Starts a new page when `height` does not fit any more. */
  ensure(height: number): void {
    if (!this.fits(height)) this.newPage();
  }

  space(h: number): void {
    this.y += h;
  }

  /** The document title (drawn at once, it opens the letter). */
  title(text: string): void {
    this.pending = [];
    this.drawHeading({ text, tag: 'H1', size: SIZE.h1 });
    this.y += 4;
  }

  /**
   * A numbered section: a structure element of its own with its heading, which is drawn together
   * with the first block after it so that a heading never stands alone at the foot of a page.
   */
  section(text: string): void {
    this.sect = this.group('Sect', this.root);
    this.pending = [{ text, tag: 'H2', size: SIZE.h2 }];
  }

  /** A heading inside the current section, kept with what follows it. */
  subheading(text: string): void {
    this.pending.push({ text, tag: 'H3', size: SIZE.h3 });
  }

  /** Leaves the current section: what follows belongs to the document itself. */
  endSection(): void {
    this.sect = null;
  }

  private headingHeight(h: { text: string; size: number }): number {
    this.doc.font(BOLD).fontSize(h.size);
    return 6 + this.doc.heightOfString(shown(h.text).text, { width: CONTENT_WIDTH }) + 4;
  }

  private drawHeading(h: { text: string; tag: HeadingTag; size: number }): void {
    // Bookmarks to the sections, on the page the heading lands on.
    if (h.tag === 'H2') this.doc.outline.addItem(h.text);
    this.y += 6;
    const text = shown(h.text);
    this.tag(
      h.tag,
      () => {
        this.doc
          .font(BOLD)
          .fontSize(h.size)
          .fillColor(h.tag === 'H3' ? COLOR.text : COLOR.accent)
          .text(text.text, MARGIN.left, this.y, { width: CONTENT_WIDTH });
      },
      this.parent,
      { actual: text.actual },
    );
    this.y = this.doc.y + 4;
    this.doc.fillColor(COLOR.text);
  }

  /** Makes room for the start of a block of `height` (and a pending heading) and draws the heading. */
  private begin(height: number): void {
    const headings = this.pending;
    this.pending = [];
    this.ensure(headings.reduce((a, h) => a + this.headingHeight(h), 0) + height);
    for (const h of headings) this.drawHeading(h);
  }

  /**
   * For blocks drawn outside this class (form lines, boxes to tick): makes room for their start of
   * `height` and draws a pending heading above them, as the flow's own blocks do.
   */
  startBlock(height: number): void {
    this.begin(height);
  }

  paragraph(
    text: string,
    opts: { size?: number; bold?: boolean; color?: string; indent?: number } = {},
  ): void {
    const size = Math.max(MIN_FONT_SIZE, opts.size ?? SIZE.body);
    const width = CONTENT_WIDTH - (opts.indent ?? 0);
    const drawn = shown(text);
    this.doc.font(opts.bold ? BOLD : FONT).fontSize(size);
    const h = this.doc.heightOfString(drawn.text, { width, lineGap: 1.5 });
    this.begin(h + 2);
    this.tag(
      'P',
      () => {
        this.doc
          .font(opts.bold ? BOLD : FONT)
          .fontSize(size)
          .fillColor(opts.color ?? COLOR.text)
          .text(drawn.text, MARGIN.left + (opts.indent ?? 0), this.y, { width, lineGap: 1.5 });
      },
      this.parent,
      { actual: drawn.actual },
    );
    this.y += h + 3;
    this.doc.fillColor(COLOR.text);
  }

  bullets(items: string[], size: number = SIZE.note): void {
    if (items.length === 0) return;
    let list: Struct | null = null;
    items.forEach((raw, i) => {
      const drawn = shown(raw);
      const item = drawn.text;
      this.doc.font(FONT).fontSize(Math.max(MIN_FONT_SIZE, size));
      const h = this.doc.heightOfString(item, { width: CONTENT_WIDTH - 12, lineGap: 1.2 });
      if (i === 0) this.begin(h + 3);
      else this.ensure(h + 3);
      // Created after the pending heading is drawn: the structure is the reading order.
      list ??= this.group('L');
      const li = this.group('LI', list);
      this.tag(
        'Lbl',
        () =>
          this.doc
            .font(FONT)
            .fontSize(Math.max(MIN_FONT_SIZE, size))
            .fillColor(COLOR.text)
            .text('•', MARGIN.left + 2, this.y, { lineBreak: false }),
        li,
      );
      this.tag(
        'LBody',
        () => this.doc.text(item, MARGIN.left + 12, this.y, { width: CONTENT_WIDTH - 12, lineGap: 1.2 }),
        li,
        { actual: drawn.actual },
      );
      this.y += h + 3;
    });
  }

  /**
   * A table. Its header is repeated (as an artifact) on every page it continues on; a page break
   * never separates the header from the first rows, nor leaves the last row or the sum rows alone
   * on a new page: the last two rows, or the sum rows with the row before them, stay together.
   */
  table(columns: Column[], rows: Row[], size: number = SIZE.table): void {
    size = Math.max(MIN_FONT_SIZE, size);
    const pad = 3.5;
    const doc = this.doc;
    const cells = rows.map((row) => row.cells.map(shown));
    const tableRows = rows.map((row, r) => ({ ...row, cells: (cells[r] ?? []).map((c) => c.text) }));
    const heightOf = (cells: string[], bold: boolean) => {
      doc.font(bold ? BOLD : FONT).fontSize(size);
      return (
        Math.max(...columns.map((c, i) => doc.heightOfString(cells[i] ?? '', { width: c.width - 2 * pad }))) +
        2 * pad
      );
    };
    const headerHeight = heightOf(
      columns.map((c) => c.header),
      true,
    );
    const heights = tableRows.map((row) => heightOf(row.cells, row.bold ?? false));
    const n = tableRows.length;
    let trailing = 0;
    while (trailing < n && (tableRows[n - 1 - trailing]?.bold || tableRows[n - 1 - trailing]?.ruleAbove))
      trailing++;
    const tailStart = Math.max(0, Math.min(n - 2, n - trailing - 1));
    const sum = (from: number, to: number) => heights.slice(from, to).reduce((a, h) => a + h, 0);

    // The header with the first rows (or all of them, when the tail starts there) on one page.
    this.begin(headerHeight + (tailStart === 0 ? sum(0, n) : sum(0, Math.min(2, tailStart))));
    const table = this.group('Table');
    const drawHeader = (repeated: boolean) => {
      this.artifact(() => doc.rect(MARGIN.left, this.y, CONTENT_WIDTH, headerHeight).fill(COLOR.header));
      const cells = () => {
        let x = MARGIN.left;
        doc.font(BOLD).fontSize(size).fillColor(COLOR.text);
        for (const c of columns) {
          doc.text(printable(c.header), x + pad, this.y + pad, {
            width: c.width - 2 * pad,
            align: c.align ?? 'left',
          });
          x += c.width;
        }
      };
      if (repeated) {
        this.artifact(cells, 'Pagination');
      } else {
        const tr = this.group('TR', table);
        let x = MARGIN.left;
        for (const c of columns) {
          // Column headers: assistive technology announces them with each cell below.
          this.tag(
            'TH',
            () => {
              doc.font(BOLD).fontSize(size).fillColor(COLOR.text);
              doc.text(c.header, x + pad, this.y + pad, {
                width: c.width - 2 * pad,
                align: c.align ?? 'left',
              });
            },
            tr,
            { scope: 'Column' },
          );
          x += c.width;
        }
      }
      this.y += headerHeight;
    };

    tableRows.forEach((row, r) => {
      const h = heights[r] as number;
      // From the tail's first row on, the rest of the table must fit; past it, it already did
      // (unless the tail is taller than a page, then row by row).
      const need = r === tailStart ? sum(r, n) : h;
      if (r === 0) {
        drawHeader(false);
      } else if (!this.fits(need)) {
        this.newPage();
        drawHeader(true);
      }
      this.artifact(() => {
        if (r % 2 === 1 && !row.bold) doc.rect(MARGIN.left, this.y, CONTENT_WIDTH, h).fill(COLOR.zebra);
        if (row.ruleAbove) {
          doc
            .moveTo(MARGIN.left, this.y)
            .lineTo(MARGIN.left + CONTENT_WIDTH, this.y)
            .lineWidth(0.8)
            .strokeColor(COLOR.text)
            .stroke();
        }
      });
      const tr = this.group('TR', table);
      let x = MARGIN.left;
      columns.forEach((c, i) => {
        this.tag(
          'TD',
          () => {
            doc
              .font(row.bold ? BOLD : FONT)
              .fontSize(size)
              .fillColor(row.muted ? COLOR.muted : COLOR.text)
              .text(row.cells[i] ?? '', x + pad, this.y + pad, {
                width: c.width - 2 * pad,
                align: c.align ?? 'left',
              });
          },
          tr,
          { actual: cells[r]?.[i]?.actual },
        );
        x += c.width;
      });
      this.y += h;
    });
    this.artifact(() =>
      doc
        .moveTo(MARGIN.left, this.y)
        .lineTo(MARGIN.left + CONTENT_WIDTH, this.y)
        .lineWidth(0.5)
        .strokeColor(COLOR.rule)
        .stroke(),
    );
    doc.fillColor(COLOR.text);
    this.y += 8;
  }

  /** Running footer on every page: page furniture, so an artifact, and never smaller than body text. */
  footers(line: string): void {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    const pageW = 80;
    for (let i = 0; i < range.count; i++) {
      doc.switchToPage(range.start + i);
      const y = PAGE.height - MARGIN.bottom + 16;
      this.artifact(() => {
        doc
          .moveTo(MARGIN.left, y - 6)
          .lineTo(PAGE.width - MARGIN.right, y - 6)
          .lineWidth(0.4)
          .strokeColor(COLOR.rule)
          .stroke();
        doc.font(FONT).fontSize(SIZE.note).fillColor(COLOR.muted);
        doc.text(shown(line).text, MARGIN.left, y, { width: CONTENT_WIDTH - pageW - 10, lineGap: 0 });
        doc.text(
          keepTogether(pdfLayoutTexts.page(i + 1, range.count)),
          PAGE.width - MARGIN.right - pageW,
          y,
          {
            width: pageW,
            align: 'right',
            lineBreak: false,
          },
        );
      }, 'Pagination');
    }
  }
}
