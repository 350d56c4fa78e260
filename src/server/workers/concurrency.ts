/**
 * Runs at most `max` tasks at once; the rest wait in arrival order. For work that uses a scarce
 * resource outside the event loop (CPU-heavy native code, memory), so that a burst of it cannot
 * take every core from the requests that need little.
 */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function concurrencyLimit(max: number): ConcurrencyLimit {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, got ${max}`);
  let active = 0;
  const queue: Array<() => void> = [];
  const next = () => {
    active--;
    queue.shift()?.();
  };
  return {
    async run(task) {
      if (active >= max) await new Promise<void>((resolve) => queue.push(resolve));
      // A waiter woken by `next` takes over the slot its predecessor freed.
      active++;
      try {
        return await task();
      } finally {
        next();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
