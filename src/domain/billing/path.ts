import { formatQuantityDe } from '../decimal.ts';
import { formatMoneyDe } from '../money.ts';
import type {
  BillingCalculation,
  BillingResult,
  LineCalculation,
  LineResult,
  OccupancyResult,
} from './schema.ts';

/** The structured fields of a line that its calculation path is made of. */
export type PathFields = Pick<
  LineCalculation,
  'total_cents' | 'basis_total' | 'basis_share' | 'basis_unit' | 'time_share' | 'share_cents'
>;

/** The formatting a path needs; withCalculationPaths passes one that remembers repeated values. */
interface PathFormat {
  quantity(value: number, maxDecimals: 2 | 3): string;
  cents(cents: number): string;
}

const PLAIN: PathFormat = { quantity: formatQuantityDe, cents: (c) => formatMoneyDe(c, 'plain') };

/**
 * Remembers texts within one result: each line's total and basis total repeat
 * on every statement, an occupancy's area share on every area line, and
 * formatting a decimal (toFixed) costs far more than a map lookup.
 */
function rememberingFormat(): PathFormat {
  const quantities = new Map<number, string>(); // up to 3 decimals (bases)
  const times = new Map<number, string>(); // up to 2 decimals (time shares)
  const amounts = new Map<number, string>(); // cents
  return {
    quantity(value, maxDecimals) {
      const memo = maxDecimals === 3 ? quantities : times;
      let text = memo.get(value);
      if (text === undefined) memo.set(value, (text = formatQuantityDe(value, maxDecimals)));
      return text;
    },
    cents(value) {
      let text = amounts.get(value);
      if (text === undefined) amounts.set(value, (text = formatMoneyDe(value, 'plain')));
      return text;
    },
  };
}

function basisText(value: number, unit: string, format: PathFormat): string {
  // Direct amounts are weights in euros; show them as money, not as "12,5 €".
  return unit === '€' ? format.cents(Math.round(value * 100)) : `${format.quantity(value, 3)} ${unit}`;
}

function pathWith(line: PathFields, format: PathFormat): string {
  const ts = line.time_share;
  const time = ts ? ` × ${format.quantity(ts.value, 2)} ÷ ${format.quantity(ts.total, 2)} ${ts.unit}` : '';
  return (
    `${format.cents(line.total_cents)} × ${basisText(line.basis_share, line.basis_unit, format)} ÷ ` +
    `${basisText(line.basis_total, line.basis_unit, format)}${time} = ${formatMoneyDe(line.share_cents, 'plain')}`
  );
}

/**
 * Human-readable calculation path of one share, e.g.
 * "1.200,00 € × 80 m² ÷ 400 m² × 183 ÷ 366 Tage = 120,00 €".
 * The stated result is the actual (largest-remainder) share, which can differ
 * from naive rounding of the product by at most one cent.
 * Derived from the line's structured fields only, so it can be computed
 * whenever it is shown (API answer) instead of for every line of every result.
 */
export function calculationPath(line: PathFields): string {
  return pathWith(line, PLAIN);
}

/* Spelled out instead of `{ ...line, path }`: object spread over 14 fields was the slowest part of this function. */
function withPath(l: LineCalculation, format: PathFormat): LineResult {
  return {
    cost: l.cost,
    name: l.name,
    key: l.key,
    section: l.section,
    amount_cents: l.amount_cents,
    total_cents: l.total_cents,
    basis_total: l.basis_total,
    basis_share: l.basis_share,
    basis_unit: l.basis_unit,
    time_share: l.time_share,
    share_cents: l.share_cents,
    estimated: l.estimated,
    labour_share_cents: l.labour_share_cents,
    labour_kind: l.labour_kind,
    path: pathWith(l, format),
  };
}

/** The API answer: the engine result with the calculation path on every line (as the last field). */
export function withCalculationPaths(result: BillingCalculation): BillingResult {
  const format = rememberingFormat();
  return {
    ...result,
    occupancies: result.occupancies.map((o): OccupancyResult => ({
      ...o,
      lines: o.lines.map((l) => withPath(l, format)),
    })),
  };
}
