import { fieldEditTexts } from './admin-customers.ts';
import { meterDetailTexts, propertyDetailTexts } from './admin-property.ts';
import { costDataTexts } from './costs.ts';
import { errorTexts } from './errors.ts';
/** Texts of the landlord's tenant screen 'Mieter verwalten' and its move-out and vacancy flows. */
export const customerTenantTexts = {
  title: costDataTexts.manageTenants,
  back: meterDetailTexts.back,
  propertyHeading: 'Ihre Liegenschaft',
  street: 'Straße',
  houseNumber: 'Hausnummer',
  zip: 'PLZ',
  city: 'Ort',
  country: 'Land',
  showVacancies: propertyDetailTexts.showVacancies,
  sortMode: 'Sortiermodus',
  sortModeHint: 'Reihenfolge der Mieter ändern',
  moveUp: (name: string) => `${name} nach oben`,
  moveDown: (name: string) => `${name} nach unten`,
  loading: 'Lade Mieter...',
  empty: costDataTexts.noTenants,
  userLabel: 'Nutzer',
  vacancy: 'Leerstand',
  vacancyLastName: 'Leerstand',
  edit: 'Bearbeiten',
  close: 'Schließen',
  editOf: (name: string) => `Bearbeiten: ${name}`,
  closeOf: (name: string) => `Schließen: ${name}`,
  salutation: 'Anrede',
  firstName: 'Vorname',
  lastName: 'Nachname',
  companySwitch: 'Firma',
  companyName: 'Firmenname',
  email: 'E-Mail',
  phone: 'Telefon',
  moveIn: 'Einzug',
  moveOut: 'Auszug',
  noDate: '–',
  floor: 'Kennung/Etage',
  area: 'Fläche (m²)',
  mea: 'Miteigentumsanteil (MEA)',
  personsHeading: 'Personenzahl mit Datum',
  personsHint:
    'Ändert sich die Zahl der Bewohner im Jahr, hier jede Zahl ab ihrem Tag eintragen; beim Personenschlüssel ' +
    'zählt jede für ihre Tage. Ohne Einträge gilt die Personenzahl der Kostenerfassung.',
  personsFrom: 'Ab (TT.MM.JJJJ)',
  personsCount: 'Personen',
  personsAdd: 'Personenzahl hinzufügen',
  personsRemove: (date: string) => `Eintrag ab ${date || 'ohne Datum'} entfernen`,
  personsSave: 'Personenzahlen speichern',
  personsSaved: 'Personenzahlen gespeichert.',
  personsRowInvalid:
    'Bitte jedes Datum als TT.MM.JJJJ und jede Personenzahl als ganze Zahl von 0 bis 99 angeben.',
  advanceYear: 'Vorauszahlung (Jahr)',
  delivery: 'Zustellmethode',
  deliveryEmail: 'E-Mail',
  deliveryPost: 'Post',
  fieldSaved: 'Gespeichert.',
  areaConfirm: 'Fläche ändern bestätigen',
  areaReverted: 'Die Änderung der Fläche wurde nicht bestätigt und zurückgesetzt.',
  cancel: 'Abbrechen',
  monthlyAdvance: 'Monatliche Vorauszahlung (€)',
  yearlyTotal: (amount: string) => `Jährlich: ${amount}`,
  advanceConfirm: 'Vorauszahlung bestätigen',
  calculator: 'Rechner',
  calculatorTitle: 'Vorauszahlung berechnen',
  calculatorHint:
    'Summieren Sie die monatlichen Anteile (z. B. Heizung, Wasser, Nebenkosten); die Summe wird als monatliche Vorauszahlung übernommen.',
  calculatorItem: (n: number) => `Monatlicher Anteil ${n}`,
  calculatorAddItem: 'Weiteren Anteil hinzufügen',
  calculatorSum: (amount: string) => `Summe monatlich: ${amount}`,
  calculatorApply: 'Übernehmen',
  advanceSaved: 'Vorauszahlung gespeichert.',
  areaSaved: 'Fläche gespeichert.',
  orderSaved: propertyDetailTexts.orderSaved,
  // Move-out flow.
  reportMoveOut: 'Auszug melden',
  moveOutDate: 'Auszugsdatum',
  forwardingAddress: 'Nachsendeanschrift (optional)',
  forwardingAddressHint:
    'Die Abrechnung nach dem Auszug geht an diese Anschrift, z. B. „Neue Straße 5, 10115 Berlin“.',
  moveOutConfirm: 'Auszug melden bestätigen',
  afterMoveOutTitle: 'Nach Auszug',
  afterVacancyTitle: 'Nach Leerstand',
  afterMoveOutText: (date: string) =>
    `Der Auszug wird zum ${date} gespeichert, sobald der Nachfolger angelegt ist. Wie geht es ab dem nächsten Tag weiter?`,
  afterVacancyText: (date: string) =>
    `Der Leerstand endet am ${date}. Ab dem nächsten Tag braucht es einen neuen Mieter.`,
  successorFrom: (date: string) => `Ab ${date}`,
  newTenantOption: 'Neuen Mieter anlegen',
  vacancyOption: 'Leerstand anlegen',
  endVacancy: 'Leerstand beenden',
  vacancyEndDate: 'Ende des Leerstands',
  createSuccessor: 'Nachfolger anlegen',
  createVacancy: 'Leerstand anlegen',
  deleteMoveOut: 'Auszug löschen',
  deleteVacancy: 'Leerstand löschen',
  deleteArmed: 'Wirklich?',
  deleteConfirm: 'Bestätigen',
  // Add-tenant form.
  addTenant: propertyDetailTexts.addTenant,
  addTenantHeading: 'Neuer Mieter',
  tenantCreated: propertyDetailTexts.tenantCreated,
  period: (from: string, to: string | null) => (to ? `${from} – ${to}` : `seit ${from}`),
  save: 'Speichern',
  salutationPlaceholder: 'Bitte wählen',
  // Linked-property checks.
  toDashboard: costDataTexts.toDashboard,
  // Server answers.
  predecessorOtherProperty: 'Der Vorgänger gehört nicht zu dieser Liegenschaft.',
  predecessorHasMoveOut: 'Für den Vorgänger ist bereits ein anderer Auszug eingetragen.',
  predecessorHasSuccessor: 'Für den Vorgänger ist bereits ein Nachfolger angelegt.',
  vacancyAfterVacancy: 'Auf einen Leerstand muss ein neuer Mieter folgen, kein weiterer Leerstand.',
  successorMoveInRequired: 'Bitte das Einzugsdatum des Nachfolgers angeben.',
  moveOutAlreadySet: 'Für diesen Mieter ist bereits ein Auszug eingetragen.',
  moveOutHasSuccessor:
    'Für diesen Auszug ist bereits ein Nachfolger angelegt. Das Datum ergibt sich aus dessen Einzug.',
  moveOutDeleteAdminOnly: 'Auszug und Leerstand löschen dürfen nur Administratoren.',
  vacancyRename:
    'Ein Mieter wird nicht durch Umbenennen zum Leerstand (oder umgekehrt). Bitte den Auszug melden.',
  successorMovedOut: 'Der Nachfolger hat selbst bereits einen Auszug. Bitte zuerst diesen Auszug löschen.',
  // Interim readings at the move-out (§9b Abs. 1 HeizkostenV).
  interimMeterNotOfDwelling: (meterNumber: string) =>
    `Der Zähler ${meterNumber} gehört nicht zur Wohnung dieses Mieters.`,
  interimMeterTwice: 'Jeder Zähler darf nur einen Zwischenstand erhalten.',
  interimWithoutPredecessor: 'Zwischenstände gehören zu einem Auszug: bitte den Vorgänger angeben.',
  interimManualOnly: (meterNumber: string) =>
    `Der Zähler ${meterNumber} liefert seine Stände selbst (Gateway); ein Zwischenstand wird dort nicht eingetragen.`,
  interimHeading: 'Zwischenstände zum Auszug (§9b HeizkostenV, freiwillig)',
  interimHint:
    'Beim Mieterwechsel ist eine Zwischenablesung vorgeschrieben. Tragen Sie die Stände am Auszugstag ein; ' +
    'ohne sie werden die Heizkosten nach Gradtagzahlen geschätzt und die Mieter dürfen um 15 % kürzen.',
  interimLabel: (meterNumber: string, meterType: string, unit: string) =>
    `Stand ${meterNumber} (${meterType}, ${unit})`,
  interimInvalid: 'Bitte einen Zählerstand als Zahl eingeben, z. B. 1234,5.',
  interimNone: 'Für diese Wohnung sind keine manuell abgelesenen Zähler erfasst.',
} as const;

/**
 * The spec's messages of the move-out, vacancy and field saves on this screen, word for word.
 */
export const customerTenantMessages = {
  advanceSaveFailed: 'Vorauszahlung konnte nicht gespeichert werden.',
  areaSaveFailed: 'Fläche konnte nicht gespeichert werden.',
  floorSaveFailed: 'Kennung/Etage konnte nicht gespeichert werden.',
  deliverySaveFailed: 'Zustellmethode konnte nicht gespeichert werden.',
  fieldSaveFailed: fieldEditTexts.saveFailed,
  orderSaveFailed: propertyDetailTexts.orderFailed,
  moveOutDeleteFailed: 'Auszug konnte nicht gelöscht werden.',
  successorDeleteFailed: 'Nachfolgender Nutzer/Leerstand konnte nicht gelöscht werden.',
  tenantDeleteFailed: 'Nutzer/Leerstand konnte nicht gelöscht werden.',
  moveOutResetFailed: 'Auszug konnte nicht zurückgesetzt werden.',
  vacancyCreateFailed: 'Leerstand konnte nicht angelegt werden.',
  tenantCreateFailed: 'Neuer Nutzer konnte nicht angelegt werden.',
  vacancyMoveOutFailed: 'Leerstand angelegt. Auszug konnte nicht gespeichert werden.',
  actionFailed: errorTexts.actionFailed,
  unknown: errorTexts.unknown,
  moveOutCancelled: 'Auszug abgebrochen.',
  moveOutDeleted: 'Auszug gelöscht. Vorgänger wieder aktiv.',
  successorDeleted: 'Folgenutzer gelöscht.',
  tenantCreatedMoveOut: 'Neuer Nutzer angelegt. Auszug gespeichert.',
  vacancyCreatedMoveOut: 'Leerstand angelegt. Auszug gespeichert.',
  saved: 'Gespeichert.',
} as const;
