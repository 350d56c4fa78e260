/**
 * A letter's PDF file name from its title: letters, digits and dashes only (umlauts kept, as in
 * the statements' file names), with the letter's id so that two letters of the same kind differ.
 */
export function letterFileName(title: string, id: number): string {
  const base = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  return `${base || 'Brief'}_${id}.pdf`;
}
