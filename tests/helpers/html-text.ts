const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: '\u00a0',
};

/**
 * The text a reader sees in an HTML page: tags, styles and scripts dropped, entities decoded, soft
 * hyphens removed and white space collapsed, so catalogue texts can be found in it word for word.
 */
export function pageText(html: string): string {
  return html
    .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_match, name: string) => ENTITIES[name]!)
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ');
}
