/**
 * A property's statements for one year, from its stored data: the engine's calculation, each
 * tenant's statement with the facts behind it, and the checks a landlord must clear before the
 * statements go out (§556 Abs. 3 BGB, HeizkostenV, CO2KostAufG). Pure: runs in a worker thread.
 */
import { calculateBilling } from '../billing/calculation/calculate.ts';
import { BillingInputError } from '../billing/errors.ts';
import { withCalculationPaths } from '../billing/path.ts';
import type { BillingCalculation, BillingInput, BillingResult } from '../billing/schema.ts';
import { statementDeadline } from '../billing/deadline.ts';
import { toEpochDay, type IsoDate } from '../dates.ts';
import type { StatementCheck, StatementsResponse, TenantStatement } from '../schemas/statements.ts';
import { statementCheckTexts as t } from '../texts/statement-checks.ts';
import { centsOf, milliOf, toEngineInput, type StoredBillingData } from './engine-input.ts';
import { DEADLINE_WARNING_DAYS } from './deadline-warning.ts';
import { draftChecks } from './draft-checks.ts';
import { hotWaterUnmetered, mappingChecks } from './mapping-checks.ts';
import { meterDetails } from './meter-details.ts';
import {
  ALL_DEVICES_FROM,
  devicesLeftToYearSetting,
  devicesStateFacts,
  remoteBreaches,
} from './remote-reading.ts';

export type OpenStatements = Omit<StatementsResponse, 'status' | 'finalized_at'>;

export interface BuiltStatements {
  response: OpenStatements;
  /** The engine's calculation (null when the data cannot be calculated: see the checks). */
  calculation: BillingResult | null;
  input: BillingInput;
}

const DUTY_PERCENT = 3;

export function buildStatements(stored: StoredBillingData, today: IsoDate): BuiltStatements {
  const { input, notes, facts } = toEngineInput(stored);
  const checks: StatementCheck[] = [...mappingChecks(stored, input, notes), ...draftChecks(stored, input)];
  const deadline = statementDeadline(input.period.to);
  const tenantsById = new Map(stored.tenants.map((x) => [x.id, x]));

  let enteredCents = 0;
  for (const c of stored.draft?.costs ?? []) enteredCents += centsOf(c.amount, c.amount_cents) ?? 0;

  let calculation: BillingResult | null = null;
  try {
    calculation = withCalculationPaths(calculateBilling(input));
  } catch (error) {
    if (!(error instanceof BillingInputError)) throw error;
    const field = engineField(error.field, input);
    // A problem a check above already names in the landlord's terms is not repeated in the engine's.
    if (!checks.some((c) => c.level === 'error' && namesSameSetting(c.field, field)))
      checks.push({
        level: 'error',
        message: t.engineRefused(error.reason),
        field,
      });
  }

  if (today <= input.period.to)
    checks.push({ level: 'error', message: t.yearNotOver(stored.year), field: 'year' });

  const details = meterDetails(stored);
  const statements: TenantStatement[] = [];
  for (const o of calculation?.occupancies ?? []) {
    const tenant = tenantsById.get(Number(o.id));
    if (o.vacancy || !tenant || String(tenant.id) !== o.id) continue;
    const advance = facts.advances.get(o.id);
    statements.push({
      tenant_id: tenant.id,
      name: o.name,
      from: o.from,
      to: o.to,
      delivery_method: tenant.deliveryMethod ?? 'email',
      total_cents: o.total_cents,
      advance_payments_cents: o.advance_payments_cents,
      balance_cents: o.balance_cents,
      new_monthly_advance_cents: o.new_monthly_advance_cents,
      new_advance_basis: o.new_advance_basis,
      co2_credit_cents: o.co2.landlord_credit_cents,
      reductions: o.reductions,
      lines: o.lines,
      details: {
        salutation: (tenant.company?.trim()
          ? null
          : (tenant.salutation ?? null)) as TenantStatement['details']['salutation'],
        first_name: tenant.firstName,
        last_name: tenant.lastName,
        company: tenant.company?.trim() || null,
        // The tenancy's monthly rate (a twelfth of its annual figure), never the year's credited
        // total over twelve: a part-year tenancy would show too little and a §560 Abs. 4 BGB
        // decrease as an increase.
        previous_monthly_advance_cents: advance?.monthlyCents ?? null,
        unit_label: facts.unitNames.get(o.unit) ?? o.unit,
        advance: advance?.credit
          ? {
              monthly_cents: advance.credit.monthlyCents,
              whole_months: advance.credit.wholeMonths,
              partial_months: advance.credit.partialMonths.map((p) => ({
                days: p.days,
                month_days: p.monthDays,
                cents: p.cents,
              })),
            }
          : null,
        advance_basis: stored.advances?.basis ?? 'agreed',
        received_advances: advance?.received ?? null,
        water_meters: (facts.waterMeters.get(o.unit) ?? []).map((m) => m.meterNumber),
        heating_costs: heatingCosts(stored),
        meters: details.metersOf(tenant.id, o.from, o.to),
        comparison: details.comparisonOf(tenant.id, o.from, o.to),
      },
    });
  }

  if (calculation) {
    const allocated = calculation.check.allocated_cents;
    if (allocated !== enteredCents)
      checks.push({ level: 'error', message: t.notAllocated(enteredCents, allocated), field: 'costs' });
    checks.push(...estimateChecks(statements, calculation));
    checks.push(...dutyChecks(stored, calculation, facts.unitNames));
  }
  if (calculation && statements.length === 0)
    checks.push({ level: 'error', message: t.noTenants, field: 'tenants' });

  const days = toEpochDay(deadline) - toEpochDay(today);
  if (days < 0) {
    const owing = statements.filter((s) => s.balance_cents > 0).map((s) => s.name);
    if (owing.length > 0)
      checks.push({ level: 'error', message: t.deadlinePassed(deadline, owing), field: 'deadline' });
  } else if (days <= DEADLINE_WARNING_DAYS) {
    checks.push({ level: 'warning', message: t.deadlineNear(deadline, days), field: 'deadline' });
  }

  // Errors first, each group in the order found.
  checks.sort((a, b) => (a.level === b.level ? 0 : a.level === 'error' ? -1 : 1));
  return {
    calculation,
    input,
    response: {
      property_id: stored.property.id,
      year: stored.year,
      period: { from: input.period.from, to: input.period.to },
      deadline,
      checks,
      statements,
      landlord: {
        vacancy_cents: calculation?.landlord.vacancy_cents ?? 0,
        co2_cents: calculation?.landlord.co2_cents ?? 0,
        non_allocable_cents: calculation?.landlord.non_allocable_cents ?? 0,
        reductions_cents: calculation?.landlord.reductions_cents ?? 0,
      },
      ...(calculation?.heating ? { heating_fixed_basis: calculation.heating.fixed_basis } : {}),
      entered_cents: enteredCents,
      allocated_cents: calculation?.check.allocated_cents ?? 0,
    },
  };
}

/** The draft's heating cost lines: fuel, operating electricity, maintenance, metering service (§7 Abs. 2 HeizkostenV). */
function heatingCosts(stored: StoredBillingData): TenantStatement['details']['heating_costs'] {
  const heatingIds = new Set(
    stored.costCategories.filter((c) => c.categoryGroup === 'heating').map((c) => c.id),
  );
  const items = (stored.draft?.costs ?? [])
    .filter((c) => c.group === 'heating' || (c.category_id != null && heatingIds.has(c.category_id)))
    // The main heating line holds the fuel (§7 Abs. 2 HeizkostenV: "Kosten der verbrauchten
    // Brennstoffe"); with the invoiced kWh it gives the price per kWh.
    .map((c) => ({
      name: c.name,
      amount_cents: centsOf(c.amount, c.amount_cents) ?? 0,
      ...(c.key === 'heating_main' ? { is_fuel: true } : {}),
    }))
    .filter((c) => c.amount_cents !== 0);
  if (items.length === 0) return null;
  const kwh = milliOf(stored.draft?.metrics?.heating?.kwh);
  return { items, fuel_kwh: kwh === null ? null : (kwh / 1000).toFixed(3) };
}

/** The §9 figures of the stored hot-water split, each with its own field in the settings. */
const HOT_WATER_FIELDS: Record<string, string> = {
  fuel_kwh_total: 'settings.hot_water_fuel_kwh_total',
  volume_m3: 'settings.hot_water_volume_m3',
  heat_kwh: 'settings.hot_water_heat_kwh',
};

/** A check on the stored hot-water split as a whole already names what any of its figures lacks. */
function namesSameSetting(checked: string | undefined, field: string | undefined): boolean {
  if (checked === field) return true;
  return checked === 'settings.hot_water' && Object.values(HOT_WATER_FIELDS).includes(field ?? '');
}

/** An engine field path (`occupancies.3.persons`) turned into where to fix it. */
function engineField(field: string, input: BillingInput): string | undefined {
  const [head, index, part] = field.split('.');
  if (head === 'occupancies' && index !== undefined) {
    const o = input.occupancies[Number(index)];
    if (o && /^\d+$/.test(o.id)) return `tenant:${o.id}`;
    return 'tenants';
  }
  if (head === 'costs') return 'costs';
  if (head === 'heating') {
    // The parts of the heating input that come from the statement settings are fixed there.
    const SETTINGS: Record<string, string> = {
      consumption_share_percent: 'settings.heating_consumption_share_percent',
      hot_water_consumption_share_percent: 'settings.hot_water_consumption_share_percent',
      groups: 'settings.user_groups',
      service_result: 'settings.service_result',
      building: 'settings.building',
      hot_water: 'settings.hot_water',
    };
    if (index === 'hot_water' && part !== undefined && HOT_WATER_FIELDS[part]) return HOT_WATER_FIELDS[part];
    return (index !== undefined ? SETTINGS[index] : undefined) ?? 'costs';
  }
  // Without hot-water meters the hot-water consumption part is what lacks readings, and it is fixed in
  // the settings (see hotWaterUnmetered).
  if (head === 'consumption')
    return hotWaterUnmetered(input) ? 'settings.hot_water_consumption_share_percent' : 'meters';
  if (head === 'units' && index !== undefined) {
    // A dwelling's data (area, co-ownership share) is kept on its latest tenancy.
    const unit = input.units[Number(index)]?.id;
    const latest = input.occupancies.filter((o) => o.unit === unit && /^\d+$/.test(o.id)).at(-1);
    return latest ? `tenant:${latest.id}` : 'tenants';
  }
  if (head === 'units') return 'tenants';
  return undefined;
}

function estimateChecks(statements: readonly TenantStatement[], calc: BillingCalculation): StatementCheck[] {
  const out: StatementCheck[] = [];
  const seen = new Set<number>();
  for (const s of statements)
    for (const m of s.details.meters) {
      if (seen.has(m.meter_id)) continue;
      if (m.start?.source === 'estimated' || m.end?.source === 'estimated') {
        seen.add(m.meter_id);
        out.push({ level: 'warning', message: t.estimated(m.meter_number), field: `meters:${m.meter_id}` });
      }
    }
  if (calc.heating?.area_only)
    out.push({
      level: 'warning',
      message: t.areaOnly(String(calc.heating.estimated_area_percent).replace('.', ',')),
      field: 'meters',
    });
  return out;
}

/**
 * HeizkostenV §5 Abs. 2 (remote-readable devices) and §6a (monthly consumption information): where
 * the landlord did not meet them, tenants may cut their heating costs by 3 % each (§12 Abs. 1).
 * The amount at stake is named, whether the cut is applied or only possible.
 */
function dutyChecks(
  stored: StoredBillingData,
  calc: BillingCalculation,
  unitNames: ReadonlyMap<string, string>,
): StatementCheck[] {
  if (!calc.heating) return [];
  const out: StatementCheck[] = [];
  const tenantsHeating = calc.occupancies
    .filter((o) => !o.vacancy)
    .reduce((sum, o) => sum + o.heating.heating_cents + o.heating.hot_water_cents, 0);
  const atStake = Math.round((tenantsHeating * DUTY_PERCENT) / 100);
  const applied = (rule: string) =>
    calc.occupancies.flatMap((o) => o.reductions).filter((r) => r.rule === rule && r.applied);
  const sum = (rs: ReadonlyArray<{ amount_cents: number }>) => rs.reduce((s, r) => s + r.amount_cents, 0);

  const duties = stored.settings.duties;
  const periodTo = calc.period.to;
  // Devices that state their installation and remote reading are judged one by one and named
  // with their dwelling (§5 Abs. 2 HeizkostenV); the cut is the dwelling's tenants' (§12 Abs. 1).
  for (const breach of remoteBreaches(stored, calc, periodTo))
    out.push({
      level: 'warning',
      message: t.remoteDevices(
        breach.meters.map((m) => ({ number: m.meterNumber, installedOn: m.installedOn ?? null })),
        unitNames.get(breach.unit) ?? breach.unit,
        breach.atStakeCents,
        periodTo >= ALL_DEVICES_FROM,
      ),
      field: `meters:${breach.meters[0]!.id}`,
    });
  // Devices stating nothing are answered by the year's setting, as before such facts were kept:
  // "no" speaks for them (and for a property without recorded devices), not stated counts
  // devices read on site as not remotely readable.
  const leftToSetting = devicesLeftToYearSetting(stored, periodTo);
  const anyFacts = devicesStateFacts(stored.meters);
  const remoteCut = applied('not_remote_readable');
  if (remoteCut.length > 0)
    out.push({
      level: 'warning',
      message: t.remoteReading(sum(remoteCut), true),
      field: 'settings.remote_readable',
    });
  else if (
    (duties?.remote_readable === false && (leftToSetting || !anyFacts)) ||
    (duties?.remote_readable === undefined && leftToSetting)
  )
    out.push({
      level: 'warning',
      message: t.remoteReading(atStake, false),
      field: 'settings.remote_readable',
    });

  // Billed without consumption measurement (share 0 %): 15 % of the unmeasured part (§12 Abs. 1 S. 1).
  const unmeasured = calc.occupancies.flatMap((o) => o.reductions).filter((r) => r.rule === 'unmeasured');
  if (unmeasured.length > 0) {
    const heating = stored.settings.heatingConsumptionSharePercent === 0;
    const hotWater =
      stored.settings.hotWaterConsumptionSharePercent === 0 && calc.heating.hot_water_method !== 'none';
    out.push({
      level: 'warning',
      message: t.unmeasured(
        sum(unmeasured),
        unmeasured.some((r) => r.applied),
        t.unmeasuredCosts[heating && hotWater ? 'both' : heating ? 'heating' : 'hotWater'],
      ),
      field: heating
        ? 'settings.heating_consumption_share_percent'
        : 'settings.hot_water_consumption_share_percent',
    });
  }

  const co2Cut = calc.occupancies
    .flatMap((o) => o.reductions)
    .filter((r) => r.rule === 'co2_information_missing');
  if (co2Cut.length > 0)
    out.push({
      level: 'warning',
      message: t.co2Information(
        sum(co2Cut),
        co2Cut.some((r) => r.applied),
      ),
      field: 'settings.co2_information_given',
    });

  const infoCut = applied('monthly_information_missing');
  if (infoCut.length > 0)
    out.push({
      level: 'warning',
      message: t.monthlyInformation(sum(infoCut), true),
      field: 'settings.monthly_information_given',
    });
  else if (duties?.monthly_information_given === false)
    out.push({
      level: 'warning',
      message: t.monthlyInformation(atStake, false),
      field: 'settings.monthly_information_given',
    });
  return out;
}
