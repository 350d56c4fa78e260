/**
 * Soft hyphens for the long German compounds of our headings. Browsers do not hyphenate German
 * everywhere (`hyphens: auto` depends on the platform's dictionaries), and on a 375 px screen a
 * word like "Nebenkostenabrechnung" is wider than a large heading. A soft hyphen is invisible
 * unless the line breaks there; accessible names and text matching ignore it.
 */
const SHY = '\u00AD';

const BREAKS: ReadonlyArray<readonly [RegExp, string]> = [
  [/kostenabrechnung/g, `kosten${SHY}abrechnung`],
  [/Datenschutzerklärung/g, `Datenschutz${SHY}erklärung`],
  [/Vermieter-Tools/g, `Vermieter-${SHY}Tools`],
];

export function hyphenate(text: string): string {
  return BREAKS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}
