/** One row pasted from a spreadsheet: the cells as typed; the server reads German decimals. */
export interface PastedDwelling {
  label: string;
  area_m2: string | null;
  persons: string | null;
}

const cell = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * Rows copied from Excel or LibreOffice arrive as lines of tab-separated cells: label, m²,
 * persons. Empty lines are left out, and so is a first line of column headings (its area cell
 * holds no digit, e.g. "Wohnfläche").
 */
export function parsePastedDwellings(text: string): PastedDwelling[] {
  const rows = text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'))
    .map(([label, area, persons]) => ({
      label: (label ?? '').trim(),
      area_m2: cell(area),
      persons: cell(persons),
    }));
  const [first] = rows;
  if (first && first.area_m2 !== null && !/\d/.test(first.area_m2)) rows.shift();
  return rows;
}

/** Whether pasted text holds more than one cell, i.e. is meant as rows rather than one label. */
export const isTablePaste = (text: string) => /[\t\n\r]/.test(text.trim());
