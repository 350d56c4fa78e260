import { addDays, lastDayOfMonth, type IsoDate } from '../dates.ts';

/**
 * A change of tenant leaves no gap and no overlap: the successor (a new tenant or a vacancy)
 * moves in the day after the predecessor moves out. Server and screen compute both ends here.
 */
export const successorMoveIn = (moveOut: IsoDate): IsoDate => addDays(moveOut, 1);
export const predecessorMoveOut = (moveIn: IsoDate): IsoDate => addDays(moveIn, -1);

/**
 * The date the move-out dialog proposes: the end of the current month, since tenancies usually
 * end with a month; never before the move-in (a tenancy that starts later ends at the end of its
 * first month at the earliest).
 */
export function defaultMoveOutDate(today: IsoDate, moveIn: IsoDate | null): IsoDate {
  const endOfThisMonth = lastDayOfMonth(today);
  if (moveIn && moveIn > endOfThisMonth) return lastDayOfMonth(moveIn);
  return endOfThisMonth;
}

/** A move-out on or after the move-in; both as ISO dates, which compare as text. */
export const moveOutFitsMoveIn = (moveIn: IsoDate | null, moveOut: IsoDate): boolean =>
  moveIn === null || moveOut >= moveIn;
