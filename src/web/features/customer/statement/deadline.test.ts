import { describe, expect, it } from 'vitest';
import { DEADLINE_WARNING_DAYS as DEADLINE_NEAR_DAYS } from '../../../../domain/statements/deadline-warning.ts';
import { deadlineState } from './deadline.ts';

describe('deadlineState', () => {
  it('counts calendar days and highlights the last weeks', () => {
    expect(deadlineState('2025-12-31', '2025-01-15')).toEqual({ kind: 'open', days: 350 });
    expect(deadlineState('2025-12-31', '2025-11-01')).toEqual({ kind: 'near', days: DEADLINE_NEAR_DAYS });
    expect(deadlineState('2025-12-31', '2025-10-31')).toEqual({ kind: 'open', days: DEADLINE_NEAR_DAYS + 1 });
    expect(deadlineState('2025-12-31', '2025-12-30')).toEqual({ kind: 'near', days: 1 });
    expect(deadlineState('2025-12-31', '2025-12-31')).toEqual({ kind: 'today' });
    expect(deadlineState('2025-12-31', '2026-01-01')).toEqual({ kind: 'past' });
  });
});
