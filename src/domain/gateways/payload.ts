import type { MeterUnit } from '../catalog.ts';
import { expandExponent, parseDecimalPlain } from '../decimal.ts';
import { gatewayTexts } from '../texts/gateways.ts';
import { READING_MAX_ABS_MILLI } from '../validation/validation.ts';

/**
 * Gateway messages as they arrive on the broker: the JSON wmbusmeters publishes (`total_m3`,
 * `total_energy_consumption_kwh`, `current_consumption_hca`, `timestamp`, …) and the plain
 * `{ "value": 123.456, "unit": "m³", "timestamp": "…" }`.
 *
 * Numbers are taken from their text in the message, never from the double JSON.parse makes of
 * them: `123.4565` is rounded half away from zero to `123.457` on its digits, whereas the double
 * nearest to it lies just below and would round down. The text comes from JSON.parse's source
 * access (the reviver's third argument, Node 21 and later).
 */

/** One value the message offers, with the unit its field or its `unit` names. */
export interface OfferedValue {
  milli: number;
  /** null: the plain form without `unit` (taken in the meter's unit). */
  unit: MeterUnit | null;
}

/** `dropped`: the message was refused unread (too large, too long a digit string); counted on the meter. */
export type ParsedPayload =
  | { ok: true; values: OfferedValue[]; timestamp: Date | null }
  | { ok: false; status: string; dropped?: true };

/**
 * The largest message read. A meter's message is a few hundred bytes (wmbusmeters' JSON with every
 * historic field stays below 4 kB, a raw telegram below 600 hex characters), so 16 kB leaves room
 * and keeps JSON.parse and the number readers of one message in the microseconds.
 */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/**
 * The longest digit string read. A reading has at most 7 integer digits and a few decimals, a Unix
 * time 10 digits; longer strings only make the exact readers (BigInt) work, whose cost grows with
 * the square of the digits.
 */
export const MAX_DIGIT_RUN = 20;

/** Whether the bytes hold more than `MAX_DIGIT_RUN` ASCII digits in a row; one pass, no decoding. */
function hasLongDigitRun(bytes: Uint8Array): boolean {
  let run = 0;
  for (const byte of bytes) {
    if (byte >= 0x30 && byte <= 0x39) {
      if (++run > MAX_DIGIT_RUN) return true;
    } else run = 0;
  }
  return false;
}

/**
 * The size bound of every gateway message, JSON or telegram: larger ones are dropped before they
 * are decoded. Null when the message may be read.
 */
export function oversizeStatus(bytes: Uint8Array): string | null {
  return bytes.byteLength > MAX_MESSAGE_BYTES ? gatewayTexts.messageTooLarge(MAX_MESSAGE_BYTES / 1024) : null;
}

/**
 * A JSON message as it comes from the broker: dropped unread when it is larger than
 * `MAX_MESSAGE_BYTES` or holds a digit string longer than `MAX_DIGIT_RUN` (both checked on the
 * bytes, before JSON.parse and before any BigInt), else parsed.
 */
export function parseMessage(bytes: Uint8Array): ParsedPayload {
  const tooLarge = oversizeStatus(bytes);
  if (tooLarge) return { ok: false, status: tooLarge, dropped: true };
  if (hasLongDigitRun(bytes))
    return { ok: false, status: gatewayTexts.digitsTooLong(MAX_DIGIT_RUN), dropped: true };
  return parsePayload(new TextDecoder().decode(bytes));
}

/** A JSON number kept as written. */
class NumberText {
  constructor(readonly text: string) {}
}

/** Units as gateways spell them → the platform's units. */
const UNIT_ALIASES: Record<string, MeterUnit> = {
  'm³': 'm³',
  m3: 'm³',
  'm^3': 'm³',
  kwh: 'kWh',
  mwh: 'MWh',
  l: 'Liter',
  liter: 'Liter',
  hca: 'Einheiten',
  einheiten: 'Einheiten',
  units: 'Einheiten',
  kg: 'kg',
  t: 't',
};

export function normaliseUnit(unit: string): MeterUnit | null {
  return UNIT_ALIASES[unit.trim().toLowerCase()] ?? UNIT_ALIASES[unit.trim()] ?? null;
}

/**
 * wmbusmeters' meter totals, most specific first. Historic values (`consumption_at_set_date_m3`)
 * and tariff registers are not the meter's state and are ignored.
 */
const WMBUS_FIELDS: ReadonlyArray<readonly [string, MeterUnit]> = [
  ['total_m3', 'm³'],
  ['total_volume_m3', 'm³'],
  ['total_energy_consumption_kwh', 'kWh'],
  ['total_energy_kwh', 'kWh'],
  ['total_kwh', 'kWh'],
  ['total_energy_consumption_mwh', 'MWh'],
  ['total_mwh', 'MWh'],
  ['current_consumption_hca', 'Einheiten'],
  ['total_l', 'Liter'],
];

/** A value in thousandths, rounded to 3 decimals on its digits; null when it is no number or too large. */
function milliOf(value: unknown): number | null {
  let text: string;
  if (value instanceof NumberText) text = expandExponent(value.text, 30);
  else if (typeof value === 'number') text = expandExponent(String(value), 30);
  else if (typeof value === 'string') text = value.trim();
  else return null;
  const milli = parseDecimalPlain(text, { places: 3 });
  if (milli === null || Math.abs(milli) >= READING_MAX_ABS_MILLI) return null;
  return milli;
}

/**
 * A timestamp as ISO 8601 text (a missing offset is read as UTC, as wmbusmeters writes UTC) or
 * Unix seconds; null when the message has none, undefined when it is unreadable.
 */
function timestampOf(value: unknown): Date | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  if (value instanceof NumberText || typeof value === 'number') {
    const seconds = Number(value instanceof NumberText ? value.text : value);
    // Milliseconds when too large for seconds (after the year 5138).
    const ms = seconds > 1e11 ? seconds : seconds * 1000;
    const date = new Date(ms);
    return Number.isFinite(ms) && !Number.isNaN(date.getTime()) ? date : undefined;
  }
  if (typeof value !== 'string') return undefined;
  let text = value.trim().replace(' ', 'T');
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(text))
    return undefined;
  if (/T/.test(text) && !/(Z|[+-]\d{2}:?\d{2})$/.test(text)) text += 'Z';
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

type Reviver = (this: unknown, key: string, value: unknown, context?: { source?: string }) => unknown;

export function parsePayload(payload: string): ParsedPayload {
  let body: unknown;
  try {
    const reviver: Reviver = (_key, value, context) =>
      typeof value === 'number' ? new NumberText(context?.source ?? String(value)) : value;
    body = JSON.parse(payload, reviver as (key: string, value: unknown) => unknown);
  } catch {
    return { ok: false, status: gatewayTexts.notJson };
  }
  // A bare number is the simplest gateway's message: the value alone.
  if (body instanceof NumberText) body = { value: body };
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, status: gatewayTexts.noValue };
  const record = body as Record<string, unknown>;

  const timestamp = timestampOf(record['timestamp']);
  if (timestamp === undefined) return { ok: false, status: gatewayTexts.timestampInvalid };

  const values: OfferedValue[] = [];
  if ('value' in record) {
    const milli = milliOf(record['value']);
    if (milli === null) return { ok: false, status: gatewayTexts.valueInvalid };
    const sent = record['unit'];
    let unit: MeterUnit | null = null;
    if (typeof sent === 'string' && sent.trim() !== '') {
      unit = normaliseUnit(sent);
      if (!unit) return { ok: false, status: gatewayTexts.unknownUnit(sent) };
    }
    values.push({ milli, unit });
  }
  for (const [field, unit] of WMBUS_FIELDS) {
    if (!(field in record)) continue;
    const milli = milliOf(record[field]);
    if (milli === null) return { ok: false, status: gatewayTexts.valueInvalid };
    values.push({ milli, unit });
  }
  if (values.length === 0) return { ok: false, status: gatewayTexts.noValue };
  return { ok: true, values, timestamp };
}

/**
 * The value for a meter of this unit: the first one offered in it (a heat meter's message carries
 * energy and volume; a kWh meter takes the energy). Without a match the status names both units.
 */
export function valueForUnit(
  values: readonly OfferedValue[],
  meterUnit: MeterUnit,
): { ok: true; milli: number } | { ok: false; status: string } {
  const match = values.find((v) => v.unit === null || v.unit === meterUnit);
  if (match) return { ok: true, milli: match.milli };
  return { ok: false, status: gatewayTexts.unitMismatch(values[0]!.unit!, meterUnit) };
}
