/** Messages of the customer administration (admin area). */
export const customerTexts = {
  notFound: 'Kunde nicht gefunden',
  hasProperties: 'Der Kunde hat noch Liegenschaften. Bitte diese zuerst archivieren und löschen.',
  /** Unknown and unsuitable logins get the same answer, so it reveals no login ids. */
  loginNotLinkable:
    'Dieser Login kann dem Kunden nicht zugeordnet werden. Zuordnen lässt sich nur ein vorhandener Kunden-Login, der keinem anderen Kunden zugeordnet ist.',
  nothingToSave: 'Bitte mindestens ein Feld angeben.',
  fieldTooLong: (max: number) => `Die Angabe darf höchstens ${max} Zeichen lang sein.`,
} as const;
