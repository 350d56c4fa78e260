import { inputTexts } from './input.ts';
/**
 * How a refused request field is named to people. Every field name the API takes (body, query
 * and path) has its German label here, so an answer never shows a technical key or zod's own
 * wording; `validation-messages.ts` puts label and phrase together.
 */
export const fieldLabels: Readonly<Record<string, string>> = {
  // Sign-in, logins, accounts
  username: 'Benutzername',
  password: 'Passwort',
  newPassword: 'Neues Passwort',
  adminOverride: 'Passwortregel übergehen',
  token: 'Link',
  email: 'E-Mail',
  role: 'Rolle',
  user_id: 'Login',
  // Lists
  limit: 'Anzahl pro Seite',
  offset: 'Startposition',
  q: 'Suche',
  sort: 'Sortierung',
  status: 'Status',
  all: 'Alle anzeigen',
  hard: 'Endgültig löschen',
  id: 'ID',
  // Customers and addresses
  company_name: 'Firmenname',
  contact_person: 'Ansprechpartner',
  first_name: 'Vorname',
  last_name: 'Nachname',
  phone_number: 'Telefon',
  phone: 'Telefon',
  address: 'Adresse',
  address_lines: 'Adresszeilen',
  street: 'Straße',
  house_number: 'Hausnummer',
  street_house_no: 'Straße und Hausnummer',
  zip: 'PLZ',
  zipcode: 'PLZ',
  city: 'Ort',
  country: 'Land',
  customer_id: 'Kunde',
  // Properties and tenants
  property_id: 'Liegenschaft',
  property: 'Liegenschaft',
  heating_system: 'Heizsystem',
  ended_at: 'Enddatum',
  salutation: 'Anrede',
  company: 'Firma',
  floor: 'Kennung / Etage',
  location: 'Lage',
  delivery_method: 'Zustellmethode',
  area_m2: 'Fläche (m²)',
  volume_m3: 'Volumen (m³)',
  usage_units: 'Nutzeinheiten',
  move_in: 'Einzug',
  move_out: 'Auszug',
  annual_advance: 'Vorauszahlung (Jahr)',
  annual_advance_cents: 'Vorauszahlung (Jahr, Cent)',
  order: 'Reihenfolge',
  tenant_id: 'Mieter',
  tenant: 'Mieter',
  landlord: 'Vermieter',
  // Cost categories
  name: 'Name',
  allocation: 'Umlageschlüssel',
  category_group: 'Kostengruppe',
  // Meters and readings
  meter_type: 'Zählertyp',
  meter_number: 'Zählernummer',
  unit: 'Einheit',
  assignment_label: 'Zuordnung',
  source_type: 'Datenquelle',
  gateway_id: 'Gateway',
  gateway_channel: 'Gateway-Kanal',
  auto_sync: 'Automatischer Abruf',
  reading_value: 'Zählerstand',
  reading_date: 'Ablesedatum',
  is_estimated: 'Geschätzt',
  year: 'Jahr',
  // Contact and support
  message: 'Nachricht',
  from: 'E-Mail',
  topic: 'Thema',
  channel: 'Kontaktweg',
  source: 'Quelle',
  consent: 'Zustimmung zur Kontaktaufnahme',
  // Billing calculation and statement
  period: 'Abrechnungszeitraum',
  to: 'Bis',
  time_split: 'Zeitanteilige Aufteilung',
  units: 'Nutzeinheiten',
  occupancies: 'Nutzungen',
  occupancy: 'Nutzung',
  persons: 'Personen',
  vacancy: 'Leerstand',
  advance_payments_cents: 'Vorauszahlungen (Cent)',
  costs: 'Kosten',
  amount_cents: 'Betrag (Cent)',
  key: 'Verteilerschlüssel',
  meter_kind: 'Zählerart',
  direct: 'Direkte Zuordnung',
  allocable_percent: 'Umlagefähiger Anteil (%)',
  non_allocable_cents: 'Nicht umlagefähiger Betrag (Cent)',
  labour_cents: 'Arbeitskosten (Cent)',
  section35a: 'Haushaltsnahe Leistungen (§ 35a EStG)',
  consumption: 'Verbrauch',
  kind: 'Art',
  value: 'Wert',
  estimated: 'Geschätzt',
  heating: 'Heizung',
  total_cents: 'Gesamtbetrag (Cent)',
  heating_only_cents: 'Nur Heizung (Cent)',
  hot_water_only_cents: 'Nur Warmwasser (Cent)',
  consumption_share_percent: 'Verbrauchsanteil (%)',
  hot_water_consumption_share_percent: 'Verbrauchsanteil Warmwasser (%)',
  hot_water: 'Warmwasser',
  method: 'Verfahren',
  heat_kwh: 'Wärmemenge (kWh)',
  temperature_c: 'Temperatur (°C)',
  fuel_kwh_total: 'Brennstoff gesamt (kWh)',
  gross_calorific: 'Brennwert',
  district_heat: 'Fernwärme',
  fixed_split: 'Feste Aufteilung',
  co2: 'CO2-Kosten',
  emissions_kg: 'CO2-Emissionen (kg)',
  fuel_kwh: 'Brennstoff (kWh)',
  factor_kg_per_kwh: 'Emissionsfaktor (kg/kWh)',
  cost_cents: 'Kosten (Cent)',
  iban: 'IBAN',
  bank: 'Bank',
  statement_date: 'Abrechnungsdatum',
  payment_days: 'Zahlungsziel (Tage)',
  // What the statement PDF shows beyond the calculation
  details: 'Angaben zum Dokument',
  previous_monthly_advance_cents: 'Bisherige monatliche Vorauszahlung (Cent)',
  heating_costs: 'Heizkostenrechnungen',
  items: 'Positionen',
  is_fuel: 'Brennstoffkosten',
  meters: 'Zähler',
  start: 'Anfangsstand',
  end: 'Endstand',
  date: 'Datum',
  exchange: 'Zählerwechsel',
  comparison: 'Verbrauchsvergleich',
  current: 'Verbrauch in diesem Zeitraum',
  previous_year: 'Verbrauch im Vorjahr',
  property_average: 'Durchschnitt der Liegenschaft',
  // Tenancies of the landlord's tenant screen
  predecessor_id: 'Vorgänger',
  monthly_advance: 'Monatliche Vorauszahlung',
  default_area_m2: 'Fläche (m²)',
  // Billing drafts (cost data)
  payload: 'Entwurf',
  version: 'Version des Entwurfs',
  amount: 'Betrag (€)',
  note: 'Notiz',
  group: 'Gruppe',
  category_id: 'Kostenart',
  tenants: 'Mieter',
  metrics: 'Kennzahlen',
  kwh: 'Verbrauch (kWh)',
  co2_emissions_kg: 'CO2-Emissionen (kg)',
  co2_amount_eur: 'CO2-Kosten (€)',
  co2_amount_cents: 'CO2-Kosten (Cent)',
  meta: 'Angaben zum Entwurf',
  savedAt: 'Gespeichert am',
  mode: 'Ansicht',
  removedCostIds: 'Entfernte Kostenpositionen',
  // Billing rules of the calculation
  vacancy_persons: 'Personen bei Leerstand',
  mea: 'Miteigentumsanteil',
  service_result: 'Ergebnis des Messdienstes',
  building_type: 'Gebäudeart',
  restriction: 'Öffentlich-rechtliche Beschränkung',
  information_given: 'CO2-Information erteilt',
  building: 'Gebäude',
  insulation_standard_1994_met: 'Wärmeschutz nach WärmeschutzV 1994 erfüllt',
  fuel: 'Energieträger',
  exposed_pipes_mostly_insulated: 'Freiliegende Leitungen überwiegend gedämmt',
  duties: 'Pflichten nach HeizkostenV',
  remote_readable: 'Fernablesbar',
  monthly_information_given: 'Monatliche Verbrauchsinformation erteilt',
  groups: 'Nutzergruppen',
  apply_tenant_reductions: 'Kürzungsrecht des Mieters anwenden',
};

/**
 * What is wrong with a field when the schema gave no sentence of its own. Phrases without the
 * field; `fieldMessage` names it in front.
 */
export const fieldPhrases = {
  required: 'fehlt',
  mustBeText: inputTexts.notText,
  mustBeNumber: inputTexts.notNumber,
  mustBeWholeNumber: 'muss eine ganze Zahl sein',
  mustBeYesNo: 'muss Ja oder Nein sein',
  mustBeList: 'muss eine Liste sein',
  mustBeGroup: 'muss zusammengehörige Angaben enthalten',
  mustBeDate: 'muss ein Datum sein',
  mustBeEmpty: 'muss leer sein',
  notAllowedValue: 'enthält keinen zulässigen Wert',
  oneOf: (values: string) => `muss einer dieser Werte sein: ${values}`,
  invalidFormat: 'hat kein gültiges Format',
  invalid: 'ist ungültig',
  notEmpty: 'darf nicht leer sein',
  minLength: (min: string) => `muss mindestens ${min} Zeichen lang sein`,
  maxLength: (max: string) => `darf höchstens ${max} Zeichen lang sein`,
  minItems: (min: string) => `muss mindestens ${min} Einträge enthalten`,
  maxItems: (max: string) => `darf höchstens ${max} Einträge enthalten`,
  atLeast: (min: string) => `muss mindestens ${min} betragen`,
  above: (min: string) => `muss größer als ${min} sein`,
  atMost: (max: string) => `darf höchstens ${max} betragen`,
  below: (max: string) => `muss kleiner als ${max} sein`,
  multipleOf: (step: string) => `muss ein Vielfaches von ${step} sein`,
  unknownFields: 'enthält unbekannte Angaben',
} as const;

/** Which entry of a list the field belongs to, counted from 1 as people count. */
export const entryOf = (list: string | null, index: number) =>
  list ? `${list}, Eintrag ${index + 1}` : `Eintrag ${index + 1}`;

/** "Das Feld „Fläche (m²)“ (Nutzeinheiten, Eintrag 2) muss eine Zahl sein." */
export function fieldMessage(label: string, phrase: string, entry?: string): string {
  const where = entry ? ` (${entry})` : '';
  return `Das Feld „${label}“${where} ${phrase.replace(/\.$/, '')}.`;
}

/** A problem with the request as a whole (e.g. a body that is no JSON object). */
export function requestMessage(phrase: string): string {
  return `Die Anfrage ${phrase.replace(/\.$/, '')}.`;
}

/** A phrase about a field the catalogue does not know: the sentence still says what is wrong. */
export function unnamedFieldMessage(phrase: string): string {
  return `Eine Angabe ${phrase.replace(/\.$/, '')}.`;
}
