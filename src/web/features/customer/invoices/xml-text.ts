import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/** Shown at most: a longer e-invoice is cut here (its file stays whole for download). */
export const XML_SHOWN_MAX_CHARS = 200_000;

/*
 * Entities are left as written (no expansion: an entity bomb stays a few bytes of text), values are
 * not turned into numbers (an invoice number "007" stays "007"), comments and attributes are kept.
 */
const OPTIONS = {
  preserveOrder: true,
  ignoreAttributes: false,
  processEntities: false,
  htmlEntities: false,
  commentPropName: '#comment',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
} as const;

/** An e-invoice's XML indented for reading beside its fields; text that is no XML is shown as it is. */
export function formatXmlText(xml: string): string {
  const text = xml.length > XML_SHOWN_MAX_CHARS ? xml.slice(0, XML_SHOWN_MAX_CHARS) : xml;
  try {
    const tree: unknown = new XMLParser(OPTIONS).parse(text, true);
    return new XMLBuilder({ ...OPTIONS, format: true, indentBy: '  ', suppressEmptyNode: true })
      .build(tree)
      .trim();
  } catch {
    return text;
  }
}
