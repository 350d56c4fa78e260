import { toEpochDay, type IsoDate } from '../../../../domain/dates.ts';

import { DEADLINE_WARNING_DAYS } from '../../../../domain/statements/deadline-warning.ts';

export type DeadlineState =
  { kind: 'open'; days: number } | { kind: 'near'; days: number } | { kind: 'today' } | { kind: 'past' };

/** How close the statement deadline is, counted in calendar days from today (Europe/Berlin). */
export function deadlineState(deadline: IsoDate, today: IsoDate): DeadlineState {
  const days = toEpochDay(deadline) - toEpochDay(today);
  if (days < 0) return { kind: 'past' };
  if (days === 0) return { kind: 'today' };
  return days <= DEADLINE_WARNING_DAYS ? { kind: 'near', days } : { kind: 'open', days };
}
