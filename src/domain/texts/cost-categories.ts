/** Messages of the cost categories of a property. */
export const costCategoryTexts = {
  nameTooLong: 'Die Bezeichnung darf höchstens 100 Zeichen lang sein.',
  allocationInvalid: 'Bitte einen gültigen Umlageschlüssel wählen (m², m³, Nutzer, Verbrauch).',
  groupInvalid: 'Bitte eine gültige Gruppe wählen (heating oder general).',
  allInvalid: 'Ungültiger Wert für all (1 oder true).',
} as const;
