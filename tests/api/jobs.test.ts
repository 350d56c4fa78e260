import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { appMeta, users } from '../../src/server/db/schema.ts';
import type { Job } from '../../src/server/jobs/queue.ts';

/**
 * The job queue (pg-boss) on the test's database, PGlite or PostgreSQL: jobs run once, retry,
 * join the sender's transaction, share the embedded database's one connection with the app
 * without starving or blocking it, and stop cleanly.
 */
const FAST = { pollingIntervalSeconds: 0.5, retry: { retryLimit: 2, retryDelay: 1, retryBackoff: false } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: FAST });
});
afterAll(async () => {
  await t?.close();
});

/** A handler that records what it was given and resolves a promise per awaited data item. */
function recorder<T extends { n: number }>() {
  const seen: Array<Job<T>> = [];
  const waiters = new Map<number, () => void>();
  return {
    seen,
    handle: async (job: Job<T>) => {
      seen.push(job);
      waiters.get(job.data.n)?.();
    },
    reached(n: number, timeoutMs = 10_000) {
      if (seen.some((job) => job.data.n === n)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Auftrag ${n} nicht innerhalb von ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.set(n, () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}

/** Fails the test instead of hanging when something waits for itself. */
function within<T>(work: Promise<T>, ms = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Keine Antwort innerhalb von ${ms} ms (Verklemmung?)`)), ms);
    }),
  ]);
}

describe('job queue', () => {
  it('runs a job once; a second send with the same singleton key queues nothing', async () => {
    const r = recorder<{ n: number }>();
    await t.ctx.jobs.work('test-once', r.handle);
    const first = await t.ctx.jobs.send('test-once', { n: 1 }, { singletonKey: 'eins' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    await r.reached(1);
    // Completed and still kept: the key stays taken.
    expect(await t.ctx.jobs.send('test-once', { n: 1 }, { singletonKey: 'eins' })).toBeNull();
    // One worker takes the jobs in order: when the next one has run, a duplicate would have run too.
    await t.ctx.jobs.send('test-once', { n: 2 });
    await r.reached(2);
    expect(r.seen.map((job) => job.data.n)).toEqual([1, 2]);
    expect(r.seen[0]).toMatchObject({ retryCount: 0, retryLimit: 2, lastAttempt: false });
  });

  it('retries a failing job until its last attempt', async () => {
    const calls: Array<Pick<Job<object>, 'retryCount' | 'lastAttempt'>> = [];
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    await t.ctx.jobs.work<{ n: number }>('test-retry', async (job) => {
      calls.push({ retryCount: job.retryCount, lastAttempt: job.lastAttempt });
      if (job.lastAttempt) done();
      throw new Error('Absichtlich fehlgeschlagen');
    });
    await t.ctx.jobs.send('test-retry', { n: 1 });
    await within(finished);
    expect(calls).toEqual([
      { retryCount: 0, lastAttempt: false },
      { retryCount: 1, lastAttempt: false },
      { retryCount: 2, lastAttempt: true },
    ]);
  });

  it('sends inside a transaction: a rollback leaves no job, a commit queues it (no deadlock on PGlite)', async () => {
    const r = recorder<{ n: number }>();
    await t.ctx.jobs.work('test-tx', r.handle);
    await within(
      t.ctx.db
        .transaction(async (tx) => {
          await tx.insert(appMeta).values({ key: 'test-tx-rollback', value: '1' });
          await t.ctx.jobs.send('test-tx', { n: 1 }, { tx });
          throw new Error('rollback');
        })
        .catch((error: Error) => expect(error.message).toBe('rollback')),
    );
    await within(
      t.ctx.db.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: 'test-tx-commit', value: '1' });
        await t.ctx.jobs.send('test-tx', { n: 2 }, { tx });
      }),
    );
    await r.reached(2);
    await t.ctx.jobs.send('test-tx', { n: 3 });
    await r.reached(3);
    expect(r.seen.map((job) => job.data.n)).toEqual([2, 3]);
    const rows = await t.ctx.db.select().from(appMeta).where(eq(appMeta.key, 'test-tx-rollback'));
    expect(rows).toEqual([]);
  });

  it('refuses to create a queue inside a transaction instead of waiting for itself', async () => {
    await expect(
      within(t.ctx.db.transaction((tx) => t.ctx.jobs.send('test-undefined', { n: 1 }, { tx }))),
    ).rejects.toThrow('nicht angelegt');
  });

  it('shares the database with the app: polling and jobs neither starve nor block requests', async () => {
    const r = recorder<{ n: number }>();
    // Each job reads and writes through the app's database, as real jobs do.
    await t.ctx.jobs.work<{ n: number }>('test-busy', async (job) => {
      await t.ctx.db.select({ n: count() }).from(users);
      await t.ctx.db
        .insert(appMeta)
        .values({ key: `test-busy-${job.data.n}`, value: String(job.data.n) })
        .onConflictDoNothing();
      await r.handle(job);
    });
    const requests = Array.from({ length: 40 }, () => t.app.inject({ method: 'GET', url: '/api/site' }));
    const sends = Array.from({ length: 20 }, (_, i) => t.ctx.jobs.send('test-busy', { n: i + 1 }));
    const responses = await within(Promise.all(requests));
    expect(responses.every((res) => res.statusCode === 200)).toBe(true);
    await within(Promise.all(sends));
    await within(Promise.all(Array.from({ length: 20 }, (_, i) => r.reached(i + 1))));

    // An app transaction held open while the queue polls, a job is sent from outside and a request
    // comes in: on PGlite they wait for the transaction, on PostgreSQL they pass it; either way
    // all of them finish once it ends.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transaction = t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await gate;
      await tx.insert(appMeta).values({ key: 'test-busy-held', value: '1' });
    });
    const outside = t.ctx.jobs.send('test-busy', { n: 99 });
    const request = t.app.inject({ method: 'GET', url: '/api/site' });
    release();
    await within(transaction);
    await within(outside);
    expect((await within(request)).statusCode).toBe(200);
    await r.reached(99);
  });

  it('stop waits for the running job, then refuses new work', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finished = false;
    await t.ctx.jobs.work('test-stop', async () => {
      started();
      await gate;
      // Still busy for a moment after the stop was asked for.
      await t.ctx.db.execute(sql`select pg_sleep(0.2)`);
      finished = true;
    });
    await t.ctx.jobs.send('test-stop', { n: 1 });
    await within(running);
    let finishedWhenStopped: boolean | undefined;
    const stopping = t.ctx.jobs.stop().then(() => (finishedWhenStopped = finished));
    release();
    await within(stopping);
    expect(finishedWhenStopped).toBe(true);
    await expect(t.ctx.jobs.send('test-stop', { n: 2 })).rejects.toThrow('beendet');
  });
});
