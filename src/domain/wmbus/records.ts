/**
 * Application layer data records of EN 13757-3 (DIF, DIFE chain, VIF, VIFE chain, data), as OMS
 * Vol.2 uses them. Values are scaled exactly (./exact.ts); energy and volume come out in the units
 * the project stores (kWh, m³) with 3 decimals.
 */
import { wmbusTexts as texts } from '../texts/gateways.ts';
import { int, mul, pow10, toExactDecimal, toFixedDecimal, type Rational } from './exact.ts';
import { fail, hexByte, ok, type WmbusResult } from './result.ts';

export type WmbusQuantity =
  | 'energy'
  | 'volume'
  | 'hca'
  | 'date'
  | 'datetime'
  | 'power'
  | 'flow'
  | 'mass'
  | 'temperature'
  | 'temperature_difference'
  | 'pressure'
  | 'duration'
  | 'fabrication_number'
  | 'other'
  | 'manufacturer';

/** EN 13757-3 DIF bits 4–5. */
export type WmbusFunction = 'instantaneous' | 'maximum' | 'minimum' | 'error';

export interface WmbusRecord {
  quantity: WmbusQuantity;
  /**
   * Energy in kWh and volume in m³ with exactly 3 decimals (rounded half away from zero); HCA units,
   * temperatures and other numbers exact; dates "YYYY-MM-DD", date-times "YYYY-MM-DD HH:MM[:SS]";
   * null when the device marks the value invalid (e.g. a date 0xFFFF or BCD digits A–E).
   */
  value: string | null;
  /** The exact scaled value before rounding (null when not a finite decimal, e.g. joules in kWh). */
  exact: string | null;
  unit: string;
  storage: number;
  tariff: number;
  subunit: number;
  function: WmbusFunction;
  /** Combinable VIFEs that change the meaning (e.g. "backward"); scale factors are applied instead. */
  modifiers: string[];
  /** The record header as transmitted, e.g. "0C13" or "8C0413", for inspection. */
  header: string;
}

const FUNCTIONS: WmbusFunction[] = ['instantaneous', 'maximum', 'minimum', 'error'];

/** What a VIF (after the extension tables are resolved) means and how it scales the raw value. */
interface Meaning {
  quantity: WmbusQuantity;
  unit: string;
  /** Factor from the raw integer to the unit; null for dates, text and manufacturer data. */
  factor: Rational | null;
  /** Decimals of `value`; undefined: exact. */
  places?: number;
  kind?: 'date' | 'datetime' | 'manufacturer';
}

const KWH_PER_J: Rational = { num: 1n, den: 3_600_000n };
const DURATION_UNITS = ['s', 'min', 'h', 'd'];

/** Primary VIF table, EN 13757-3 table 10 (extension bit removed). */
function primaryMeaning(vif: number): Meaning {
  const n = vif & 0x07;
  const nn = vif & 0x03;
  if (vif <= 0x07) return { quantity: 'energy', unit: 'kWh', factor: pow10(n - 6), places: 3 }; // 10^(n-3) Wh
  if (vif <= 0x0f) return { quantity: 'energy', unit: 'kWh', factor: mul(pow10(n), KWH_PER_J), places: 3 }; // 10^n J
  if (vif <= 0x17) return { quantity: 'volume', unit: 'm³', factor: pow10(n - 6), places: 3 };
  if (vif <= 0x1f) return { quantity: 'mass', unit: 'kg', factor: pow10(n - 3) };
  if (vif <= 0x27) return { quantity: 'duration', unit: DURATION_UNITS[nn] ?? '', factor: int(1n) };
  if (vif <= 0x2f) return { quantity: 'power', unit: 'kW', factor: pow10(n - 6) }; // 10^(n-3) W
  if (vif <= 0x37)
    return { quantity: 'power', unit: 'kW', factor: mul(pow10(n), { num: 1n, den: 3_600_000n }) }; // J/h
  if (vif <= 0x3f) return { quantity: 'flow', unit: 'm³/h', factor: pow10(n - 6) };
  if (vif <= 0x47) return { quantity: 'flow', unit: 'm³/h', factor: mul(pow10(n - 7), int(60n)) }; // m³/min
  if (vif <= 0x4f) return { quantity: 'flow', unit: 'm³/h', factor: mul(pow10(n - 9), int(3600n)) }; // m³/s
  if (vif <= 0x57) return { quantity: 'other', unit: 'kg/h', factor: pow10(n - 3) };
  if (vif <= 0x5f) return { quantity: 'temperature', unit: '°C', factor: pow10(nn - 3) }; // flow, return
  if (vif <= 0x63) return { quantity: 'temperature_difference', unit: 'K', factor: pow10(nn - 3) };
  if (vif <= 0x67) return { quantity: 'temperature', unit: '°C', factor: pow10(nn - 3) }; // external
  if (vif <= 0x6b) return { quantity: 'pressure', unit: 'bar', factor: pow10(nn - 3) };
  if (vif === 0x6c) return { quantity: 'date', unit: '', factor: null, kind: 'date' }; // type G
  if (vif === 0x6d) return { quantity: 'datetime', unit: '', factor: null, kind: 'datetime' }; // type F / I
  if (vif === 0x6e) return { quantity: 'hca', unit: 'Einheiten', factor: int(1n) };
  if (vif >= 0x70 && vif <= 0x77)
    return { quantity: 'duration', unit: DURATION_UNITS[nn] ?? '', factor: int(1n) };
  if (vif === 0x78) return { quantity: 'fabrication_number', unit: '', factor: int(1n) };
  return { quantity: 'other', unit: '', factor: int(1n) };
}

/** Extension table 0xFB, EN 13757-3 table 14 (the entries a meter for this project sends). */
function extensionFbMeaning(vife: number): Meaning {
  const n = vife & 0x01;
  if (vife <= 0x01) return { quantity: 'energy', unit: 'kWh', factor: pow10(n + 2), places: 3 }; // 10^(n-1) MWh
  if (vife >= 0x08 && vife <= 0x09) {
    return { quantity: 'energy', unit: 'kWh', factor: mul(pow10(n + 8), KWH_PER_J), places: 3 }; // 10^(n-1) GJ
  }
  if (vife >= 0x10 && vife <= 0x11)
    return { quantity: 'volume', unit: 'm³', factor: pow10(n + 2), places: 3 };
  if (vife >= 0x18 && vife <= 0x19) return { quantity: 'mass', unit: 'kg', factor: pow10(n + 5) }; // 10^(n+2) t
  if (vife >= 0x28 && vife <= 0x29) return { quantity: 'power', unit: 'kW', factor: pow10(n + 2) }; // 10^(n-1) MW
  return { quantity: 'other', unit: '', factor: int(1n) };
}

/** Extension table 0xFD, EN 13757-3 table 12: identification, error flags, electrical values. */
function extensionFdMeaning(vife: number): Meaning {
  if (vife >= 0x40 && vife <= 0x4f) return { quantity: 'other', unit: 'V', factor: pow10((vife & 0x0f) - 9) };
  if (vife >= 0x50 && vife <= 0x5f)
    return { quantity: 'other', unit: 'A', factor: pow10((vife & 0x0f) - 12) };
  return { quantity: 'other', unit: '', factor: int(1n) };
}

/** Combinable (orthogonal) VIFEs, EN 13757-3 table 15, by their meaning for a consumption total. */
const VIFE_NAMES: Record<number, string> = {
  0x3b: 'forward',
  0x3c: 'backward',
  0x3a: 'uncorrected',
  0x39: 'start_of',
  0x3e: 'future_value',
  // OMS Vol.2: compact profile with register numbers / without (a series of values in one record).
  0x1e: 'compact_profile',
  0x1f: 'compact_profile',
};

interface Cursor {
  bytes: Uint8Array;
  at: number;
}

function truncated<T>(start: number): WmbusResult<T> {
  return fail('truncated_record', texts.recordTruncated(start));
}

/** EN 13757-3 DIF data field: number of data bytes (null: variable length, 0x0D). */
const DATA_LENGTH = [0, 1, 2, 3, 4, 4, 6, 8, 0, 1, 2, 3, 4, null, 6, 0] as const;

/**
 * Parses every data record of a decrypted application layer. Idle fillers (0x2F) are skipped;
 * 0x0F/0x1F end the records and the rest is manufacturer data (EN 13757-3, special functions).
 */
export function parseRecords(
  bytes: Uint8Array,
): WmbusResult<{ records: WmbusRecord[]; manufacturerData: string | null }> {
  const records: WmbusRecord[] = [];
  const c: Cursor = { bytes, at: 0 };
  while (c.at < bytes.length) {
    const start = c.at;
    const dif = bytes[c.at] ?? 0;
    if (dif === 0x2f) {
      c.at++;
      continue;
    }
    if (dif === 0x0f || dif === 0x1f) {
      const rest = bytes.subarray(c.at + 1);
      return ok({ records, manufacturerData: rest.length > 0 ? toHex(rest) : null });
    }
    if (dif === 0x7f) {
      // Global readout request: a request marker without VIF or data.
      c.at++;
      continue;
    }
    if ((dif & 0x0f) === 0x0f) {
      return fail('bad_record', texts.unknownDif(hexByte(dif), start));
    }
    const parsed = parseRecord(c, start);
    if (!parsed.ok) return parsed;
    records.push(parsed.value);
  }
  return ok({ records, manufacturerData: null });
}

function parseRecord(c: Cursor, start: number): WmbusResult<WmbusRecord> {
  const { bytes } = c;
  const dif = bytes[c.at++] ?? 0;
  const dataField = dif & 0x0f;
  let storage = (dif >> 6) & 0x01;
  let tariff = 0;
  let subunit = 0;
  let ext = (dif & 0x80) !== 0;
  // DIFE i adds storage bits at 1 + 4i, tariff bits at 2i and a subunit bit at i (EN 13757-3 6.3.2).
  for (let i = 0; ext; i++) {
    if (c.at >= bytes.length) return truncated(start);
    if (i >= 10) return fail('bad_record', texts.tooManyDife(start));
    const dife = bytes[c.at++] ?? 0;
    storage += (dife & 0x0f) * 2 ** (1 + 4 * i);
    tariff += ((dife >> 4) & 0x03) * 2 ** (2 * i);
    subunit += ((dife >> 6) & 0x01) * 2 ** i;
    ext = (dife & 0x80) !== 0;
  }

  if (c.at >= bytes.length) return truncated(start);
  const vif = bytes[c.at++] ?? 0;
  let meaning: Meaning;
  let plainUnit: string | null = null;
  let vifeFollows = (vif & 0x80) !== 0;
  const primary = vif & 0x7f;
  if (primary === 0x7b || primary === 0x7d) {
    // 0xFB / 0xFD: the next byte is the VIF of an extension table (EN 13757-3 6.4.3).
    if (c.at >= bytes.length) return truncated(start);
    const code = bytes[c.at++] ?? 0;
    meaning = primary === 0x7b ? extensionFbMeaning(code & 0x7f) : extensionFdMeaning(code & 0x7f);
    vifeFollows = (code & 0x80) !== 0;
  } else if (primary === 0x7f) {
    meaning = { quantity: 'manufacturer', unit: '', factor: null, kind: 'manufacturer' };
  } else if (primary === 0x7c) {
    // Plain-text VIF: a length byte and the unit in ASCII, last character first; it follows the VIFEs.
    meaning = { quantity: 'other', unit: '', factor: int(1n) };
    plainUnit = '';
  } else {
    meaning = primaryMeaning(primary);
  }

  const modifiers: string[] = [];
  let factor = meaning.factor;
  let manufacturerVife = meaning.kind === 'manufacturer';
  for (let i = 0; vifeFollows; i++) {
    if (c.at >= bytes.length) return truncated(start);
    if (i >= 10) return fail('bad_record', texts.tooManyVife(start));
    const vife = bytes[c.at++] ?? 0;
    vifeFollows = (vife & 0x80) !== 0;
    const code = vife & 0x7f;
    if (manufacturerVife) continue;
    if (code === 0x7f) {
      // E111 1111: the following VIFEs are manufacturer specific; the value is no longer standard.
      manufacturerVife = true;
      modifiers.push('manufacturer');
    } else if (code >= 0x70 && code <= 0x77 && factor) {
      factor = mul(factor, pow10((code & 0x07) - 6)); // multiplicative correction 10^(nnn-6)
    } else if (code === 0x7d && factor) {
      factor = mul(factor, pow10(3)); // multiplicative correction 10^3
    } else {
      modifiers.push(VIFE_NAMES[code] ?? `vife_${hexByte(code).slice(2)}`);
    }
  }
  if (plainUnit !== null) {
    if (c.at >= bytes.length) return truncated(start);
    const len = bytes[c.at++] ?? 0;
    if (c.at + len > bytes.length) return truncated(start);
    const chars = Array.from(bytes.subarray(c.at, c.at + len)).reverse();
    plainUnit = String.fromCharCode(...chars);
    c.at += len;
  }
  const header = toHex(bytes.subarray(start, c.at));

  // Data.
  let length: number | null = dataField === 0x0d ? null : (DATA_LENGTH[dataField] ?? 0);
  let lvar: number | null = null;
  if (length === null) {
    if (c.at >= bytes.length) return truncated(start);
    lvar = bytes[c.at++] ?? 0;
    length = variableLength(lvar);
    if (length === null) {
      return fail('bad_record', texts.unknownLvar(hexByte(lvar), start));
    }
  }
  if (c.at + length > bytes.length) return truncated(start);
  const data = bytes.subarray(c.at, c.at + length);
  c.at += length;

  const base = {
    quantity: meaning.quantity,
    unit: plainUnit ?? meaning.unit,
    storage,
    tariff,
    subunit,
    function: FUNCTIONS[(dif >> 4) & 0x03] ?? 'instantaneous',
    modifiers,
    header,
  };

  if (meaning.kind === 'manufacturer' || manufacturerVife) {
    return ok({ ...base, value: data.length ? toHex(data) : null, exact: null });
  }
  if (meaning.kind === 'date' || meaning.kind === 'datetime') {
    const text = decodeDate(data);
    return ok({
      ...base,
      quantity: text && text.length > 10 ? 'datetime' : 'date',
      value: text,
      exact: text,
    });
  }

  const raw = rawValue(dataField, data, lvar);
  if (raw === undefined) {
    // LVAR below 0xC0: a string of that many bytes, ASCII last character first; binary content such as
    // an OMS compact profile (VIFE 0x1E/0x1F) stays hex. Neither is a number of the VIF's quantity.
    const printable = modifiers.length === 0 && data.every((x) => x >= 0x20 && x < 0x7f);
    const text = printable ? String.fromCharCode(...Array.from(data).reverse()) : toHex(data);
    return ok({ ...base, quantity: 'other', unit: plainUnit ?? '', value: text, exact: text });
  }
  if (raw === null || !factor) return ok({ ...base, value: null, exact: null });
  if (meaning.quantity === 'fabrication_number') {
    // An identifier, not an amount: BCD keeps its leading zeros as printed on the type plate.
    const isBcd = dataField >= 0x09 && dataField <= 0x0e;
    const text = isBcd ? raw.num.toString().padStart(data.length * 2, '0') : raw.num.toString();
    return ok({ ...base, value: text, exact: text });
  }
  const scaled = mul(raw, factor);
  const exact = toExactDecimal(scaled);
  const value =
    meaning.places !== undefined
      ? toFixedDecimal(scaled, meaning.places)
      : (exact ?? toFixedDecimal(scaled, 6));
  return ok({ ...base, value, exact });
}

/** EN 13757-3 LVAR: text, positive/negative BCD or binary of the given number of bytes. */
function variableLength(lvar: number): number | null {
  if (lvar <= 0xbf) return lvar;
  if (lvar <= 0xcf) return lvar - 0xc0;
  if (lvar <= 0xdf) return lvar - 0xd0;
  if (lvar <= 0xef) return lvar - 0xe0;
  if (lvar <= 0xf4) return 4 * (lvar - 0xec);
  if (lvar === 0xf5) return 48;
  if (lvar === 0xf6) return 64;
  return null;
}

/**
 * The raw number of a record: BCD (type A, a leading 0xF nibble meaning negative), signed binary
 * (type B, two's complement) or a 32-bit float (type H, converted exactly). undefined: text; null: invalid.
 */
function rawValue(dataField: number, data: Uint8Array, lvar: number | null): Rational | null | undefined {
  if (lvar !== null) {
    if (lvar <= 0xbf) return undefined;
    if (lvar <= 0xcf) return bcd(data, false);
    if (lvar <= 0xdf) {
      const v = bcd(data, false);
      return v && { num: -v.num, den: 1n };
    }
    return int(signedLe(data));
  }
  if (data.length === 0) return null;
  if (dataField >= 0x09 && dataField <= 0x0e) return bcd(data, true);
  if (dataField === 0x05) return float32(data);
  return int(signedLe(data));
}

function bcd(data: Uint8Array, signNibble: boolean): Rational | null {
  let digits = '';
  for (let i = data.length - 1; i >= 0; i--) digits += (data[i] ?? 0).toString(16).padStart(2, '0');
  let negative = false;
  if (signNibble && digits.startsWith('f')) {
    negative = true;
    digits = digits.slice(1);
  }
  if (!/^\d*$/.test(digits)) return null;
  const n = BigInt(digits || '0');
  return { num: negative ? -n : n, den: 1n };
}

function signedLe(data: Uint8Array): bigint {
  let v = 0n;
  for (let i = data.length - 1; i >= 0; i--) v = (v << 8n) | BigInt(data[i] ?? 0);
  const bits = BigInt(data.length * 8);
  if (bits > 0n && v >= 1n << (bits - 1n)) v -= 1n << bits;
  return v;
}

/** IEEE 754 single precision as an exact rational; NaN and infinities are invalid values. */
function float32(data: Uint8Array): Rational | null {
  const bits = Number(signedLe(data) & 0xffffffffn);
  const sign = bits >>> 31 ? -1n : 1n;
  const exponent = (bits >>> 23) & 0xff;
  const fraction = BigInt(bits & 0x7fffff);
  if (exponent === 0xff) return null;
  const mantissa = exponent === 0 ? fraction : fraction | 0x800000n;
  const e = (exponent === 0 ? 1 : exponent) - 127 - 23;
  return e >= 0
    ? { num: sign * mantissa * 2n ** BigInt(e), den: 1n }
    : { num: sign * mantissa, den: 2n ** BigInt(-e) };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Date types of EN 13757-3 annex A: G (2 bytes, date), F (4 bytes, date and time to the minute),
 * I (6 bytes, with seconds). The 7-bit year counts from 2000 here: OMS meters were built after it.
 * All bytes 0xFF, a day or month 0 or the invalid bit of type F/I mean "no date" (null).
 */
export function decodeDate(data: Uint8Array): string | null {
  if (data.every((x) => x === 0xff)) return null;
  const at = (i: number): number => data[i] ?? 0;
  let offset: number;
  let time = '';
  if (data.length === 2) offset = 0;
  else if (data.length === 4) {
    if (at(0) & 0x80) return null;
    time = ` ${pad2(at(1) & 0x1f)}:${pad2(at(0) & 0x3f)}`;
    offset = 2;
  } else if (data.length === 6) {
    if (at(1) & 0x80) return null;
    time = ` ${pad2(at(2) & 0x1f)}:${pad2(at(1) & 0x3f)}:${pad2(at(0) & 0x3f)}`;
    offset = 3;
  } else return null;
  const lo = at(offset);
  const hi = at(offset + 1);
  const day = lo & 0x1f;
  const month = hi & 0x0f;
  const year = ((lo & 0xe0) >> 5) | ((hi & 0xf0) >> 1);
  if (day === 0 || month === 0 || month > 12) return null;
  return `${2000 + year}-${pad2(month)}-${pad2(day)}${time}`;
}

export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const x of bytes) s += x.toString(16).toUpperCase().padStart(2, '0');
  return s;
}
