import { describe, expect, it } from 'vitest';
import { fairQueue, NoRoomError, type QueueClock } from './fair-queue.ts';

/** A clock that moves only when told; timers fire as it passes them. */
function fakeClock() {
  let now = 0;
  const timers = new Set<{ at: number; fn: () => void }>();
  const clock: QueueClock = {
    now: () => now,
    setTimer(ms, fn) {
      const timer = { at: now + ms, fn };
      timers.add(timer);
      return () => timers.delete(timer);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of [...timers].sort((a, b) => a.at - b.at))
      if (timer.at <= now) {
        timers.delete(timer);
        timer.fn();
      }
  };
  return { clock, advance };
}

/** Work that ends when the test says so, taking the fake time the test gives it. */
function fakeWork() {
  const started: string[] = [];
  const ends = new Map<string, () => void>();
  const task = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      ends.set(name, () => resolve(name));
    });
  const end = async (name: string) => {
    ends.get(name)!();
    // Lets the finished task hand its slot to the next place.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { started, task, end };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('fair queue', () => {
  it('serves clients round-robin, so one burst does not starve a single request', async () => {
    const { clock } = fakeClock();
    const queue = fairQueue({ concurrency: 1, initialTaskMs: 100, clock });
    const work = fakeWork();
    const answers = [
      ...['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((name) => queue.run('burst', work.task(name))),
      queue.run('single', work.task('b1')),
    ];
    await flush();
    // a1 runs; the burst's next place and the single one then take turns.
    const order = ['a1', 'a2', 'b1', 'a3', 'a4', 'a5', 'a6'];
    for (const name of order) await work.end(name);
    await Promise.all(answers);
    expect(work.started).toEqual(order);
    expect(queue.active).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('runs at most `concurrency` tasks at once', async () => {
    const { clock } = fakeClock();
    const queue = fairQueue({ concurrency: 2, initialTaskMs: 100, clock });
    const work = fakeWork();
    const answers = ['x', 'y', 'z'].map((name) => queue.run(name, work.task(name)));
    await flush();
    expect(work.started).toEqual(['x', 'y']);
    expect(queue.active).toBe(2);
    expect(queue.waiting).toBe(1);
    await work.end('x');
    expect(work.started).toEqual(['x', 'y', 'z']);
    await work.end('y');
    await work.end('z');
    expect(await Promise.all(answers)).toEqual(['x', 'y', 'z']);
  });

  it('refuses at once a place whose task would end after the budget, with the wait until there is room', async () => {
    const { clock } = fakeClock();
    const queue = fairQueue({ concurrency: 1, initialTaskMs: 100, clock });
    // Ends at 100, 200 and 300 ms; a fourth client's place would end at 400 ms.
    const places = ['a', 'b', 'c'].map((client) => queue.admit(client, { budgetMs: 350 }));
    expect(queue.active).toBe(1);
    expect(queue.waiting).toBe(2);
    let refusal: unknown;
    try {
      queue.admit('d', { budgetMs: 350 });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(NoRoomError);
    expect((refusal as NoRoomError).retryAfterMs).toBe(50);
    // The refused request took no place.
    expect(queue.waiting).toBe(2);
    // One client's burst fills its share, yet another client still gets in ahead of it.
    expect(() => queue.admit('a', { budgetMs: 350 })).toThrow(NoRoomError);
    const single = queue.admit('e', { budgetMs: 450 });
    expect(queue.waiting).toBe(3);
    for (const place of [...places, single]) place.release();
    expect(queue.active).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('refuses a waiting place that can no longer end within its budget, and frees it', async () => {
    const { clock, advance } = fakeClock();
    const queue = fairQueue({ concurrency: 1, initialTaskMs: 100, clock });
    const work = fakeWork();
    const slow = queue.run('a', work.task('slow'), { budgetMs: 1000 });
    const waiting = queue.run('b', work.task('late'), { budgetMs: 1000 });
    await flush();
    advance(899);
    await flush();
    expect(queue.waiting).toBe(1);
    advance(1);
    await expect(waiting).rejects.toBeInstanceOf(NoRoomError);
    expect(queue.waiting).toBe(0);
    await work.end('slow');
    await slow;
    expect(work.started).toEqual(['slow']);
  });

  it('drops a waiting place whose requester is gone and serves the next', async () => {
    const { clock } = fakeClock();
    const queue = fairQueue({ concurrency: 1, initialTaskMs: 100, clock });
    const work = fakeWork();
    const gone = new AbortController();
    const first = queue.run('a', work.task('first'));
    const dropped = queue.run('b', work.task('dropped'), { signal: gone.signal });
    const next = queue.run('c', work.task('next'));
    await flush();
    gone.abort(new Error('Verbindung geschlossen'));
    await expect(dropped).rejects.toThrow('Verbindung geschlossen');
    expect(queue.waiting).toBe(1);
    await work.end('first');
    await work.end('next');
    await Promise.all([first, next]);
    expect(work.started).toEqual(['first', 'next']);
  });

  it('estimates from the moving average of measured durations', async () => {
    const { clock, advance } = fakeClock();
    const queue = fairQueue({ concurrency: 1, initialTaskMs: 100, clock });
    const work = fakeWork();
    for (let i = 0; i < 30; i++) {
      const done = queue.run('a', work.task(`t${i}`));
      await flush();
      advance(400);
      await work.end(`t${i}`);
      await done;
    }
    expect(queue.taskMs).toBeGreaterThan(399);
    expect(queue.taskMs).toBeLessThanOrEqual(400);
    // One running task of 400 ms: a new place would end after 800 ms.
    const running = queue.admit('a');
    expect(() => queue.admit('b', { budgetMs: 799 })).toThrow(NoRoomError);
    running.release();
    // With the slot free the same place starts at once and is admitted, even over its budget.
    const alone = queue.admit('b', { budgetMs: 300 });
    expect(queue.active).toBe(1);
    alone.release();
  });
});
