/** Why a property opened from a link cannot be shown (customer area screens). */
export const linkedPropertyTexts = {
  missing: 'Liegenschaft existiert nicht mehr.',
  missingOrArchived: 'Liegenschaft existiert nicht mehr oder wurde archiviert.',
  archived: 'Liegenschaft wurde archiviert.',
  openFailed: 'Liegenschaft konnte nicht geöffnet werden.',
} as const;
