/**
 * Which heat-recording devices break the remote-reading duty of §5 Abs. 2 HeizkostenV in a billing
 * period, and what the tenants of their dwellings may cut for it (3 %, §12 Abs. 1 S. 1 HeizkostenV).
 *
 * The duty covers heat cost allocators, heat meters and hot-water meters in a dwelling (§5 Abs. 1).
 * Devices installed after 1 December 2021 must be remotely readable from their installation
 * (§5 Abs. 2 S. 1: "nach dem 1. Dezember 2021 installiert"; the 1st itself is not after it); devices
 * installed earlier must be retrofitted or replaced by 31 December 2026 (§5 Abs. 2 S. 3), so a
 * period with any day from 1 January 2027 holds every device to the duty.
 *
 * A device's own facts (`meters.installed_on`, `meters.remote_readable`) win where stated; a gateway
 * meter is read remotely. A device stating neither leaves the answer to the year's setting
 * "Messgeräte fernablesbar" as before (old data): not stated there means a device read on site
 * counts as not remotely readable.
 */
import type { BillingCalculation } from '../billing/schema.ts';
import type { IsoDate } from '../dates.ts';
import { kindOfMeter } from './meter-kind.ts';
import type { StoredBillingData, StoredMeter } from './stored-data.ts';

/** The last day devices could be installed without the duty (§5 Abs. 2 S. 1 HeizkostenV). */
export const NEW_DEVICE_AFTER: IsoDate = '2021-12-01';
/** From this day every device must be remotely readable (§5 Abs. 2 S. 3 HeizkostenV). */
export const ALL_DEVICES_FROM: IsoDate = '2027-01-01';
export const REMOTE_CUT_PERCENT = 3;

/** §5 Abs. 1, 2 HeizkostenV: the devices that record heat or hot water in a dwelling. */
export function isHeatDevice(m: StoredMeter): boolean {
  return (
    (m.meterType === 'Heizkostenverteiler' ||
      m.meterType === 'Wärmemengenzähler' ||
      kindOfMeter(m) === 'hot_water') &&
    (m.tenantId !== null || (m.dwellingId ?? null) !== null)
  );
}

/** Whether the duty holds for a device installed on `installedOn` in a period ending `periodTo`. */
export function remoteDutyApplies(installedOn: IsoDate | null | undefined, periodTo: IsoDate): boolean {
  if (periodTo >= ALL_DEVICES_FROM) return true;
  return installedOn != null && installedOn > NEW_DEVICE_AFTER;
}

export type DeviceVerdict = 'ok' | 'breach' | 'by_year_setting';

/**
 * One device's answer: `breach` where its own facts show the duty broken, `ok` where they show it
 * kept or not owed, `by_year_setting` where it states nothing and the year's setting decides.
 */
export function deviceVerdict(m: StoredMeter, periodTo: IsoDate): DeviceVerdict {
  const readable = m.remoteReadable ?? (m.sourceType === 'gateway' ? true : null);
  if (readable === true) return 'ok';
  if (m.installedOn != null) return remoteDutyApplies(m.installedOn, periodTo) ? 'breach' : 'ok';
  // Not readable and no installation date: from 2027 owed by every device; before, only the
  // year's setting can say whether the landlord owed it.
  if (periodTo >= ALL_DEVICES_FROM) return readable === false || m.sourceType === 'manual' ? 'breach' : 'ok';
  return 'by_year_setting';
}

export interface RemoteBreach {
  /** The calculation's unit of the dwelling. */
  unit: string;
  meters: StoredMeter[];
  /** 3 % of the heating and hot-water costs of the dwelling's tenants (vacancies bear no cut). */
  atStakeCents: number;
}

/** The dwellings whose devices break the duty by their own facts, each with its devices and the 3 % at stake. */
export function remoteBreaches(
  stored: StoredBillingData,
  calc: BillingCalculation,
  periodTo: IsoDate,
): RemoteBreach[] {
  const unitOfTenant = new Map(calc.occupancies.map((o) => [o.id, o.unit]));
  const unitOf = (m: StoredMeter): string | undefined => {
    if (m.tenantId !== null) return unitOfTenant.get(String(m.tenantId));
    const tenant = stored.tenants.find((t) => t.dwellingId != null && t.dwellingId === m.dwellingId);
    return tenant ? unitOfTenant.get(String(tenant.id)) : undefined;
  };
  const byUnit = new Map<string, StoredMeter[]>();
  for (const m of stored.meters) {
    if (!isHeatDevice(m) || deviceVerdict(m, periodTo) !== 'breach') continue;
    const unit = unitOf(m);
    if (unit === undefined) continue;
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), m]);
  }
  return [...byUnit].map(([unit, meters]) => {
    const heating = calc.occupancies
      .filter((o) => o.unit === unit && !o.vacancy)
      .reduce((sum, o) => sum + o.heating.heating_cents + o.heating.hot_water_cents, 0);
    return { unit, meters, atStakeCents: Math.round((heating * REMOTE_CUT_PERCENT) / 100) };
  });
}

/** Devices that state nothing and read on site: the year's setting speaks for them (old data). */
export function devicesLeftToYearSetting(stored: StoredBillingData, periodTo: IsoDate): boolean {
  return stored.meters.some(
    (m) => isHeatDevice(m) && m.sourceType === 'manual' && deviceVerdict(m, periodTo) === 'by_year_setting',
  );
}

/** Whether any heat-recording device states its installation date or its remote reading. */
export const devicesStateFacts = (meters: readonly StoredMeter[]) =>
  meters.some((m) => isHeatDevice(m) && (m.installedOn != null || m.remoteReadable != null));
