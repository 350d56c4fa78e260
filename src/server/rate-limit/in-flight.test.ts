import { describe, expect, it } from 'vitest';
import { inFlightLimit, type InFlightPlace } from './in-flight.ts';

const place = (taken: ReturnType<ReturnType<typeof inFlightLimit>['take']>): InFlightPlace => {
  if (typeof taken === 'string') throw new Error(`refused: ${taken}`);
  return taken;
};

describe('inFlightLimit', () => {
  it('refuses an owner its third place and everyone the fifth', () => {
    const limit = inFlightLimit({ perOwner: 2, overall: 4 });
    const a1 = place(limit.take(1));
    place(limit.take(1));
    expect(limit.take(1)).toBe('owner');
    place(limit.take(2));
    place(limit.take(2));
    expect(limit.take(3)).toBe('overall');
    expect(limit.inFlight()).toBe(4);
    expect(limit.inFlight(1)).toBe(2);

    a1.release();
    expect(limit.inFlight(1)).toBe(1);
    place(limit.take(3));
    expect(limit.take(1)).toBe('overall');
  });

  it('gives a place back once, however often it is released', () => {
    const limit = inFlightLimit({ perOwner: 2, overall: 4 });
    const a = place(limit.take(1));
    place(limit.take(1));
    a.release();
    a.release();
    expect(limit.inFlight(1)).toBe(1);
    expect(limit.inFlight()).toBe(1);
    place(limit.take(1));
    expect(limit.take(1)).toBe('owner');
  });
});
