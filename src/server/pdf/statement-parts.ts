/** What the statement's sections share: the document's input, number formats, section numbering. */
import { statementPdfTexts } from '../../domain/texts/statement-pdf.ts';
import { formatDecimalDe, parseDecimalPlain } from '../../domain/decimal.ts';
import { formatMoneyDe } from '../../domain/money.ts';
import { addDays, dayOf, formatDateDe, parseIsoDate, partsOf, toIsoDate } from '../../domain/dates.ts';
import type { BillingCalculation, OccupancyCalculation } from '../../domain/billing/schema.ts';
import { nextBusinessDay } from '../../domain/holidays.ts';
import type { MeterShown, StatementDetails } from '../../domain/schemas/statements.ts';
import { CONTENT_WIDTH, type Column } from './layout.ts';
import type { BankAccount } from '../../domain/payments/bank-account.ts';
import type { Party } from './statement-schema.ts';

export const t = statementPdfTexts;

/**
 * What the statement shows beyond the engine's numbers. The statements service passes the stored
 * `StatementDetails`; the meter ids there are for the screens and are not printed.
 */
export type StatementDetailsShown = Omit<StatementDetails, 'meters'> & {
  meters: Omit<MeterShown, 'meter_id'>[];
};

export interface StatementDocument {
  result: BillingCalculation;
  occupancyId: string;
  landlord: Party;
  tenant: Party;
  property: string | null;
  /** ISO date of the statement. */
  statementDate: string;
  paymentDays: number;
  details?: StatementDetailsShown;
  /**
   * The account a back-payment is paid to, for the GiroCode under the payment text; no code without it. The
   * statements service passes the property's receiving account, else the landlord's profile: the caller decides.
   */
  payee?: BankAccount | null;
}

/**
 * The day a balance is due: `paymentDays` after the statement date, moved to the next business
 * day when that is a Saturday, Sunday or nationwide public holiday (§193 BGB).
 */
export function paymentDueDate(statementDate: string, paymentDays: number): string {
  return nextBusinessDay(addDays(statementDate, paymentDays));
}

export function firstOfMonthAfterNext(iso: string): string {
  const d = parseIsoDate(iso);
  if (d === null) throw new RangeError(`Ungültiges Datum ${iso}`);
  const { y, m } = partsOf(d);
  return toIsoDate(dayOf(y, m + 2, 1));
}

export function periodTitle(r: BillingCalculation): string {
  const from = parseIsoDate(r.period.from) as number;
  const to = parseIsoDate(r.period.to) as number;
  const a = partsOf(from);
  const b = partsOf(to);
  if (a.m === 1 && a.d === 1 && b.m === 12 && b.d === 31 && a.y === b.y) return String(a.y);
  return `${formatDateDe(r.period.from)} – ${formatDateDe(r.period.to)}`;
}

/** A stored decimal string ("1234.500") in de-DE notation with the decimals it needs ("1.234,5"). */
export function decimalText(value: string, places = 3): string {
  const scaled = parseDecimalPlain(value, { places });
  return scaled === null ? value : formatDecimalDe(scaled, places, 0);
}

/**
 * A stored decimal rounded half away from zero to at most two decimals ("1234.567" → "1.234,57"):
 * averages and comparison figures, whose third decimal is no information to a reader.
 */
export function roundedText(value: string): string {
  const milli = parseDecimalPlain(value, { places: 3 });
  if (milli === null) return value;
  const centi = Math.sign(milli) * Math.round(Math.abs(milli) / 10);
  return formatDecimalDe(centi, 2, 0);
}

export function decimalNumber(value: string, places = 3): number | null {
  const scaled = parseDecimalPlain(value, { places });
  return scaled === null ? null : scaled / 10 ** places;
}

/** Money with an explicit sign for changes: "+42,00 €", "-8,00 €". */
export function signedCents(cents: number): string {
  return cents > 0 ? `+${formatMoneyDe(cents, 'plain')}` : formatMoneyDe(cents, 'plain');
}

/** Two columns: what, and the amount or value (right-aligned). */
export function keyValueColumns(header: string, valueHeader: string, labelWidth = 300): Column[] {
  return [
    { header, width: labelWidth },
    { header: valueHeader, width: CONTENT_WIDTH - labelWidth, align: 'right' },
  ];
}

/** Numbers the sections that are present, in order. */
export class Sections {
  private n = 0;
  next(title: string): string {
    this.n += 1;
    return `${this.n}. ${title}`;
  }
}

/** The dwelling as the house names it (its label); the engine's unit id only where none is given. */
export const unitName = (input: StatementDocument, occ: OccupancyCalculation): string =>
  input.details?.unit_label?.trim() || occ.unit;
