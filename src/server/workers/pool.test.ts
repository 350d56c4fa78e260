import { afterAll, describe, expect, it } from 'vitest';
import { ServerBusyError } from '../../domain/errors.ts';
import { buildingOfSize } from '../../../tests/fixtures/largest-building.ts';
import { createBillingWorkers, movable } from './pool.ts';

/** One thread and one waiting task: what a flood meets at its bound. */
const workers = createBillingWorkers({ threads: 1, queued: 1 });
afterAll(() => workers.destroy());

const body = () =>
  new TextEncoder().encode(JSON.stringify(buildingOfSize({ units: 3, occupanciesPerUnit: 2, costs: 3 })));

describe('billing workers: a bounded queue', () => {
  it('refuses a task beyond the queue with 503 and a wait, and runs the others', async () => {
    // All three are handed over before the thread has started: one waits for it, one in the queue.
    const runs = [0, 1, 2].map(() => workers.calculate(body()));
    const [first, second, third] = await Promise.allSettled(runs);
    expect(first!.status).toBe('fulfilled');
    expect(second!.status).toBe('fulfilled');
    expect(third!.status).toBe('rejected');
    const error = (third as PromiseRejectedResult).reason as ServerBusyError;
    expect(error).toBeInstanceOf(ServerBusyError);
    expect(error.code).toBe('unavailable');
    expect(error.retryAfterSeconds).toBe(5);
    expect(error.message).toBe(
      'Der Server ist mit Berechnungen ausgelastet. Bitte versuchen Sie es in 5 Sekunden erneut.',
    );
    // Once the queue has room again, the next task runs.
    expect(JSON.parse((await workers.calculate(body())).toString()).occupancies).toHaveLength(6);
  });

  it('moves a body that owns its memory and copies one that shares it', () => {
    const own = Buffer.allocUnsafeSlow(8 * 1024);
    expect(movable(own)).toBe(own);
    const pooled = Buffer.from('{"units":[]}');
    expect(pooled.byteLength).toBeLessThan(pooled.buffer.byteLength);
    const copy = movable(pooled);
    expect(copy).not.toBe(pooled);
    expect(Buffer.from(copy).equals(pooled)).toBe(true);
  });
});
