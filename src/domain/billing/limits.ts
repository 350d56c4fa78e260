import { billingInputTexts, billingPhrases } from '../texts/billing.ts';

/**
 * Size limits of one calculation, chosen to fit the largest real buildings with room to spare
 * (a 2,000-dwelling estate with five tenant changes per dwelling and year, every cost type of
 * BetrKV §2 split into its invoices) while keeping one calculation within a few seconds of CPU
 * and its answer within tens of megabytes.
 */
export const BILLING_LIMITS = {
  units: 2_000,
  occupancies: 10_000,
  costs: 300,
  /** Consumption values: per occupancy or unit and meter kind. */
  consumption: 60_000,
  /** Directly assigned amounts of one cost line, one per occupancy at most. */
  directAmounts: 10_000,
  /**
   * Lines of all statements together: every occupancy gets a line per cost line and up to four
   * heating lines, each about 370 bytes of answer with its calculation path. 200,000 lines (the
   * largest real estates: 2,500 tenancies with 60 cost lines and more) answer in about a second
   * with some 75 MB of JSON; far more would exhaust memory long before it reached anyone.
   */
  statementLines: 200_000,
} as const;

/** Heating and hot water add at most this many lines to each statement. */
const HEATING_LINES = 4;

export function statementLineCount(input: { occupancies: unknown[]; costs: unknown[]; heating?: unknown }) {
  return input.occupancies.length * (input.costs.length + (input.heating ? HEATING_LINES : 0));
}

export const tooManyStatementLines = (lines: number) =>
  billingInputTexts.tooManyStatementLines(lines, BILLING_LIMITS.statementLines);

/** Largest request body of the calculation and statement routes: the largest allowed input fits twice. */
export const BILLING_BODY_LIMIT = 32 * 1024 * 1024;

export const atMostEntries = billingPhrases.atMostEntries;
