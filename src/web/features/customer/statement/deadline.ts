import { toEpochDay, type IsoDate } from '../../../../domain/dates.ts';

/**
 * From how many days before the deadline it is highlighted: the same as the server's warning
 * check, so the highlight and the warning appear together.
 */
export const DEADLINE_NEAR_DAYS = 60;

export type DeadlineState =
  { kind: 'open'; days: number } | { kind: 'near'; days: number } | { kind: 'today' } | { kind: 'past' };

/** How close the statement deadline is, counted in calendar days from today (Europe/Berlin). */
export function deadlineState(deadline: IsoDate, today: IsoDate): DeadlineState {
  const days = toEpochDay(deadline) - toEpochDay(today);
  if (days < 0) return { kind: 'past' };
  if (days === 0) return { kind: 'today' };
  return days <= DEADLINE_NEAR_DAYS ? { kind: 'near', days } : { kind: 'open', days };
}
