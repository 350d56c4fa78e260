/** SEPA keywords of a German :86: purpose (DFÜ-Abkommen, Anlage 3): end-to-end, mandate, creditor, text… */
const KEYWORDS = '(EREF|KREF|MREF|CRED|DEBT|COAM|OAMT|SVWZ|ABWA|ABWE|IBAN|BIC)\\+';

/**
 * The remittance text of a German MT940 :86: field from its purpose subfields ?20–?29 and ?60–?63. Banks
 * cut the SEPA remittance into pieces of 27 characters, in mid-word: with SEPA keywords the pieces are
 * joined as they are and the text is what follows SVWZ+ (else the whole purpose without keywords);
 * without keywords each subfield is a line of its own, joined with a space.
 */
export function sepaPurpose(fields: Record<string, string>): { text: string; endToEnd: string | null } {
  const keys = [...range(20, 29), ...range(60, 63)];
  const pieces = keys.map((key) => fields[key]).filter((piece): piece is string => piece !== undefined);
  const joined = pieces.join('');
  if (!new RegExp(KEYWORDS).test(joined))
    return {
      text: pieces
        .map((p) => p.trim())
        .filter(Boolean)
        .join(' '),
      endToEnd: null,
    };
  const parts = new Map<string, string>();
  const marks = [...joined.matchAll(new RegExp(KEYWORDS, 'g'))];
  for (const [i, mark] of marks.entries()) {
    const start = mark.index + mark[0].length;
    const end = marks[i + 1]?.index ?? joined.length;
    parts.set(mark[1]!, joined.slice(start, end).trim());
  }
  const text =
    parts.get('SVWZ') ?? joined.replace(new RegExp(KEYWORDS, 'g'), ' ').replace(/\s+/g, ' ').trim();
  return { text, endToEnd: parts.get('EREF') ?? null };
}

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}
