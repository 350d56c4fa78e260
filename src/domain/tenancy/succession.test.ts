import { describe, expect, it } from 'vitest';
import { defaultMoveOutDate, moveOutFitsMoveIn, predecessorMoveOut, successorMoveIn } from './succession.ts';

describe('succession dates', () => {
  it('lets the successor move in the day after the move-out, across month and year ends', () => {
    expect(successorMoveIn('2026-06-30')).toBe('2026-07-01');
    expect(successorMoveIn('2025-12-31')).toBe('2026-01-01');
    expect(successorMoveIn('2028-02-28')).toBe('2028-02-29');
    expect(predecessorMoveOut('2026-03-01')).toBe('2026-02-28');
    expect(predecessorMoveOut('2026-01-01')).toBe('2025-12-31');
  });

  it('proposes the end of the current month, not before the move-in', () => {
    expect(defaultMoveOutDate('2026-03-15', '2019-04-01')).toBe('2026-03-31');
    expect(defaultMoveOutDate('2026-02-01', null)).toBe('2026-02-28');
    expect(defaultMoveOutDate('2026-03-15', '2026-05-10')).toBe('2026-05-31');
    expect(defaultMoveOutDate('2026-03-15', '2026-03-20')).toBe('2026-03-31');
  });

  it('accepts a move-out on the move-in day but not before it', () => {
    expect(moveOutFitsMoveIn('2026-03-01', '2026-03-01')).toBe(true);
    expect(moveOutFitsMoveIn('2026-03-01', '2026-02-28')).toBe(false);
    expect(moveOutFitsMoveIn(null, '2026-02-28')).toBe(true);
  });
});
