/**
 * A year's cost data draft as the cost screen and the server read and build it: the stored payload in
 * one shape (normalizeDraft), and the draft of a year that has none yet (defaultDraft), which the
 * screen starts from and an invoice approved into a new year is added to.
 */
import { draftAllocationOf, type DraftAllocation } from '../catalog.ts';
import { DEFAULT_COST_DATA_CATEGORIES } from './cost-types.ts';
import { parseDecimalPlain } from '../decimal.ts';
import { centsToEuroNumber } from '../money.ts';
import { isVacancyName } from './vacancy.ts';

export type CostGroup = 'heating' | 'general';

/** A cost line of the draft. Amounts are euro numbers with at most two decimals, as stored. */
export interface CostLine {
  key: string;
  name: string;
  allocation: DraftAllocation;
  amount: number | null;
  /** The invoice date as typed, TT.MM.JJJJ. */
  note: string;
  group: CostGroup;
  category_id?: number | null;
  /** The labour within the invoice in euros (§35a EStG) and its kind; general costs only. */
  labour?: number | null;
  labour_kind?: 'services' | 'craft' | null;
  /** The inbox invoice this line was approved from: its receipt (§259 BGB), kept through every save. */
  invoice_id?: number | null;
}

export interface DraftTenantLine {
  id: number;
  name: string;
  move_in: string | null;
  move_out: string | null;
  /** Despite its name the annual advance in euros, as the stored drafts call it. */
  monthly_advance: number | null;
  area_m2: number | null;
  default_area_m2: number | null;
  volume_m3: number | null;
  usage_units: number | null;
}

export interface DraftContent {
  costs: CostLine[];
  tenants: DraftTenantLine[];
  metrics: {
    heating: { kwh: number | null; co2_emissions_kg: number | null; co2_amount_eur: number | null };
  };
  meta: { savedAt: string; mode: 'standard' | 'redesign'; removedCostIds: Array<number | string> };
}

/** A category as the screen needs it: from the server, or a built-in default without id. */
export interface StandardCategory {
  id: number | null;
  name: string;
  allocation: DraftAllocation;
  group: CostGroup;
}

export interface TenantSource {
  id: number;
  first_name: string | null;
  last_name: string;
  company: string | null;
  move_in: string | null;
  move_out: string | null;
  annual_advance_cents: number | null;
  area_m2: number | null;
  volume_m3: number | null;
  usage_units: number | null;
}

export const HEATING_MAIN_KEY = 'heating_main';
export const HEATING_MAIN_NAME = 'Heizung';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A stored number or decimal string to a number with `places` decimals (null when absent or unreadable). */
function decimalOf(value: unknown, places: number): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const scaled = parseDecimalPlain(value, { places });
  return scaled === null ? null : scaled / 10 ** places;
}
function euroOf(euro: unknown, cents: unknown): number | null {
  const fromEuro = decimalOf(euro, 2);
  if (fromEuro !== null) return fromEuro;
  return typeof cents === 'number' && Number.isSafeInteger(cents) ? centsToEuroNumber(cents) : null;
}
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const dateOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value.slice(0, 10) : null);

/**
 * A stored draft payload in the screen's shape. Older drafts (the demo's) keep cents
 * (`amount_cents`, `annual_advance_cents`, `co2_amount_cents`) and kWh as a decimal string; they
 * are read as they are and saved back in the euro fields.
 */
export function normalizeDraft(payload: unknown): DraftContent {
  const raw = record(payload);
  const costs = (Array.isArray(raw.costs) ? raw.costs : []).map(record).map((c): CostLine => ({
    key: textOf(c.key),
    name: textOf(c.name),
    allocation: draftAllocationOf(textOf(c.allocation)) ?? 'm²',
    amount: euroOf(c.amount, c.amount_cents),
    note: textOf(c.note),
    group: c.group === 'heating' ? 'heating' : 'general',
    ...(typeof c.category_id === 'number' ? { category_id: c.category_id } : {}),
    ...(euroOf(c.labour, undefined) !== null ? { labour: euroOf(c.labour, undefined) } : {}),
    ...(c.labour_kind === 'services' || c.labour_kind === 'craft' ? { labour_kind: c.labour_kind } : {}),
    ...(typeof c.invoice_id === 'number' && Number.isSafeInteger(c.invoice_id) && c.invoice_id > 0
      ? { invoice_id: c.invoice_id }
      : {}),
  }));
  const tenants = (Array.isArray(raw.tenants) ? raw.tenants : []).map(record).map((t): DraftTenantLine => ({
    id: typeof t.id === 'number' ? t.id : 0,
    name: textOf(t.name),
    move_in: dateOf(t.move_in),
    move_out: dateOf(t.move_out),
    monthly_advance: euroOf(t.monthly_advance, t.annual_advance_cents),
    area_m2: decimalOf(t.area_m2, 2),
    default_area_m2: decimalOf(t.default_area_m2, 2),
    volume_m3: decimalOf(t.volume_m3, 3),
    usage_units: decimalOf(t.usage_units, 3),
  }));
  const heating = record(record(raw.metrics).heating);
  const meta = record(raw.meta);
  return {
    costs: costs.filter((c) => c.key !== '' && c.name !== ''),
    tenants: tenants.filter((t) => t.id > 0),
    metrics: {
      heating: {
        kwh: decimalOf(heating.kwh, 3),
        co2_emissions_kg: decimalOf(heating.co2_emissions_kg, 3),
        co2_amount_eur: euroOf(heating.co2_amount_eur, heating.co2_amount_cents),
      },
    },
    meta: {
      savedAt: textOf(meta.savedAt),
      mode: meta.mode === 'redesign' ? 'redesign' : 'standard',
      removedCostIds: Array.isArray(meta.removedCostIds)
        ? meta.removedCostIds.filter(
            (id): id is number | string => typeof id === 'number' || typeof id === 'string',
          )
        : [],
    },
  };
}

/** The server's categories, or the built-in defaults when it has none. */
export function standardCategories(
  server: ReadonlyArray<{
    id: number;
    name: string;
    allocation: string;
    category_group: string;
    is_active?: boolean;
  }> | null,
): StandardCategory[] {
  const active = (server ?? []).filter((c) => c.is_active !== false);
  if (active.length === 0)
    return DEFAULT_COST_DATA_CATEGORIES.map((c) => ({
      id: null,
      name: c.name,
      allocation: draftAllocationOf(c.allocation) ?? 'm²',
      group: c.group,
    }));
  return active.map((c) => ({
    id: c.id,
    name: c.name,
    allocation: draftAllocationOf(c.allocation) ?? 'm²',
    group: c.category_group === 'heating' ? 'heating' : 'general',
  }));
}

/** Tenants living in the property during the year; a missing move-in or move-out means the year's edge. */
export function tenantsOfYear(
  tenants: readonly TenantSource[],
  year: number,
  previous: DraftContent | null,
): DraftTenantLine[] {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  return tenants
    .filter((t) => (t.move_in ?? first) <= last && (t.move_out ?? last) >= first)
    .map((t) => {
      const name = isVacancyName(t.last_name)
        ? t.last_name
        : t.company?.trim() || [t.first_name, t.last_name].filter(Boolean).join(' ');
      const moveIn = t.move_in && t.move_in > first ? t.move_in : first;
      const moveOut = t.move_out && t.move_out < last ? t.move_out : last;
      return {
        id: t.id,
        name,
        move_in: moveIn,
        move_out: moveOut,
        monthly_advance: t.annual_advance_cents === null ? null : centsToEuroNumber(t.annual_advance_cents),
        area_m2: t.area_m2 ?? areaFromPrevious(previous, t.id, year),
        default_area_m2: t.area_m2,
        volume_m3: t.volume_m3,
        usage_units: t.usage_units,
      };
    });
}

function areaFromPrevious(previous: DraftContent | null, tenantId: number, year: number): number | null {
  if (!previous || year <= 2000) return null;
  return previous.tenants.find((t) => t.id === tenantId)?.area_m2 ?? null;
}

/** Fills areas a loaded draft lacks from the previous year's draft (only for years after 2000). */
export function fillAreasFromPrevious(
  draft: DraftContent,
  previous: DraftContent | null,
  year: number,
): DraftContent {
  if (!previous || year <= 2000) return draft;
  let changed = false;
  const tenants = draft.tenants.map((t) => {
    if (t.area_m2 !== null && t.area_m2 > 0) return t;
    const area = areaFromPrevious(previous, t.id, year);
    if (area === null) return t;
    changed = true;
    return { ...t, area_m2: area };
  });
  return changed ? { ...draft, tenants } : draft;
}

/**
 * The draft of a year that has none yet: the fixed heating line, one line per standard category
 * (the heating category becomes the heating line) and the tenants of the year.
 */
export function defaultDraft(
  categories: readonly StandardCategory[],
  tenants: DraftTenantLine[],
  now: number,
): DraftContent {
  const heating = categories.find((c) => c.group === 'heating' && c.name === HEATING_MAIN_NAME);
  const costs: CostLine[] = [
    {
      key: HEATING_MAIN_KEY,
      name: HEATING_MAIN_NAME,
      allocation: 'Verbrauch',
      amount: null,
      note: '',
      group: 'heating',
      category_id: heating?.id ?? null,
    },
    ...categories
      .filter((c) => c !== heating)
      .map((c, i): CostLine => ({
        key: c.id === null ? `custom_std_${c.group}_${now + i}` : String(c.id),
        name: c.name,
        allocation: c.allocation,
        amount: null,
        note: '',
        group: c.group,
        category_id: c.id,
      })),
  ];
  return {
    costs,
    tenants,
    metrics: { heating: { kwh: null, co2_emissions_kg: null, co2_amount_eur: null } },
    meta: { savedAt: '', mode: 'standard', removedCostIds: [] },
  };
}
