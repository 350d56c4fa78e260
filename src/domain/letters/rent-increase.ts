/**
 * Rent increases of a tenancy of a dwelling.
 *
 * To the local comparative rent (§ 558 BGB):
 * - the rent must have been unchanged for 15 months when the increase is to take effect, and the
 *   request may be made one year after the last increase at the earliest (§ 558 Abs. 1 BGB);
 *   increases for modernisation (§ 559) and of the operating costs (§ 560) do not count, so the
 *   landlord enters the date since which the net rent is unchanged apart from those;
 * - within three years the rent may not rise by more than 20 %, or 15 % in a municipality the
 *   Land has named in an ordinance (§ 558 Abs. 3 BGB); the base is the rent three years before the
 *   increase takes effect, again without §§ 559, 560;
 * - the new rent may not exceed the local comparative rent, here the Mietspiegel value per m² the
 *   landlord enters times the dwelling's area (§ 558 Abs. 2 BGB; the reasons, § 558a BGB);
 * - the tenant may consent until the end of the second calendar month after receipt, and owes the
 *   new rent from the start of the third calendar month after receipt (§ 558b Abs. 1, 2 BGB).
 *   The earliest receipt is therefore the later of one year after the last increase and the first
 *   day of the month three months before the first month start on which 15 months are complete.
 *
 * Index rent (§ 557b BGB): the rent follows the consumer price index for Germany; the new rent is
 * the old one × new index ÷ old index, rounded down to the cent so that it never exceeds the
 * index change. The rent must stay unchanged for at least one year (§ 557b Abs. 2 BGB), and the
 * changed rent is owed from the start of the month after next after receipt (§ 557b Abs. 3 BGB).
 *
 * Too early a request or too high a rent is refused naming the earliest date or the maximum.
 */
import { addMonths, lastDayOfMonth, toEpochDay, toIsoDate, type IsoDate } from '../dates.ts';
import { ValidationError } from '../errors.ts';
import type { Cents } from '../money.ts';
import { letterRuleTexts } from '../texts/letters.ts';

const firstOfMonth = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;
const plusMonths = (date: IsoDate, months: number): IsoDate => toIsoDate(addMonths(toEpochDay(date), months));
/** `date` when it is the first of a month, else the first of the next month. */
const monthStartOnOrAfter = (date: IsoDate): IsoDate =>
  date.endsWith('-01') ? date : plusMonths(firstOfMonth(date), 1);
const later = (a: IsoDate, b: IsoDate) => (a > b ? a : b);

/** § 558b Abs. 2 BGB: the end of the second calendar month after receipt. */
export function consentDeadline(receipt: IsoDate): IsoDate {
  return lastDayOfMonth(plusMonths(firstOfMonth(receipt), 2));
}

/** § 558b Abs. 1 BGB: the start of the third calendar month after receipt. */
export function comparativeEffectiveFrom(receipt: IsoDate): IsoDate {
  return plusMonths(firstOfMonth(receipt), 3);
}

/** The earliest day a § 558 request may reach the tenant when the rent is unchanged since `since`. */
export function earliestComparativeRequest(since: IsoDate): IsoDate {
  const oneYear = plusMonths(since, 12);
  const fifteenMonths = monthStartOnOrAfter(plusMonths(since, 15));
  return later(oneYear, plusMonths(fifteenMonths, -3));
}

export interface ComparativeRentInput {
  readonly currentRentCents: Cents;
  readonly newRentCents: Cents;
  readonly receipt: IsoDate;
  /** Since when the net rent is unchanged, increases under §§ 559, 560 BGB left out. */
  readonly rentUnchangedSince: IsoDate;
  /** The net rent three years before the increase takes effect; needed where the rent changed since. */
  readonly rentThreeYearsAgoCents?: Cents | null;
  /** The municipality is named in a Land ordinance under § 558 Abs. 3 S. 2 BGB. */
  readonly cappedMunicipality: boolean;
  readonly comparativeRentPerSqmCents: Cents;
  /** The dwelling's area in m² (a decimal number). */
  readonly areaM2: number;
}

export interface ComparativeRentIncrease {
  readonly consentDeadline: IsoDate;
  readonly effectiveFrom: IsoDate;
  readonly capPercent: 15 | 20;
  readonly capBaseCents: Cents;
  readonly capMaxCents: Cents;
  readonly comparativeMaxCents: Cents;
  /** The lower of the two limits. */
  readonly maxCents: Cents;
  readonly increaseCents: Cents;
}

/** The comparative rent of the dwelling: the value per m² × area, rounded down to the cent. */
export function comparativeRentCents(perSqmCents: Cents, areaM2: number): Cents {
  return Math.floor((perSqmCents * Math.round(areaM2 * 100)) / 100);
}

export function comparativeRentIncrease(input: ComparativeRentInput): ComparativeRentIncrease {
  if (input.newRentCents <= input.currentRentCents) throw new ValidationError(letterRuleTexts.rentNotHigher);
  const earliest = earliestComparativeRequest(input.rentUnchangedSince);
  if (input.receipt < earliest) throw new ValidationError(letterRuleTexts.waitingPeriod(earliest));
  const effectiveFrom = comparativeEffectiveFrom(input.receipt);
  const capPercent = input.cappedMunicipality ? 15 : 20;
  // Unchanged for the whole three years: today's rent is the base. Otherwise the landlord must say
  // what the rent was three years before the increase.
  const unchangedForThreeYears = input.rentUnchangedSince <= plusMonths(effectiveFrom, -36);
  const capBaseCents =
    input.rentThreeYearsAgoCents ?? (unchangedForThreeYears ? input.currentRentCents : null);
  if (capBaseCents === null)
    throw new ValidationError(letterRuleTexts.threeYearsAgoMissing(plusMonths(effectiveFrom, -36)));
  const capMaxCents = Math.floor((capBaseCents * (100 + capPercent)) / 100);
  if (input.newRentCents > capMaxCents)
    throw new ValidationError(letterRuleTexts.capExceeded(capMaxCents, capPercent));
  const comparativeMaxCents = comparativeRentCents(input.comparativeRentPerSqmCents, input.areaM2);
  if (input.newRentCents > comparativeMaxCents)
    throw new ValidationError(letterRuleTexts.comparativeExceeded(comparativeMaxCents));
  return {
    consentDeadline: consentDeadline(input.receipt),
    effectiveFrom,
    capPercent,
    capBaseCents,
    capMaxCents,
    comparativeMaxCents,
    maxCents: Math.min(capMaxCents, comparativeMaxCents),
    increaseCents: input.newRentCents - input.currentRentCents,
  };
}

/** § 557b Abs. 3 BGB: the start of the month after next after receipt. */
export function indexEffectiveFrom(receipt: IsoDate): IsoDate {
  return plusMonths(firstOfMonth(receipt), 2);
}

/** The earliest day an index declaration may reach the tenant when the rent is unchanged since `since`. */
export function earliestIndexDeclaration(since: IsoDate): IsoDate {
  return plusMonths(monthStartOnOrAfter(plusMonths(since, 12)), -2);
}

export interface IndexRentInput {
  readonly currentRentCents: Cents;
  /** Index values scaled to hundredths (117,4 → 11740), read with the money parser's decimal reader. */
  readonly oldIndexHundredths: number;
  readonly newIndexHundredths: number;
  readonly receipt: IsoDate;
  readonly rentUnchangedSince: IsoDate;
}

export interface IndexRentChange {
  readonly newRentCents: Cents;
  readonly increaseCents: Cents;
  readonly effectiveFrom: IsoDate;
}

export function indexRentChange(input: IndexRentInput): IndexRentChange {
  if (input.newIndexHundredths <= input.oldIndexHundredths)
    throw new ValidationError(letterRuleTexts.indexNotHigher);
  const earliest = earliestIndexDeclaration(input.rentUnchangedSince);
  if (input.receipt < earliest) throw new ValidationError(letterRuleTexts.indexTooEarly(earliest));
  // Integer arithmetic: cents × hundredths stays far below 2^53 for any real rent and index.
  const newRentCents = Math.floor(
    (input.currentRentCents * input.newIndexHundredths) / input.oldIndexHundredths,
  );
  return {
    newRentCents,
    increaseCents: newRentCents - input.currentRentCents,
    effectiveFrom: indexEffectiveFrom(input.receipt),
  };
}
