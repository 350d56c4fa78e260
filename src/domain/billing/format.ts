/**
 * de-DE display helpers, kept local to billing until the shared helpers in
 * src/domain/format.ts exist. Hand-written instead of Intl so output is byte
 * for byte the same on every runtime (no NBSP surprises in the PDF) and cheap
 * enough for thousands of calculation paths per building.
 */
function groupThousands(digits: string): string {
  const n = digits.length;
  if (n <= 3) return digits;
  let out = digits.slice(0, n % 3 || 3);
  for (let i = n % 3 || 3; i < n; i += 3) out += '.' + digits.slice(i, i + 3);
  return out;
}

/** 123456 → "1.234,56 €" */
export function formatCents(cents: number, withSymbol = true): string {
  const abs = cents < 0 ? -cents : cents;
  const rest = abs % 100;
  const s = `${cents < 0 ? '-' : ''}${groupThousands(String((abs - rest) / 100))},${rest < 10 ? '0' : ''}${rest}`;
  return withSymbol ? `${s} €` : s;
}

/** 1234.5 → "1.234,50" (rounded half away from zero on the decimal string). */
export function formatNumber(value: number, decimals = 2): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const dot = fixed.indexOf('.');
  const int = dot < 0 ? fixed : fixed.slice(0, dot);
  const s = groupThousands(int) + (dot < 0 ? '' : `,${fixed.slice(dot + 1)}`);
  return value < 0 && Number(fixed) !== 0 ? `-${s}` : s;
}

/** Decimals as needed, at most `max`: 75 → "75", 75.5 → "75,5". */
export function formatQuantity(value: number, max = 3): string {
  if (Number.isInteger(value)) return (value < 0 ? '-' : '') + groupThousands(String(Math.abs(value)));
  let fixed = Math.abs(value).toFixed(max);
  let end = fixed.length;
  while (fixed.charCodeAt(end - 1) === 48) end--; // trailing '0'
  if (fixed.charCodeAt(end - 1) === 46) end--; // '.'
  fixed = fixed.slice(0, end);
  const dot = fixed.indexOf('.');
  const int = dot < 0 ? fixed : fixed.slice(0, dot);
  return (value < 0 ? '-' : '') + groupThousands(int) + (dot < 0 ? '' : `,${fixed.slice(dot + 1)}`);
}

/** "2024-12-31" → "31.12.2024" */
export function formatDate(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

/** 12.5 → "12,5 %" */
export function formatPercent(value: number, decimals = 0): string {
  return `${formatNumber(value, decimals)} %`;
}
