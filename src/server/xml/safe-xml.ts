import { XMLParser } from 'fast-xml-parser';

/** A parsed element: text, or an object of child elements (`#text` and `@_`-attributes beside them). */
export type XmlNode = string | { [name: string]: XmlNode | XmlNode[] | undefined };

/** Deepest nesting taken: an e-invoice goes about ten levels deep, a camt statement about twelve. */
const MAX_DEPTH = 64;
/** Longest text between two tags: the longest free text (an invoice's note, a remittance) is a few kB. */
const MAX_TEXT_RUN = 1_000_000;

const parser = new XMLParser({
  // Namespace prefixes differ between senders (rsm:, ram:, cbc:, ns2: or a default namespace).
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Values stay digit strings: amounts are read exactly, and "00123" stays an invoice number.
  parseTagValue: false,
  parseAttributeValue: false,
  // Only the predefined entities (&amp; in "Müller &amp; Söhne") and character references (&#228;)
  // are decoded. Defined entities (billion laughs, external ones) cannot occur: a DOCTYPE, where
  // they are defined, is refused before parsing, and maxEntityCount 0 would refuse any besides.
  processEntities: { enabled: true, maxEntityCount: 0 },
  htmlEntities: true,
  maxNestedTags: MAX_DEPTH,
});

export type ParsedXml = { root: string; node: XmlNode; text: string } | { problem: string };

/** The German reasons a file is refused, each naming the file; every kind of file words them its own way. */
export interface XmlProblemTexts {
  xmlDoctype: (fileName: string) => string;
  xmlHugeText: (fileName: string) => string;
  xmlTooDeep: (fileName: string) => string;
  xmlMalformed: (fileName: string) => string;
}

/**
 * Parses an uploaded XML file (e-invoice, bank statement) with the guards hostile XML needs: no
 * DOCTYPE (entity definitions, external references), no text run beyond MAX_TEXT_RUN, no nesting
 * beyond MAX_DEPTH. The one XML parser of uploads.
 */
export function parseXml(bytes: Uint8Array, fileName: string, t: XmlProblemTexts): ParsedXml {
  const text = new TextDecoder('utf-8').decode(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { problem: t.xmlDoctype(fileName) };
  if (hasHugeTextRun(text)) return { problem: t.xmlHugeText(fileName) };
  let parsed: Record<string, XmlNode>;
  try {
    parsed = parser.parse(text, true) as Record<string, XmlNode>;
  } catch (error) {
    const tooDeep = error instanceof Error && error.message.includes('nested');
    return { problem: tooDeep ? t.xmlTooDeep(fileName) : t.xmlMalformed(fileName) };
  }
  const root = Object.keys(parsed).find((key) => !key.startsWith('?') && !key.startsWith('@_'));
  if (root === undefined) return { problem: t.xmlMalformed(fileName) };
  return { root, node: parsed[root]!, text };
}

function hasHugeTextRun(text: string): boolean {
  let from = 0;
  while (from < text.length) {
    const next = text.indexOf('<', from);
    const end = next < 0 ? text.length : next;
    if (end - from > MAX_TEXT_RUN) return true;
    from = end + 1;
  }
  return false;
}

/** The child element at a path of names (prefix-free); the first where an element repeats. */
export function at(node: XmlNode | XmlNode[] | undefined, ...path: string[]): XmlNode | undefined {
  let current: XmlNode | XmlNode[] | undefined = node;
  for (const name of path) {
    const one: XmlNode | undefined = Array.isArray(current) ? current[0] : current;
    if (one === undefined || typeof one === 'string') return undefined;
    current = one[name];
  }
  return Array.isArray(current) ? current[0] : current;
}

/** Every element at a path (an element that occurs once is a list of one). */
export function all(node: XmlNode | undefined, ...path: string[]): XmlNode[] {
  const parent = path.length > 1 ? at(node, ...path.slice(0, -1)) : node;
  if (parent === undefined || typeof parent === 'string') return [];
  const found = parent[path[path.length - 1]!];
  if (found === undefined) return [];
  return Array.isArray(found) ? found : [found];
}

/** An element's text, trimmed; null when absent or empty. */
export function textOf(node: XmlNode | undefined): string | null {
  if (node === undefined) return null;
  const value = typeof node === 'string' ? node : node['#text'];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** An attribute's value (name without prefix). */
export function attributeOf(node: XmlNode | undefined, name: string): string | null {
  if (node === undefined || typeof node === 'string') return null;
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : null;
}
