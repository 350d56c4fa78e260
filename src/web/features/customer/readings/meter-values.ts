import type { ASSIGNMENT_LABELS, MeterType, MeterUnit } from '../../../../domain/catalog.ts';
import { formatDateDe, parseDateDe } from '../../../../domain/dates.ts';
import { canMeasureHotWater } from '../../../../domain/meters/hot-water-meter.ts';
import type { MeterRecord } from '../../../api/meters.ts';

/** The place select's value for a meter of the building (the others are dwelling ids). */
export const BUILDING = 'building';

/** What the meter forms (create and edit) ask: the same fields, the same rules. */
export interface MeterValues {
  type: MeterType | null;
  number: string;
  unit: MeterUnit | null;
  /** A dwelling's id, or BUILDING. */
  place: string;
  assignment: (typeof ASSIGNMENT_LABELS)[number] | null;
  hotWater: boolean;
  /** Installation day as typed (TT.MM.JJJJ); empty: not stated. */
  installedOn: string;
  /** Remotely readable (§5 Abs. 2 HeizkostenV). */
  remoteReadable: boolean;
}

export const emptyMeterValues = (dwellings: ReadonlyArray<{ id: number }>): MeterValues => ({
  type: null,
  number: '',
  unit: null,
  place: dwellings[0] ? String(dwellings[0].id) : BUILDING,
  assignment: null,
  hotWater: false,
  installedOn: '',
  remoteReadable: false,
});

/**
 * A stored meter in the form. `dwellingId` is the table's (a meter stored with only a tenant is
 * placed in its tenant's dwelling there), so the select shows where the meter counts.
 */
export const meterValuesOf = (meter: MeterRecord, dwellingId: number | null): MeterValues => ({
  type: meter.meter_type,
  number: meter.meter_number,
  unit: meter.unit,
  place: dwellingId === null ? BUILDING : String(dwellingId),
  assignment: meter.assignment_label,
  hotWater: meter.hot_water,
  installedOn: meter.installed_on ? formatDateDe(meter.installed_on) : '',
  remoteReadable: meter.remote_readable ?? false,
});

/**
 * The fields both forms send. The server names everything missing in one message, so nothing is
 * checked here; a hot-water mark left from another type is not sent (only a Wasserzähler can
 * measure hot water, §5 Abs. 1 HeizkostenV), nor an assignment for a meter of a dwelling.
 */
export function meterBody(values: MeterValues) {
  const building = values.place === BUILDING;
  return {
    meter_type: values.type,
    meter_number: values.number.trim() || null,
    unit: values.unit,
    dwelling_id: building ? null : Number(values.place),
    assignment_label: building ? values.assignment : null,
    hot_water: canMeasureHotWater(values.type) && values.hotWater,
    // A day that is no date is sent as typed: the server names it in German.
    installed_on:
      values.installedOn.trim() === ''
        ? null
        : (parseDateDe(values.installedOn.trim()) ?? values.installedOn.trim()),
    remote_readable: values.remoteReadable,
  };
}
