/**
 * Exact decimals as scaled integers ("milli-units" for 3 places, cents for 2).
 * Parsing works on the digit string so that no binary float ever rounds a value.
 */

const NBSP = '\u00a0';

/** Rounds a digit string half away from zero to `places` decimals and returns the scaled integer. */
function scaleDigits(negative: boolean, intPart: string, fracPart: string, places: number): number {
  const kept = (fracPart + '0'.repeat(places)).slice(0, places);
  const next = fracPart.length > places ? fracPart.charCodeAt(places) - 48 : 0;
  const digits = (intPart || '0') + kept;
  // Up to 15 digits a double holds the integer exactly; only longer inputs need BigInt.
  let n: number;
  if (digits.length <= 15) {
    n = Number(digits) + (next >= 5 ? 1 : 0);
  } else {
    const big = BigInt(digits) + (next >= 5 ? 1n : 0n);
    if (big > BigInt(Number.MAX_SAFE_INTEGER)) return Number.NaN;
    n = Number(big);
  }
  return negative && n !== 0 ? -n : 0 + n;
}

const DE_NUMBER = /^([+-]?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;
const PLAIN_NUMBER = /^(-?)(\d+)(?:\.(\d+))?$/;

export interface ParseDecimalOptions {
  /** Decimals kept; more are rounded half away from zero unless `maxDecimals` rejects them. */
  places: number;
  /** When set, input with more decimals than this is invalid instead of rounded. */
  maxDecimals?: number;
}

/**
 * Parses German number input ("1.234,567", "1234,5", "-3") into a scaled integer.
 * Returns null for anything else, including an empty string.
 */
export function parseDecimalDe(input: string, options: ParseDecimalOptions): number | null {
  const text = input.trim().replace(/[\s\u00a0]/g, '');
  const m = DE_NUMBER.exec(text);
  if (!m) return null;
  return scaled(m[1] === '-', (m[2] ?? '').replace(/\./g, ''), m[3] ?? '', options);
}

/** The digits of a machine decimal ("-1234.567"), as JSON and PostgreSQL numeric write it. */
export interface PlainDecimal {
  negative: boolean;
  int: string;
  frac: string;
}

/**
 * Reads a machine decimal given as JSON number or string. Numbers go through their shortest
 * round-trip string, so 12.345 is read as exactly 12345/1000 and never as the nearest binary
 * double. The one reader of machine decimals: scaled integers (`parseDecimalPlain`) and the
 * billing engine's exact fractions (`parseDecimal` in billing/decimal.ts) both start here.
 */
export function readPlainDecimal(input: string | number): PlainDecimal | null {
  const text = typeof input === 'number' ? numberToPlainString(input) : input.trim();
  const m = PLAIN_NUMBER.exec(text);
  if (!m) return null;
  return { negative: m[1] === '-', int: m[2] ?? '', frac: m[3] ?? '' };
}

/** Parses a machine decimal ("1234.567", as PostgreSQL numeric returns it) into a scaled integer. */
export function parseDecimalPlain(input: string | number, options: ParseDecimalOptions): number | null {
  const d = readPlainDecimal(input);
  return d && scaled(d.negative, d.int, d.frac, options);
}

function scaled(
  negative: boolean,
  int: string,
  frac: string,
  { places, maxDecimals }: ParseDecimalOptions,
): number | null {
  if (maxDecimals !== undefined && frac.length > maxDecimals) return null;
  const value = scaleDigits(negative, int, frac, places);
  return Number.isNaN(value) ? null : value;
}

/** "1.5e3" → "1500": exponents shifted on the digits, so no float is involved here either. */
export function expandExponent(text: string, maxExponent = 400): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?[eE]([+-]?\d+)$/.exec(text);
  if (!m) return text;
  const [, sign, int, frac = '', expText] = m;
  const exp = Number(expText);
  // A bound on the digits written: "1e999999" would be a megabyte of zeros.
  if (Math.abs(exp) > maxExponent) return 'NaN';
  let digits = int! + frac;
  let point = int!.length + exp;
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(point);
  return `${sign}${whole}${rest ? `.${rest}` : ''}`;
}

/** A JS number as written in source ("0.1", not "0.1000000000000000055"); exponents are expanded. */
function numberToPlainString(n: number): string {
  if (!Number.isFinite(n)) return 'NaN';
  const s = String(n);
  if (!/e/i.test(s)) return s;
  // Exponent notation: from 1e21 up and below 1e-6.
  return expandExponent(s);
}

/** "1234567" → "1.234.567"; a loop rather than a regex, as it runs for thousands of statement lines. */
function groupThousands(digits: string): string {
  const n = digits.length;
  if (n <= 3) return digits;
  const head = n % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < n; i += 3) out += '.' + digits.slice(i, i + 3);
  return out;
}

function splitScaled(scaled: number, places: number): { sign: string; int: string; frac: string } {
  const sign = scaled < 0 ? '-' : '';
  const abs = String(Math.abs(Math.trunc(scaled))).padStart(places + 1, '0');
  return { sign, int: abs.slice(0, abs.length - places), frac: places ? abs.slice(abs.length - places) : '' };
}

/** Formats a scaled integer in de-DE notation: 1234567 (3 places) → "1.234,567". */
export function formatDecimalDe(scaled: number, places: number, minDecimals = places): string {
  const { sign, int, frac } = splitScaled(scaled, places);
  let shown = frac;
  while (shown.length > minDecimals && shown.endsWith('0')) shown = shown.slice(0, -1);
  return `${sign}${groupThousands(int)}${shown ? ',' + shown : ''}`;
}

/** Formats a scaled integer as a machine decimal string for the database: 1234567 (3) → "1234.567". */
export function toPlainDecimal(scaled: number, places: number): string {
  const { sign, int, frac } = splitScaled(scaled, places);
  return `${sign}${int}${places ? '.' + frac : ''}`;
}

/** A JS number (a display value, never money) rounded half away from zero on its shortest decimal string. */
function scaledNumber(value: number, decimals: number): number {
  return parseDecimalPlain(value, { places: decimals }) ?? 0;
}

/** 1234.5 → "1.234,50" */
export function formatNumberDe(value: number, decimals = 2): string {
  return formatDecimalDe(scaledNumber(value, decimals), decimals);
}

/** Decimals as needed, at most `max`: 75 → "75", 75.5 → "75,5". */
export function formatQuantityDe(value: number, max = 3): string {
  return formatDecimalDe(scaledNumber(value, max), max, 0);
}

export { NBSP };
