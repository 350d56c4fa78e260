import { customerTexts } from './customers.ts';
/** Messages of the tenant administration (admin property detail, landlord's tenant screen). */
export const tenantTexts = {
  notFound: 'Mieter nicht gefunden',
  inFinalizedStatement:
    'Der Mieter ist in einer abgeschlossenen Abrechnung enthalten. Wird er gelöscht, stimmen bestehende Abrechnungen nicht mehr mit den Daten überein.',
  advanceInvalid: 'Bitte eine gültige jährliche Vorauszahlung angeben.',
  dateInvalid: 'Bitte ein gültiges Datum angeben (TT.MM.JJJJ).',
  salutationInvalid: 'Bitte eine gültige Anrede wählen (Herr, Frau, Divers, Familie).',
  deliveryInvalid: 'Bitte eine gültige Zustellmethode wählen (E-Mail oder Post).',
  orderInvalid: 'Die Reihenfolge muss jeden Mieter der Liegenschaft genau einmal enthalten.',
  fieldTooLong: (max: number) => `Die Angabe darf höchstens ${max} Zeichen lang sein.`,
  nothingToSave: customerTexts.nothingToSave,
  loginNotFound: customerTexts.loginNotFound,
} as const;
