// Source: §556 Abs. 3 S. 2, 3 BGB with §188 Abs. 2, 3 BGB (statement deadline).
import { addMonths, parseIsoDate, toIsoDate } from '../dates.ts';

/**
 * §556 Abs. 3 S. 2 BGB: the statement must reach the tenant by the end of the
 * twelfth month after the end of the period (date arithmetic per §188 BGB:
 * period ending 31.12.2024 → 31.12.2025; ending 29.02.2024 → 28.02.2025).
 */
export function statementDeadline(periodTo: string): string {
  const day = parseIsoDate(periodTo);
  if (day === null) throw new RangeError(`Ungültiges Datum ${periodTo}`);
  return toIsoDate(addMonths(day, 12));
}
