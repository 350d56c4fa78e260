import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('concurrencyLimit', () => {
  it('never runs more than max tasks at once and runs the rest in arrival order', async () => {
    const limit = concurrencyLimit(2);
    const gates = Array.from({ length: 6 }, deferred);
    const started: number[] = [];
    let peak = 0;
    const results = gates.map((gate, i) =>
      limit.run(async () => {
        started.push(i);
        peak = Math.max(peak, limit.active);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(limit.active).toBe(2);
    expect(limit.waiting).toBe(4);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(limit.active).toBe(0);
  });

  it('frees the slot of a failing task', async () => {
    const limit = concurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    expect(await limit.run(async () => 'weiter')).toBe('weiter');
    expect(limit.active).toBe(0);
  });

  it('rejects a limit below one', () => {
    expect(() => concurrencyLimit(0)).toThrow(RangeError);
  });
});
