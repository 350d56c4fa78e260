function normalize(text: string): string {
  return text.toLocaleLowerCase('de-DE').normalize('NFC');
}

/** Every word of the query must occur in one of the fields; an empty query matches everything. */
export function matchesSearch(fields: readonly (string | null | undefined)[], query: string): boolean {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalize(fields.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
