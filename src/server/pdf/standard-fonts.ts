/**
 * The standard fonts of the statement PDFs, built once per thread instead of once per document.
 *
 * pdfkit builds a standard font's metrics anew for every document (a table of ~300 glyph widths and
 * ~2,700 kerning pairs, each pair a string key) and measures every word glyph by glyph, looking up a
 * kerning pair per neighbour, both when a text is measured and when it is drawn. A thread that renders
 * a building's statements renders the same fonts and mostly the same words a thousand times. Here
 * each font's metrics are taken once from pdfkit itself, and a word's width is kept once computed
 * (a number per word; the glyph encoding is not kept: its arrays would cost more in garbage collection
 * than they save); pdfkit's own functions compute them, so the documents are byte for byte the same.
 *
 * This reaches into pdfkit's font objects (`_fontFamilies`, `_fontCount`), which its public API does
 * not expose; the statement tests and bench/pdf-cpu (byte comparison with plain pdfkit) guard it.
 */
import PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

interface StandardFont {
  document: Doc;
  id: string;
  widthOfString(text: string, size: number): number;
}

interface FontTables {
  _fontFamilies: Record<string, StandardFont>;
  _fontCount: number;
  _font: StandardFont;
}

/** Above this many kept words a cache starts again: a long-lived thread's memory stays bounded. */
const CACHE_LIMIT = 50_000;

const shared = new Map<string, StandardFont>();

/** One font's metrics for every document of this thread, with its words' widths kept. */
function sharedFont(name: string): StandardFont {
  let font = shared.get(name);
  if (font) return font;
  const probe = new PDFDocument({ font: name } as PDFKit.PDFDocumentOptions) as unknown as FontTables;
  const built = probe._font;
  const widthOf = built.widthOfString.bind(built);
  const widths = new Map<string, number>();
  font = Object.create(built) as StandardFont;
  // pdfkit scales the width of the whole string at 1000 pt by size / 1000: the same here.
  font.widthOfString = (text: string, size: number) => {
    let width = widths.get(text);
    if (width === undefined) {
      if (widths.size >= CACHE_LIMIT) widths.clear();
      width = widthOf(text, 1000);
      widths.set(text, width);
    }
    return width * (size / 1000);
  };
  shared.set(name, font);
  return font;
}

/**
 * Gives a document created without a default font (`font: null`) the standard fonts `names`, in this
 * order (font resources F1, F2, … as pdfkit would number them on first use), and selects the first.
 */
export function useStandardFonts(doc: Doc, names: readonly string[]): void {
  const tables = doc as unknown as FontTables;
  for (const name of names) {
    const font = Object.create(sharedFont(name)) as StandardFont;
    font.document = doc;
    font.id = `F${++tables._fontCount}`;
    tables._fontFamilies[name] = font;
  }
  if (names[0] !== undefined) doc.font(names[0]);
}
