/** Messages of the shared list parameters (paging, search, sort). */
export const listTexts = {
  limitInvalid: 'Ungültige Seitengröße: bitte eine ganze Zahl von 1 bis 500 angeben.',
  offsetInvalid: 'Ungültiger Versatz: bitte eine ganze Zahl ab 0 angeben.',
  searchTooLong: 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.',
  sortInvalid: (allowed: readonly string[]) =>
    `Ungültige Sortierung. Erlaubt: ${allowed.flatMap((f) => [f, `-${f}`]).join(', ')}.`,
} as const;
