/** Messages of the customer administration (admin area). */
export const customerTexts = {
  notFound: 'Kunde nicht gefunden',
  hasProperties: 'Der Kunde hat noch Liegenschaften. Bitte diese zuerst archivieren und löschen.',
  loginNotFound: 'Der angegebene Login existiert nicht.',
  nothingToSave: 'Bitte mindestens ein Feld angeben.',
  fieldTooLong: (max: number) => `Die Angabe darf höchstens ${max} Zeichen lang sein.`,
} as const;
