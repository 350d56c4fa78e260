/**
 * The German texts of the letters built from the templates: the form labels of each template, the
 * refusals of the legal rules (each naming the earliest valid date or the allowed maximum), the
 * warnings that do not block, and the sentences of the letters themselves.
 */
import { formatDateDe, type IsoDate } from '../dates.ts';
import { formatMoneyDe, type Cents } from '../money.ts';
import { monthNameDe } from './consumption-information.ts';

const d = (date: IsoDate) => formatDateDe(date);
const eur = (cents: Cents) => formatMoneyDe(cents, 'plain');

/**
 * A form field refused: whole sentences that start with a capital letter and name the field's label, so
 * that validation-messages.ts answers them as they are.
 */
export const letterFieldTexts = {
  required: (label: string) => `Bitte „${label}“ angeben.`,
  invalid: (label: string) => `Das Feld „${label}“ ist ungültig.`,
  notText: (label: string) => `Das Feld „${label}“ muss ein Text sein.`,
  tooLong: (label: string, max: number) => `Das Feld „${label}“ darf höchstens ${max} Zeichen lang sein.`,
  invalidDate: (label: string) => `Das Feld „${label}“ muss ein Datum im Format JJJJ-MM-TT sein.`,
  invalidMoney: (label: string) =>
    `Das Feld „${label}“ muss ein Eurobetrag mit höchstens zwei Nachkommastellen sein, z. B. 660.00.`,
  negative: (label: string) => `Das Feld „${label}“ darf nicht negativ sein.`,
  invalidNumber: (label: string) => `Das Feld „${label}“ muss eine Zahl sein.`,
  invalidChoice: (label: string, allowed: string) => `Das Feld „${label}“ muss eines davon sein: ${allowed}.`,
  invalidBoolean: (label: string) => `Das Feld „${label}“ muss ja oder nein sein.`,
  notList: (label: string) => `Das Feld „${label}“ muss eine Liste sein.`,
  tooMany: (label: string, max: number) => `Das Feld „${label}“ darf höchstens ${max} Einträge haben.`,
  unknownTemplate: 'Diese Vorlage gibt es nicht.',
  fieldsNotObject: 'Die Angaben des Formulars fehlen oder sind kein Objekt.',
} as const;

/** The labels of every form field, by template. */
export const letterLabels = {
  receiptDate: 'Zugang beim Mieter (leer: dritter Werktag nach Erstellung)',
  note: 'Zusätzlicher Text',
  statementYear: 'Abrechnungsjahr',
  paymentReason: 'Grund der Forderung',
  dueDate: 'Zahlungsfrist',
  handoverKind: 'Art der Übergabe',
  handoverDate: 'Übergabedatum',
  rooms: 'Räume',
  room: 'Raum',
  condition: 'Zustand',
  defects: 'Mängel',
  keys: 'Schlüssel',
  keyKind: 'Schlüsselart',
  keyCount: 'Anzahl',
  readings: 'Zählerstände',
  meterId: 'Zähler',
  readingValue: 'Zählerstand',
  meterExchange: 'Zählerwechsel',
  attendees: 'Anwesende',
  terminationParty: 'Kündigung durch',
  reasons: 'Kündigungsgründe',
  reason: 'Grund',
  reasonDetails: 'Begründung',
  endDate: 'Gewünschtes Ende des Mietverhältnisses',
  tenantNoticeReceived: 'Zugang der Kündigung des Mieters',
  increaseVariant: 'Art der Mieterhöhung',
  currentRent: 'Bisherige Nettokaltmiete',
  newRent: 'Neue Nettokaltmiete',
  rentUnchangedSince: 'Miete unverändert seit',
  rentThreeYearsAgo: 'Nettokaltmiete vor drei Jahren',
  cappedMunicipality: 'Gemeinde mit abgesenkter Kappungsgrenze (15 %)',
  comparativeRentPerSqm: 'Ortsübliche Vergleichsmiete je m² (Mietspiegel)',
  mietspiegel: 'Mietspiegel',
  mietspiegelCategory: 'Einordnung im Mietspiegel',
  area: 'Wohnfläche in m²',
  oldIndex: 'Verbraucherpreisindex bei der letzten Anpassung',
  oldIndexMonth: 'Monat des bisherigen Indexwerts',
  newIndex: 'Aktueller Verbraucherpreisindex',
  newIndexMonth: 'Monat des aktuellen Indexwerts',
  breach: 'Verstoß',
  breachDate: 'Datum des Verstoßes',
  demand: 'Aufforderung',
  consequence: 'Folge bei weiterem Verstoß',
  dwellingLabel: 'Wohnung',
  returnBy: 'Rückgabe bis',
  quietHours: 'Ruhezeiten',
  cleaning: 'Reinigung',
  waste: 'Müll',
  laundry: 'Waschküche und Gemeinschaftsräume',
  sections: 'Weitere Abschnitte',
  sectionTitle: 'Überschrift',
  sectionText: 'Text',
  startDate: 'Mietbeginn',
  netRent: 'Nettokaltmiete monatlich',
  deposit: 'Mietsicherheit (Kaution)',
  advances: 'Vorauszahlungen je Kostengruppe',
  costGroup: 'Kostengruppe',
  amount: 'Betrag monatlich',
  planYear: 'Jahr der Übersicht',
  expectedChange: 'Erwartete Kostenänderung in %',
} as const;

export const letterOptionLabels = {
  paymentReason: { statement: 'Nachzahlung aus der Abrechnung', advances: 'Rückstand der Vorauszahlungen' },
  handoverKind: { move_in: 'Einzug', move_out: 'Auszug' },
  terminationParty: { landlord: 'Vermieter', tenant: 'Mieter (Bestätigung)' },
  reason: {
    own_use: 'Eigenbedarf (§ 573 Abs. 2 Nr. 2 BGB)',
    breach: 'Erhebliche Pflichtverletzung des Mieters (§ 573 Abs. 2 Nr. 1 BGB)',
    economic_use: 'Hinderung an angemessener wirtschaftlicher Verwertung (§ 573 Abs. 2 Nr. 3 BGB)',
  },
  increaseVariant: {
    comparative: 'Ortsübliche Vergleichsmiete (§ 558 BGB)',
    index: 'Indexmiete (§ 557b BGB)',
  },
  consequence: {
    ordinary: 'Ordentliche Kündigung (§ 573 Abs. 2 Nr. 1 BGB)',
    without_notice: 'Fristlose Kündigung (§ 543 BGB)',
  },
} as const;

/** Refusals of the legal rules: the letter would be void or the figure not allowed. */
export const letterRuleTexts = {
  noticeTooEarly: (earliest: IsoDate) =>
    `Das gewünschte Ende ist zu früh. Nach § 573c BGB endet das Mietverhältnis frühestens am ${d(earliest)}.`,
  endNotMonthEnd: (end: IsoDate) =>
    `Ein Mietverhältnis endet nach § 573c BGB zum Ende eines Monats; das nächste Monatsende ist der ${d(end)}.`,
  receiptBeforeCreation: 'Der Zugang beim Mieter kann nicht vor dem Datum des Schreibens liegen.',
  reasonsMissing:
    'Eine Kündigung des Vermieters braucht ein berechtigtes Interesse (§ 573 BGB). Bitte mindestens einen Kündigungsgrund angeben.',
  reasonDetailsMissing: (reason: string) =>
    `Bitte den Grund „${reason}“ im Schreiben näher begründen; nur angegebene Gründe werden berücksichtigt (§ 573 Abs. 3 BGB).`,
  tenancyStartMissing:
    'Für das Mietverhältnis ist kein Beginn gespeichert; ohne ihn lässt sich die Kündigungsfrist nicht berechnen.',
  tenantNoticeMissing: 'Bitte angeben, wann die Kündigung des Mieters zugegangen ist.',
  rentNotHigher: 'Die neue Miete muss höher sein als die bisherige.',
  waitingPeriod: (earliest: IsoDate) =>
    `Die Miete ist noch keine 15 Monate unverändert (§ 558 Abs. 1 BGB). Das Erhöhungsverlangen darf dem Mieter frühestens am ${d(earliest)} zugehen.`,
  capExceeded: (max: Cents, percent: number) =>
    `Die neue Miete übersteigt die Kappungsgrenze von ${percent} % in drei Jahren (§ 558 Abs. 3 BGB). Höchstens zulässig sind ${eur(max)}.`,
  comparativeExceeded: (max: Cents) =>
    `Die neue Miete übersteigt die ortsübliche Vergleichsmiete (§ 558 Abs. 1 BGB). Höchstens zulässig sind ${eur(max)}.`,
  threeYearsAgoMissing: (date: IsoDate) =>
    `Die Miete hat sich in den letzten drei Jahren geändert. Bitte die Nettokaltmiete am ${d(date)} angeben; sie ist die Ausgangsmiete der Kappungsgrenze (§ 558 Abs. 3 BGB).`,
  newRentMissing: 'Bitte die neue Nettokaltmiete angeben.',
  comparativeMissing: 'Bitte die ortsübliche Vergleichsmiete je m² aus dem Mietspiegel angeben.',
  areaMissing: 'Bitte die Wohnfläche angeben; sie ist bei der Wohnung nicht gespeichert.',
  indexMissing: 'Bitte den bisherigen und den aktuellen Verbraucherpreisindex angeben.',
  indexNotHigher: 'Der aktuelle Indexwert muss höher sein als der bisherige.',
  indexTooEarly: (earliest: IsoDate) =>
    `Die Miete muss mindestens ein Jahr unverändert bleiben (§ 557b Abs. 2 BGB). Die Erklärung darf dem Mieter frühestens am ${d(earliest)} zugehen.`,
  depositTooHigh: (max: Cents) =>
    `Die Mietsicherheit darf höchstens drei Nettokaltmieten betragen (§ 551 Abs. 1 BGB), also ${eur(max)}.`,
  noFinalizedStatement:
    'Für die Anpassung der Vorauszahlungen fehlt eine abgeschlossene Abrechnung (§ 560 Abs. 4 BGB). Bitte schließen Sie zuerst die Abrechnung ab.',
  tenantNotInStatement:
    'Diese Mieterin oder dieser Mieter kommt in der abgeschlossenen Abrechnung nicht vor.',
  tenancyEnded:
    'Das Mietverhältnis endet mit dem Abrechnungszeitraum; eine Anpassung der Vorauszahlungen entfällt.',
  noAmountOwed: 'Es ist kein offener Betrag vorhanden; eine Zahlungsaufforderung entfällt.',
  dueDateTooEarly: (earliest: IsoDate) =>
    `Die Zahlungsfrist muss mindestens 14 Tage nach Zugang liegen; frühestens möglich ist der ${d(earliest)}.`,
  readingUnknownMeter: (meterId: number) => `Der Zähler ${meterId} gehört nicht zu dieser Wohnung.`,
  readingBelowLast: (meter: string, last: string) =>
    `Der Stand von Zähler ${meter} ist kleiner als der letzte gespeicherte (${last}). Bei einem Zählerwechsel bitte „Zählerwechsel“ ankreuzen.`,
  readingTwice: (meter: string) => `Für Zähler ${meter} ist mehr als ein Stand angegeben.`,
} as const;

/** Warnings that do not block the letter. */
export const letterProblemTexts = {
  dueDateMoved: (from: IsoDate, to: IsoDate) =>
    `Der ${d(from)} ist kein Geschäftstag; die Zahlungsfrist wurde auf den ${d(to)} verschoben (§ 193 BGB).`,
  missingReading: (meter: string) => `Für Zähler ${meter} ist kein Stand eingetragen.`,
  noRooms: 'Es ist kein Raum eingetragen.',
  noKeys: 'Es sind keine Schlüssel eingetragen.',
  noIban: 'Für die Immobilie ist keine Bankverbindung gespeichert; das Schreiben nennt kein Konto.',
  noTenantAddress: 'Für den Mieter ist keine Anschrift gespeichert.',
  noLandlordAddress: 'Für den Vermieter ist keine Anschrift gespeichert.',
  adjustmentUnchanged: 'Die neue Vorauszahlung entspricht der bisherigen.',
  noPreviousAdvance: 'Für das Mietverhältnis ist keine bisherige Vorauszahlung gespeichert.',
  depositInstalments:
    'Der Mieter darf die Kaution in drei gleichen monatlichen Teilzahlungen leisten (§ 551 Abs. 2 BGB).',
  noAdvances: 'Es sind keine Vorauszahlungen eingetragen; dann trägt der Vermieter die Betriebskosten.',
  noStatementForPlan:
    'Es gibt noch keine abgeschlossene Abrechnung; die Übersicht nennt nur die Vorauszahlungen.',
  withoutArea: 'Für die Wohnung ist keine Fläche gespeichert.',
  tenantMovedOut: 'Das Mietverhältnis ist bereits beendet.',
  tenantEndCorrected: (requested: IsoDate, end: IsoDate) =>
    `Der Mieter hat zum ${d(requested)} gekündigt; nach § 573c BGB endet das Mietverhältnis erst am ${d(end)}. Die Bestätigung nennt dieses Datum.`,
  ownUseHint:
    'Bei Eigenbedarf die Person, für die die Wohnung benötigt wird, und ihr Interesse konkret benennen.',
} as const;

/** Sentences common to every letter. */
export const letterCommonTexts = {
  legalNote:
    'Diese Vorlage ersetzt keine Rechtsberatung. Bitte prüfen Sie das Schreiben vor dem Versand auf Ihren Einzelfall.',
  placeDate: (place: string, date: IsoDate) => (place ? `${place}, ${d(date)}` : d(date)),
  closing: 'Mit freundlichen Grüßen',
  landlordSignature: 'Unterschrift Vermieter',
  tenantSignature: 'Unterschrift Mieter',
  applicantSignature: 'Unterschrift Mietinteressent',
  placeDateSignature: 'Ort, Datum',
  tenancyLine: (dwelling: string, address: string) => [dwelling, address].filter(Boolean).join(', '),
  subjectWith: (title: string, tenancy: string) => (tenancy ? `${title} – ${tenancy}` : title),
  month: (firstOfMonth: IsoDate) => monthNameDe(firstOfMonth.slice(0, 7)),
  yes: 'ja',
  no: 'nein',
} as const;

export const advanceLetterTexts = {
  subject: 'Anpassung der Betriebskostenvorauszahlungen',
  intro: (year: string, from: IsoDate, to: IsoDate) =>
    `mit der Betriebskostenabrechnung für den Zeitraum ${d(from)} bis ${d(to)} (Abrechnungsjahr ${year}) haben Sie die Kosten des Jahres erhalten. Auf ihrer Grundlage passe ich die monatlichen Vorauszahlungen nach § 560 Abs. 4 BGB auf eine angemessene Höhe an.`,
  costsHeading: 'Ihre Kosten laut Abrechnung',
  groupColumn: 'Kostengruppe',
  costColumn: 'Betrag',
  groups: { operating: 'Betriebskosten', heating: 'Heizkosten', hot_water: 'Warmwasserkosten' },
  otherCosts: 'CO2-Erstattung und Kürzungen',
  totalCosts: 'Summe Ihrer Kosten',
  advanceHeading: 'Monatliche Vorauszahlung',
  positionColumn: 'Position',
  previous: 'Bisherige Vorauszahlung',
  next: (from: IsoDate) => `Neue Vorauszahlung ab ${d(from)}`,
  change: 'Änderung',
  effective: (from: IsoDate) =>
    `Bitte zahlen Sie die neue Vorauszahlung erstmals mit der Miete für ${letterCommonTexts.month(from)}, fällig zu Beginn des Monats (§ 556b Abs. 1 BGB).`,
  basisPartYear: (from: IsoDate, to: IsoDate) =>
    `Die Abrechnung umfasst Ihre Nutzung vom ${d(from)} bis ${d(to)}; die neue Vorauszahlung rechnet Ihre Kosten auf zwölf Monate hoch.`,
} as const;

export const paymentRequestTexts = {
  subject: 'Zahlungsaufforderung',
  introStatement: (year: string, from: IsoDate, to: IsoDate) =>
    `aus der Betriebskostenabrechnung für den Zeitraum ${d(from)} bis ${d(to)} (Abrechnungsjahr ${year}) ergibt sich eine Nachzahlung zu Ihren Lasten, die bisher nicht bei mir eingegangen ist.`,
  introAdvances:
    'die folgenden monatlichen Betriebskostenvorauszahlungen sind bisher nicht oder nicht vollständig bei mir eingegangen.',
  column: { position: 'Position', due: 'Fällig', paid: 'Gezahlt', open: 'Offen' },
  statementRow: (year: string) => `Nachzahlung Abrechnung ${year}`,
  monthRow: (month: string) => `Vorauszahlung ${monthNameDe(month)}`,
  total: 'Offener Betrag',
  request: (cents: Cents, due: IsoDate) =>
    `Bitte überweisen Sie den offenen Betrag von ${eur(cents)} bis spätestens ${d(due)}.`,
  account: (holder: string, iban: string, bic: string) =>
    `Bankverbindung: ${[holder, iban && `IBAN ${iban}`, bic && `BIC ${bic}`].filter(Boolean).join(', ')}`,
  reference: (reference: string) => `Verwendungszweck: ${reference}`,
  advancesReference: (months: readonly string[], lastName: string) =>
    `Vorauszahlungen ${months.length > 1 ? `${months[0]} bis ${months[months.length - 1]}` : (months[0] ?? '')} ${lastName}`,
  consequences:
    'Sollte die Zahlung bis zu diesem Datum nicht eingehen, behalte ich mir vor, Verzugszinsen (§ 288 BGB) und weitere Schritte geltend zu machen. Hat sich Ihre Zahlung mit diesem Schreiben überschnitten, betrachten Sie es bitte als gegenstandslos.',
} as const;

export const handoverTexts = {
  subject: (kind: 'move_in' | 'move_out') =>
    kind === 'move_in' ? 'Übergabeprotokoll – Einzug' : 'Übergabeprotokoll – Auszug',
  intro: (kind: 'move_in' | 'move_out', date: IsoDate) =>
    `Die Wohnung wurde am ${d(date)} ${kind === 'move_in' ? 'an den Mieter übergeben' : 'vom Mieter zurückgegeben'}. Beide Seiten haben den folgenden Zustand festgestellt.`,
  attendees: (who: string) => `Anwesend: ${who}`,
  roomsHeading: 'Räume',
  roomColumns: ['Raum', 'Zustand', 'Mängel'],
  noDefects: 'keine',
  keysHeading: 'Schlüssel',
  keyColumns: ['Schlüsselart', 'Anzahl'],
  metersHeading: 'Zählerstände',
  parties: (landlord: string, tenant: string, dwelling: string) =>
    `Vermieter: ${landlord}. Mieter: ${tenant}. Wohnung: ${dwelling}.`,
  meterColumns: ['Zähler', 'Zählernummer', 'Stand', 'Einheit'],
  exchanged: ' (Zählerwechsel)',
  notRead: 'nicht abgelesen',
  readingsNote: (date: IsoDate) =>
    `Die Zählerstände werden als Ablesung zum ${d(date)} gespeichert und dienen bei einem Mieterwechsel als Zwischenablesung (§ 9b HeizkostenV).`,
} as const;

export const terminationTexts = {
  subjectLandlord: 'Kündigung des Mietverhältnisses',
  subjectTenant: 'Bestätigung Ihrer Kündigung',
  landlordIntro: (end: IsoDate) =>
    `hiermit kündige ich das mit Ihnen bestehende Mietverhältnis ordentlich und fristgemäß zum ${d(end)}.`,
  period: (months: number, receipt: IsoDate) =>
    `Die Kündigungsfrist beträgt nach § 573c Abs. 1 BGB ${months} Monate. Maßgeblich ist der Zugang dieses Schreibens, der am ${d(receipt)} erwartet wird.`,
  reasonsHeading: 'Gründe der Kündigung (§ 573 Abs. 3 BGB)',
  objection: (deadline: IsoDate) =>
    `Sie können der Kündigung nach §§ 574 bis 574b BGB widersprechen und die Fortsetzung des Mietverhältnisses verlangen, wenn die Beendigung für Sie, Ihre Familie oder einen anderen Angehörigen Ihres Haushalts eine Härte bedeuten würde, die auch unter Würdigung meiner berechtigten Interessen nicht zu rechtfertigen ist. Der Widerspruch ist schriftlich zu erklären und muss mir spätestens am ${d(deadline)} zugehen (§ 574b Abs. 2 BGB).`,
  handover: 'Bitte vereinbaren Sie rechtzeitig einen Termin für die Übergabe der Wohnung.',
  tenantIntro: (received: IsoDate, end: IsoDate) =>
    `Ihre Kündigung ist mir am ${d(received)} zugegangen. Ich bestätige, dass das Mietverhältnis nach § 573c Abs. 1 BGB mit Ablauf des ${d(end)} endet.`,
  tenantRequestedLater: (requested: IsoDate) =>
    `Sie haben als Ende den ${d(requested)} genannt; zu diesem Tag endet das Mietverhältnis.`,
} as const;

export const rentIncreaseTexts = {
  subjectComparative: 'Mieterhöhungsverlangen nach § 558 BGB',
  subjectIndex: 'Anpassung der Indexmiete nach § 557b BGB',
  comparativeIntro:
    'hiermit bitte ich Sie, einer Erhöhung der Nettokaltmiete auf die ortsübliche Vergleichsmiete nach § 558 BGB zuzustimmen.',
  columns: ['Position', 'Betrag'],
  current: 'Bisherige Nettokaltmiete',
  next: 'Neue Nettokaltmiete',
  increase: 'Erhöhung',
  comparative: (perSqm: Cents, area: string) =>
    `Ortsübliche Vergleichsmiete (${eur(perSqm)} je m² × ${area} m²)`,
  reasons: (mietspiegel: string, category: string) =>
    `Zur Begründung beziehe ich mich auf ${mietspiegel || 'den örtlichen Mietspiegel'}${category ? `; Ihre Wohnung ist dort eingeordnet als: ${category}` : ''}.`,
  cap: (percent: number, base: Cents, max: Cents) =>
    `Die Kappungsgrenze von ${percent} % in drei Jahren (§ 558 Abs. 3 BGB) ist eingehalten: Ausgangsmiete ${eur(base)}, höchstens ${eur(max)}.`,
  consent: (deadline: IsoDate, from: IsoDate) =>
    `Bitte erteilen Sie Ihre Zustimmung bis zum ${d(deadline)} (§ 558b Abs. 2 BGB). Die neue Miete schulden Sie ab dem ${d(from)} (§ 558b Abs. 1 BGB).`,
  consentLine: 'Ich stimme der Erhöhung der Nettokaltmiete zu.',
  indexIntro:
    'nach der im Mietvertrag vereinbarten Indexmiete passe ich die Nettokaltmiete an die Entwicklung des vom Statistischen Bundesamt ermittelten Verbraucherpreisindexes für Deutschland an (§ 557b BGB).',
  indexRow: (label: string, month: string) => (month ? `${label} (${month})` : label),
  oldIndex: 'Bisheriger Indexwert',
  newIndex: 'Aktueller Indexwert',
  indexChange: 'Änderung des Indexes',
  indexFormula: (old: Cents, next: Cents, oldIndex: string, newIndex: string) =>
    `Berechnung: ${eur(old)} × ${newIndex} ÷ ${oldIndex} = ${eur(next)}.`,
  indexFrom: (from: IsoDate) => `Die geänderte Miete ist ab dem ${d(from)} zu zahlen (§ 557b Abs. 3 BGB).`,
} as const;

export const warningTexts = {
  subject: 'Abmahnung',
  intro: (date: IsoDate) =>
    `am ${d(date)} kam es zu folgendem Verstoß gegen Ihre Pflichten aus dem Mietvertrag:`,
  demandHeading: 'Ich fordere Sie auf,',
  consequence: (label: string) =>
    `Sollten Sie dieses Verhalten fortsetzen oder wiederholen, behalte ich mir vor, das Mietverhältnis zu kündigen: ${label}.`,
} as const;

export const disclosureTexts = {
  subject: 'Mieterselbstauskunft',
  intro: (dwelling: string) =>
    `Für die Vermietung der Wohnung ${dwelling} bitte ich um die folgenden freiwilligen Angaben.`,
  returnBy: (date: IsoDate) => `Bitte geben Sie das ausgefüllte Formular bis zum ${d(date)} zurück.`,
  personHeading: 'Angaben zu den einziehenden Personen',
  fields: [
    'Name, Vorname',
    'Geburtsdatum',
    'Derzeitige Anschrift',
    'Telefon / E-Mail',
    'Ausgeübter Beruf',
    'Arbeitgeber',
    'Monatliches Nettoeinkommen',
    'Anzahl der einziehenden Personen',
    'Haustiere (außer Kleintieren)',
    'Derzeitiger Vermieter (Name, Anschrift)',
  ],
  privacyHeading: 'Hinweise zum Datenschutz',
  privacy: [
    'Die Angaben werden nur für die Auswahl eines Mieters für diese Wohnung verarbeitet (Art. 6 Abs. 1 lit. b DSGVO) und nicht ausgewählter Bewerber nach Abschluss der Vermietung gelöscht.',
    'Nicht gefragt werden darf nach Schwangerschaft oder Kinderwunsch, Religion, Partei- oder Gewerkschaftszugehörigkeit, ethnischer Herkunft, Gesundheit, sexueller Orientierung, Vorstrafen und Ermittlungsverfahren sowie nach Mitgliedschaft in einem Mieterverein.',
    'Kontoauszüge, eine Kopie des Personalausweises und eine Bonitätsauskunft dürfen erst verlangt werden, wenn der Abschluss des Mietvertrags beabsichtigt ist.',
  ],
  truth: 'Ich versichere, dass die Angaben vollständig und wahr sind.',
} as const;

export const houseRulesTexts = {
  subject: 'Hausordnung',
  intro: (property: string) =>
    `Diese Hausordnung gilt für alle Bewohner des Hauses ${property}. Sie soll ein rücksichtsvolles Zusammenleben ermöglichen.`,
  quietHeading: 'Ruhezeiten',
  quiet: (hours: string) =>
    `Bitte vermeiden Sie in den Ruhezeiten (${hours}) sowie an Sonn- und Feiertagen ganztags Lärm, der die Nachbarn stört. Musik und Fernsehen sind stets auf Zimmerlautstärke zu halten.`,
  defaultQuietHours: '22:00 bis 6:00 Uhr und 13:00 bis 15:00 Uhr',
  cleaningHeading: 'Reinigung',
  defaultCleaning:
    'Treppenhaus, Flure und Kellergänge werden von den Bewohnern im Wechsel wöchentlich gereinigt, soweit die Reinigung nicht an einen Dienstleister vergeben ist.',
  wasteHeading: 'Müll',
  defaultWaste:
    'Abfälle gehören getrennt in die dafür bestimmten Tonnen. Sperrmüll darf nicht in Keller, Hof oder Treppenhaus abgestellt werden.',
  laundryHeading: 'Waschküche und Gemeinschaftsräume',
  defaultLaundry:
    'Gemeinschaftsräume sind nach der Nutzung sauber zu hinterlassen. Fahrräder und Kinderwagen gehören in die dafür vorgesehenen Räume, nicht in Flure und Fluchtwege.',
  safetyHeading: 'Sicherheit',
  safety:
    'Haus- und Hoftüren sind nachts geschlossen zu halten, Fluchtwege freizuhalten. Grillen mit offenem Feuer auf Balkonen ist nicht gestattet.',
  contact: (name: string) => `Ansprechpartner bei Fragen und Schäden: ${name}.`,
} as const;

export const rentalAgreementTexts = {
  subject: 'Mietvertrag über Wohnraum',
  partiesHeading: '§ 1 Vertragsparteien',
  landlord: (name: string, address: string) => `Vermieter: ${[name, address].filter(Boolean).join(', ')}`,
  tenant: (name: string, address: string) => `Mieter: ${[name, address].filter(Boolean).join(', ')}`,
  objectHeading: '§ 2 Mietsache',
  object: (dwelling: string, address: string, area: string | null) =>
    `Vermietet wird die Wohnung ${dwelling} im Haus ${address}${area ? ` mit einer Wohnfläche von ${area} m²` : ''}.`,
  termHeading: '§ 3 Mietzeit',
  term: (start: IsoDate) =>
    `Das Mietverhältnis beginnt am ${d(start)} und läuft auf unbestimmte Zeit. Es kann nach den gesetzlichen Vorschriften gekündigt werden (§§ 573, 573c BGB).`,
  rentHeading: '§ 4 Miete und Vorauszahlungen',
  rentColumns: ['Position', 'Betrag monatlich'],
  netRent: 'Nettokaltmiete',
  advance: (group: string) => `Vorauszahlung ${group}`,
  total: 'Gesamtmiete',
  due: 'Die Miete ist monatlich im Voraus, spätestens bis zum dritten Werktag des Monats zu zahlen (§ 556b Abs. 1 BGB).',
  costsHeading: '§ 5 Betriebskosten',
  costs:
    'Der Mieter trägt die Betriebskosten im Sinne des § 2 der Betriebskostenverordnung (BetrKV), über die jährlich abgerechnet wird (§ 556 Abs. 3 BGB). Umgelegt werden:',
  depositHeading: '§ 6 Mietsicherheit',
  deposit: (cents: Cents) =>
    `Der Mieter leistet eine Mietsicherheit von ${eur(cents)}. Er darf sie in drei gleichen monatlichen Teilzahlungen erbringen; die erste ist zu Beginn des Mietverhältnisses fällig, die weiteren mit den unmittelbar folgenden Mieten (§ 551 Abs. 2 BGB).`,
  instalmentColumns: ['Teilzahlung', 'Fällig', 'Betrag'],
  instalment: (n: number) => `${n}. Rate`,
  signaturesHeading: 'Unterschriften',
} as const;

/** The 17 kinds of operating costs of § 2 BetrKV, in the law's order and wording (abridged). */
export const BETRKV_TYPES: readonly string[] = [
  'Nr. 1 laufende öffentliche Lasten des Grundstücks (Grundsteuer)',
  'Nr. 2 Wasserversorgung',
  'Nr. 3 Entwässerung',
  'Nr. 4 Betrieb der zentralen Heizungsanlage',
  'Nr. 5 Betrieb der zentralen Warmwasserversorgungsanlage',
  'Nr. 6 verbundene Heizungs- und Warmwasserversorgungsanlagen',
  'Nr. 7 Betrieb des Personen- oder Lastenaufzugs',
  'Nr. 8 Straßenreinigung und Müllbeseitigung',
  'Nr. 9 Gebäudereinigung und Ungezieferbekämpfung',
  'Nr. 10 Gartenpflege',
  'Nr. 11 Beleuchtung',
  'Nr. 12 Schornsteinreinigung',
  'Nr. 13 Sach- und Haftpflichtversicherung',
  'Nr. 14 Hauswart',
  'Nr. 15 Gemeinschafts-Antennenanlage oder Breitbandnetz',
  'Nr. 16 Einrichtungen für die Wäschepflege',
  'Nr. 17 sonstige Betriebskosten',
];

export const annualPlanTexts = {
  subject: (year: number) => `Jahresübersicht ${year}: erwartete Kosten und Vorauszahlungen`,
  intro: (year: number, basisYear: string) =>
    `Die Übersicht schätzt die Betriebs- und Heizkosten des Jahres ${year} aus der abgeschlossenen Abrechnung ${basisYear} und stellt sie den Vorauszahlungen je Mieter gegenüber.`,
  introWithout: (year: number) =>
    `Die Übersicht nennt die vereinbarten Vorauszahlungen je Mieter für das Jahr ${year}.`,
  change: (percent: string) => `Angenommene Kostenänderung gegenüber der Abrechnung: ${percent} %.`,
  columns: ['Mieter', 'Kosten laut Abrechnung', 'Erwartete Kosten', 'Vorauszahlungen im Jahr', 'Differenz'],
  total: 'Summe',
  deadline: (year: number, deadline: IsoDate) =>
    `Die Abrechnung für ${year} muss den Mietern bis zum ${d(deadline)} zugehen (§ 556 Abs. 3 BGB).`,
} as const;

/** The server's answers about stored letters. */
export const letterServerTexts = {
  templateInvalid: 'Bitte eine der zehn Vorlagen wählen.',
  tenantIdInvalid: 'Bitte einen Mieter der Immobilie wählen.',
  fieldsInvalid: 'Die Angaben des Schreibens müssen ein Objekt sein.',
  tenantNotFound: 'Dieser Mieter gehört nicht zu dieser Immobilie.',
  vacancy: 'An einen Leerstand kann kein Schreiben gerichtet werden. Bitte einen Mieter wählen.',
  notFound: 'Schreiben nicht gefunden',
  /** The PDF's file name: "Kündigung – Sophie Schäfer – 2026-11-28.pdf" without characters file systems refuse. */
  fileName: (title: string, recipient: string, date: string) =>
    `${[title, recipient, date].filter(Boolean).join(' - ')}.pdf`.replace(/[\\/:*?"<>|\r\n]+/g, ' '),
  tableCaption: 'Tabelle',
} as const;
