/**
 * An admission queue for scarce work (argon2 on libuv's thread pool): at most `concurrency` tasks
 * run at once, and the waiting ones are served round-robin across clients, so one client's burst
 * waits behind every other client's single request instead of starving it. A place taken with a
 * budget is refused at once (`NoRoomError`) when the estimate says its task would end later than
 * the budget allows, and is refused later if it is still waiting when it can no longer make it.
 * The estimate is the moving average of recent task durations × places ahead / concurrency.
 *
 * Every operation costs O(1), except the estimate at admission, which is O(clients waiting).
 */

/** Time and timers, given from outside so tests can run the queue on a fake clock. */
export interface QueueClock {
  now(): number;
  /** Calls `fn` after `ms`; answers a function that cancels the call. */
  setTimer(ms: number, fn: () => void): () => void;
}

export const systemClock: QueueClock = {
  now: () => performance.now(),
  setTimer(ms, fn) {
    const timer = setTimeout(fn, ms);
    // A waiting place must never keep a process alive that is shutting down.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** The place could not be given or kept within its budget; try again after `retryAfterMs`. */
export class NoRoomError extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`no room in the queue for ${Math.round(retryAfterMs)} ms`);
    this.name = 'NoRoomError';
  }
}

/** A place in the queue, from admission until `release` (or the end of `run`). */
export interface Place {
  /** Waits for the turn, runs `task` on the slot, measures it and gives the place up. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place up: leaves the queue if still waiting, frees the slot if holding one. Idempotent. */
  release(): void;
}

export interface AdmitOptions {
  /** Longest time from now until the task should have ended; without it the place waits as long as needed. */
  budgetMs?: number;
  /** Aborted when the requester is gone: a waiting place is dropped from the queue. */
  signal?: AbortSignal;
}

export interface FairQueue {
  admit(client: string, options?: AdmitOptions): Place;
  run<T>(client: string, task: () => Promise<T>, options?: AdmitOptions): Promise<T>;
  readonly active: number;
  readonly waiting: number;
  /** The current estimate of one task's duration. */
  readonly taskMs: number;
}

export interface FairQueueOptions {
  concurrency: number;
  /** Estimate of one task's duration until the first one has been measured. */
  initialTaskMs: number;
  clock?: QueueClock;
}

/** Weight of the newest duration in the moving average: follows a changing load within a few tasks. */
const AVERAGE_WEIGHT = 0.2;

type State = 'waiting' | 'granted' | 'done';

interface Entry {
  client: string;
  state: State;
  grant: () => void;
  fail: (reason: unknown) => void;
  turn: Promise<void>;
  cancelTimer?: () => void;
  stopListening?: () => void;
}

export function fairQueue({ concurrency, initialTaskMs, clock = systemClock }: FairQueueOptions): FairQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  let active = 0;
  let waiting = 0;
  let taskMs = initialTaskMs;
  /** Waiting places per client; the map's insertion order is the round-robin order of clients. */
  const clients = new Map<string, Set<Entry>>();

  /** Places served before a new place of `client`: one per round from every other client, up to its round. */
  function placesAhead(client: string): number {
    const own = clients.get(client)?.size ?? 0;
    let ahead = own;
    for (const [other, places] of clients) if (other !== client) ahead += Math.min(places.size, own + 1);
    return ahead;
  }

  /** Tasks that must end before a task admitted now for `client` gets a slot. */
  function tasksBefore(client: string): number {
    return Math.max(0, placesAhead(client) + active - concurrency + 1);
  }

  /** Milliseconds from now until a task admitted now for `client` would end. */
  function estimateMs(client: string): number {
    return (tasksBefore(client) * taskMs) / concurrency + taskMs;
  }

  function leaveQueue(entry: Entry) {
    const places = clients.get(entry.client)!;
    places.delete(entry);
    if (places.size === 0) clients.delete(entry.client);
    waiting--;
  }

  function finish(entry: Entry) {
    entry.cancelTimer?.();
    entry.stopListening?.();
    entry.state = 'done';
  }

  function dispatch() {
    while (active < concurrency && waiting > 0) {
      const [client, places] = clients.entries().next().value!;
      const entry = places.values().next().value!;
      places.delete(entry);
      clients.delete(client);
      // The client goes to the end of the round with its remaining places.
      if (places.size > 0) clients.set(client, places);
      waiting--;
      active++;
      entry.cancelTimer?.();
      entry.state = 'granted';
      entry.grant();
    }
  }

  function release(entry: Entry, reason: unknown) {
    if (entry.state === 'waiting') {
      leaveQueue(entry);
      finish(entry);
      entry.fail(reason);
    } else if (entry.state === 'granted') {
      finish(entry);
      active--;
      dispatch();
    }
  }

  function admit(client: string, { budgetMs, signal }: AdmitOptions = {}): Place {
    signal?.throwIfAborted();
    // A place that gets a slot at once is never refused: waiting cannot make it faster, and on a
    // machine so loaded that one task alone overruns the budget, refusing would lock everyone out.
    if (budgetMs !== undefined && tasksBefore(client) > 0) {
      const late = estimateMs(client) - budgetMs;
      if (late > 0) throw new NoRoomError(late);
    }
    let grant!: () => void;
    let fail!: (reason: unknown) => void;
    const turn = new Promise<void>((resolve, reject) => {
      grant = resolve;
      fail = reject;
    });
    // Nobody may be waiting for the turn when the place is given up early.
    turn.catch(() => {});
    const entry: Entry = { client, state: 'waiting', grant, fail, turn };
    const places = clients.get(client);
    if (places) places.add(entry);
    else clients.set(client, new Set([entry]));
    waiting++;

    if (budgetMs !== undefined) {
      // Still waiting when the task could no longer end within the budget: refused then, not answered late.
      entry.cancelTimer = clock.setTimer(Math.max(0, budgetMs - taskMs), () => {
        if (entry.state !== 'waiting') return;
        leaveQueue(entry);
        finish(entry);
        entry.fail(new NoRoomError(Math.max(taskMs, estimateMs(client) - budgetMs)));
      });
    }
    if (signal) {
      const onAbort = () => release(entry, signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      entry.stopListening = () => signal.removeEventListener('abort', onAbort);
    }
    dispatch();

    return {
      async run(task) {
        try {
          await entry.turn;
          const start = clock.now();
          try {
            return await task();
          } finally {
            taskMs += AVERAGE_WEIGHT * (clock.now() - start - taskMs);
          }
        } finally {
          release(entry, undefined);
        }
      },
      release: () => release(entry, new NoRoomError(0)),
    };
  }

  return {
    admit,
    run: (client, task, options) => admit(client, options).run(task),
    get active() {
      return active;
    },
    get waiting() {
      return waiting;
    },
    get taskMs() {
      return taskMs;
    },
  };
}
