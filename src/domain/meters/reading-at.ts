import { addDays, toEpochDay, type IsoDate } from '../dates.ts';
import { firstAfter } from './neighbours.ts';

/** A reading as the consumption rules see it: its calendar date and the value in thousandths. */
export interface DatedReading {
  date: IsoDate;
  milli: number;
}

/** The meter state at a boundary, read or interpolated between the readings around it. */
export interface BoundaryReading {
  value: number;
  interpolated: boolean;
  /** Known exactly because the readings before and after the boundary are equal. */
  unchanged?: true;
  /** The readings it was taken from: one when read, two when interpolated or unchanged. */
  from: readonly DatedReading[];
}

/**
 * The meter state at the boundary between `lastDay` and the day after it (a year's end: 31.12.).
 *
 * A reading taken on the last day or on the first day after counts as the boundary reading
 * (readings are taken during a day; metering services read on the key date or the day after),
 * the last day first, so that a year's end reading is the next year's start reading and the
 * years add up. Otherwise the state is interpolated linearly by days between the nearest
 * readings before and after: a time-proportional estimate, the measure HeizkostenV §9b Abs. 3 falls back to where no interim reading exists; a reading
 * counts as taken at the end of its day. Equal readings on both sides give the state exactly.
 * With no reading on one side there is no state: nothing is extrapolated. `readings` must be in date order.
 */
export function readingAt(readings: readonly DatedReading[], lastDay: IsoDate): BoundaryReading | null {
  const nextDay = addDays(lastDay, 1);
  // Binary searches, not scans: a meter may hold tens of thousands of readings and a statement
  // asks for many boundaries.
  const afterLastDay = firstAfter(readings, lastDay);
  const onLastDay = readings[afterLastDay - 1]?.date === lastDay ? readings[afterLastDay - 1] : undefined;
  const onNextDay = readings[afterLastDay]?.date === nextDay ? readings[afterLastDay] : undefined;
  const exact = onLastDay ?? onNextDay;
  if (exact) return { value: exact.milli, interpolated: false, from: [exact] };

  const before = readings[afterLastDay - 1];
  const after = readings[firstAfter(readings, nextDay)];
  if (!before || !after) return null;
  // A counter that did not move between the readings around the boundary stood at that value on
  // every day between them: the state is known exactly, not estimated, and so is an interim
  // reading in the sense of §9b Abs. 1 HeizkostenV (no split by degree days, no §12 cut).
  if (before.milli === after.milli) {
    return { value: before.milli, interpolated: false, unchanged: true, from: [before, after] };
  }
  const span = toEpochDay(after.date) - toEpochDay(before.date);
  const elapsed = toEpochDay(lastDay) - toEpochDay(before.date);
  // Integer thousandths, rounded half away from zero; every product stays below 2^53.
  const delta = after.milli - before.milli;
  const step = Math.sign(delta) * Math.round((Math.abs(delta) * elapsed) / span);
  return { value: before.milli + step, interpolated: true, from: [before, after] };
}
