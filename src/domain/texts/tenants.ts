import { formatDateDe } from '../dates.ts';
import { customerTexts } from './customers.ts';
/** Messages of the tenant administration (admin property detail, landlord's tenant screen). */
export const tenantTexts = {
  notFound: 'Mieter nicht gefunden',
  inFinalizedStatement:
    'Der Mieter ist in einer abgeschlossenen Abrechnung enthalten. Wird er gelöscht, stimmen bestehende Abrechnungen nicht mehr mit den Daten überein.',
  advanceInvalid: 'Bitte eine gültige jährliche Vorauszahlung angeben.',
  meaInvalid:
    'Bitte den Miteigentumsanteil als Zahl mit höchstens 3 Nachkommastellen angeben, z. B. 89 (von 1.000).',
  meaNegative: 'Der Miteigentumsanteil darf nicht negativ sein.',
  personsCountInvalid: 'Bitte eine ganze Personenzahl von 0 bis 99 angeben.',
  personsDateInvalid: 'Bitte das Datum im Format JJJJ-MM-TT angeben.',
  personsDateTwice: (date: string) =>
    `Für den ${formatDateDe(date)} ist mehr als eine Personenzahl angegeben.`,
  personsEntriesInvalid: 'Bitte die Personenzahlen als Liste mit höchstens 60 Einträgen angeben.',
  dateInvalid: 'Bitte ein gültiges Datum angeben (TT.MM.JJJJ).',
  salutationInvalid: 'Bitte eine gültige Anrede wählen (Herr, Frau, Divers, Familie).',
  deliveryInvalid: 'Bitte eine gültige Zustellmethode wählen (E-Mail oder Post).',
  orderInvalid: 'Die Reihenfolge muss jeden Mieter der Liegenschaft genau einmal enthalten.',
  fieldTooLong: (max: number) => `Die Angabe darf höchstens ${max} Zeichen lang sein.`,
  nothingToSave: customerTexts.nothingToSave,
  /** A landlord or employee sends another login than the stored one. */
  loginAdminOnly: 'Die Zuordnung eines Logins zum Mieter kann nur von Administratoren geändert werden.',
  /** Unknown and unsuitable logins get the same answer, so it reveals no login ids. */
  loginNotLinkable:
    'Dieser Login kann dem Mieter nicht zugeordnet werden. Zuordnen lässt sich nur ein vorhandener Mieter-Login, der keinem Mieter eines anderen Vermieters zugeordnet ist.',
} as const;
