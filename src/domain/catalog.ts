/** Fixed value lists of the specification, shared by the database checks, API schemas and forms. */

export const PROPERTY_STATUSES = ['active', 'ended', 'archived'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const SALUTATIONS = ['Herr', 'Frau', 'Divers', 'Familie'] as const;
export const CONTACT_SALUTATIONS = ['Herr', 'Frau', 'Divers', 'Firma'] as const;
export const DELIVERY_METHODS = ['email', 'post'] as const;

export const METER_TYPES = [
  'Stromzähler',
  'Wasserzähler',
  'Gaszähler',
  'Wärmemengenzähler',
  'Heizkostenverteiler',
  'Zwischenzähler',
  'Einspeisezähler',
] as const;
export type MeterType = (typeof METER_TYPES)[number];

export const METER_UNITS = ['kWh', 'm³', 'MWh', 'Liter', 'Einheiten', 'kg', 't'] as const;
export type MeterUnit = (typeof METER_UNITS)[number];

export const ASSIGNMENT_LABELS = ['Allgemeinstrom', 'Allgemeinheizung', 'Eigentümer', 'Gewerbe'] as const;
export const METER_SOURCES = ['manual', 'gateway'] as const;

export const DEFAULT_UNIT_BY_TYPE: Record<MeterType, MeterUnit> = {
  Stromzähler: 'kWh',
  Einspeisezähler: 'kWh',
  Wasserzähler: 'm³',
  Gaszähler: 'm³',
  Wärmemengenzähler: 'kWh',
  Heizkostenverteiler: 'Einheiten',
  Zwischenzähler: 'kWh',
};

/** Which meter types an assignment label allows; tenants and other labels allow all. */
export const TYPES_BY_ASSIGNMENT: Partial<Record<(typeof ASSIGNMENT_LABELS)[number], readonly MeterType[]>> =
  {
    Allgemeinstrom: ['Stromzähler', 'Zwischenzähler', 'Einspeisezähler'],
    Allgemeinheizung: ['Gaszähler', 'Wärmemengenzähler', 'Heizkostenverteiler', 'Zwischenzähler'],
  };

export const HEATING_SYSTEMS = [
  'Gasheizung',
  'Ölheizung',
  'Holzheizung',
  'Pelletheizung',
  'Wärmepumpe',
  'Solarthermie',
  'Fernwärme',
  'Blockheizkraftwerk',
  'Brennstoffzellen-Heizung',
  'Elektroheizung',
] as const;
export type HeatingSystem = (typeof HEATING_SYSTEMS)[number];

/**
 * The keys a cost is allocated by: area, volume, persons, consumption and, for costs a
 * condominium's owners bear by their co-ownership shares (§16 Abs. 2 WEG), 'MEA'.
 */
export const ALLOCATIONS = ['m²', 'm³', 'Nutzer', 'Verbrauch', 'MEA'] as const;
export type Allocation = (typeof ALLOCATIONS)[number];

/**
 * The keys a line of the year's cost data may name: the categories' keys, persons by their name
 * "Personen" ("Nutzer" stays readable on older drafts and categories as the same key) and
 * "Wohneinheiten", every dwelling counting one (§556a Abs. 1 BGB leaves the key to the parties).
 */
export const DRAFT_ALLOCATIONS = [...ALLOCATIONS, 'Personen', 'Wohneinheiten'] as const;
export type DraftAllocation = (typeof DRAFT_ALLOCATIONS)[number];
/** The choices a cost line offers, in the order people read them; "Nutzer" is shown as "Personen". */
export const DRAFT_ALLOCATION_CHOICES = [
  'm²',
  'm³',
  'Personen',
  'Wohneinheiten',
  'Verbrauch',
  'MEA',
] as const satisfies readonly DraftAllocation[];

/** A stored key as a cost line's choice: the old persons name "Nutzer" becomes "Personen". */
export const draftAllocationOf = (value: string): DraftAllocation | null =>
  value === 'Nutzer'
    ? 'Personen'
    : (DRAFT_ALLOCATIONS as readonly string[]).includes(value)
      ? (value as DraftAllocation)
      : null;
export const CATEGORY_GROUPS = ['heating', 'general'] as const;

/** The usual operating costs (BetrKV §2), created when a property has none yet. */
export const DEFAULT_COST_CATEGORIES: ReadonlyArray<{ name: string; allocation: Allocation }> = [
  { name: 'Abwasser Kalt', allocation: 'm³' },
  { name: 'Allgemeinstrom', allocation: 'm²' },
  { name: 'Gebäudeversicherung', allocation: 'm²' },
  { name: 'Grundsteuer', allocation: 'm²' },
  { name: 'Haftpflichtversicherung', allocation: 'm²' },
  { name: 'Kaltwasser Betrag', allocation: 'm³' },
  { name: 'Müllabfuhr', allocation: 'm²' },
  { name: 'Niederschlagswasser', allocation: 'm²' },
  { name: 'Straßenreinigung', allocation: 'm²' },
];

export const SUPPORT_TOPICS = ['technical', 'billing', 'tenant', 'feature', 'other'] as const;
export const SUPPORT_CHANNELS = ['email', 'whatsapp', 'phone'] as const;

export const VACANCY_LAST_NAME = 'Leerstand';
export function isVacancy(lastName: string | null | undefined): boolean {
  return (lastName ?? '').trim().toLowerCase() === VACANCY_LAST_NAME.toLowerCase();
}

export const DEFAULT_COUNTRY = 'Deutschland';
