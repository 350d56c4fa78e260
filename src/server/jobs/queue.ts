import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client.ts';
import { databaseExecutor, transactionExecutor, type Tx } from './sql.ts';

/**
 * Background jobs on pg-boss: the jobs live in the database (schema `pgboss`), on PostgreSQL as on
 * the embedded PGlite, so a restart or a second server process loses none and works none twice.
 * Services see only this small port; pg-boss stays behind it.
 */
export interface JobQueue {
  /**
   * Defines the queue with its retry policy and works its jobs in this process, one at a time.
   * Register every queue at start, before anything sends to it inside a transaction.
   */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: QueueOptions): Promise<void>;
  /**
   * Queues a job and wakes this process's worker for it. Answers the job id, or null when a job
   * with the same `singletonKey` is already in the queue.
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Sends `data` to the queue whenever the cron expression is due (once, however many processes run). */
  schedule(name: string, cron: string, data?: object, options?: { tz?: string }): Promise<void>;
  unschedule(name: string): Promise<void>;
  /** Finishes the running jobs (within a time limit) and stops; the database stays open. */
  stop(): Promise<void>;
}

export interface RetryPolicy {
  /** Tries after the first one; 0: none. */
  retryLimit?: number;
  /** Seconds before the next try. */
  retryDelay?: number;
  /** Doubles the delay with every try (with jitter), so an outage is not hammered. */
  retryBackoff?: boolean;
}

export interface QueueOptions extends RetryPolicy {
  /** A job running longer counts as failed and is tried again. */
  expireInSeconds?: number;
}

export interface SendOptions extends RetryPolicy {
  /**
   * At most one job per key in this queue: a second send answers null as long as pg-boss keeps the
   * first job (waiting, running, retrying, failed or completed — completed jobs are archived after
   * 12 hours). Handlers must still be idempotent.
   */
  singletonKey?: string;
  /** Not before this time, or this many seconds from now. */
  startAfter?: Date | number;
  /**
   * Sends inside this transaction: the job exists exactly when the transaction commits. On the
   * embedded database this is also the only way to send while a transaction is open: its one
   * connection is busy until the transaction ends.
   */
  tx?: Db | Tx;
}

export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** Tries before this one. */
  retryCount: number;
  retryLimit: number;
  /** No further try follows when this one fails. */
  lastAttempt: boolean;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export type JobLog = (level: 'warn' | 'error', message: string, error?: unknown) => void;

export interface JobQueueOptions {
  /** Seconds between two looks into an empty queue; a send from this process wakes its worker at once. */
  pollingIntervalSeconds?: number;
  /** Test hook: replaces the retry policy of every queue and job, so tests see retries in seconds. */
  retry?: RetryPolicy;
  /** How long `stop` waits for running jobs before it hands them back for another try. */
  stopTimeoutMs?: number;
  log?: JobLog;
  /**
   * Workers look for jobs and the cron schedules start once this settles (stopping ends the wait
   * too); without it at once. A starting server passes a moment after it listens: its first
   * answers then do not wait behind their first queries, which on the embedded database run on
   * the same thread. Jobs sent in the meantime are stored as usual and done then.
   */
  begin?: Promise<unknown>;
  /**
   * False: this process sends jobs but works none, fires no schedules and leaves pg-boss's
   * maintenance to the others (`ROLE=web`). Queues are still defined, since a send inside a
   * transaction needs its queue to exist.
   */
  works?: boolean;
}

const DEFAULT_POLLING_SECONDS = 2;
const DEFAULT_STOP_TIMEOUT_MS = 10_000;

/** Starts pg-boss on the application's database; it creates or migrates its schema on first start. */
export async function startJobQueue(database: Database, options: JobQueueOptions = {}): Promise<JobQueue> {
  const log: JobLog = options.log ?? ((level, message) => console[level](message));
  const pollingMs = (options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS) * 1000;
  const stopTimeoutMs = options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
  const retryOverride = options.retry ?? {};

  const executor = databaseExecutor(database.raw);
  let closed = false;
  const db: PgBoss.Db = {
    // After stop, pg-boss's own cron worker may still finish a last fetch and complete a job
    // without awaiting it; that statement must neither reach a closed database nor reject
    // unobserved, so it is left unanswered and dropped with the worker.
    executeSql: (text, values) =>
      closed ? new Promise<never>(() => undefined) : executor.executeSql(text, values),
  };
  const works = options.works ?? true;
  const boss = new PgBoss({ db, schedule: false, supervise: works, migrate: true });
  boss.on('error', (error) => log('error', `Auftragswarteschlange: ${error.message}`, error));
  await boss.start();

  let stopping: Promise<void> | null = null;
  let release: () => void = () => undefined;
  const begun = new Promise<void>((resolve) => (release = resolve));
  if (options.begin) void options.begin.then(release, release);
  else release();

  /**
   * The clock: a second pg-boss on the same tables that does nothing but fire the cron schedules
   * (of all processes one at a time; pg-boss locks it). Apart from the queue so that it starts
   * with the workers: its first look into the tables costs a start on the embedded database
   * about 150 ms of CPU.
   */
  const clock = new PgBoss({ db, schedule: true, supervise: false, migrate: false });
  clock.on('error', (error) => log('error', `Zeitplan der Auftragswarteschlange: ${error.message}`, error));
  const clockStarted = begun
    .then(() => (stopping || !works ? undefined : clock.start()))
    .catch((error: Error) => log('error', `Zeitplan der Auftragswarteschlange: ${error.message}`, error));

  /**
   * Several processes starting on one empty PostgreSQL database create the same queues at the same
   * moment; pg-boss's create_queue then deadlocks (40P01) or meets the other's row (23505) in one of
   * them. Trying again finds the queue made, so a start never fails for it.
   */
  async function concurrentSafe(work: () => Promise<unknown>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await work();
        return;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 25 * attempt + Math.floor(Math.random() * 25)));
      }
    }
  }

  const defined = new Set<string>();
  const workers: Worker[] = [];
  const running = new Map<string, string>();

  async function defineQueue(name: string, queueOptions: QueueOptions = {}) {
    const settings = { name, ...queueOptions, ...retryOverride };
    await concurrentSafe(async () => {
      await boss.createQueue(name, settings);
      // createQueue leaves an existing queue alone; the policy written in the code wins.
      await boss.updateQueue(name, settings);
    });
    defined.add(name);
  }

  async function ensureQueue(name: string, inTransaction: boolean) {
    if (defined.has(name)) return;
    if (inTransaction) {
      // Creating it here would wait for the caller's own transaction on the embedded database.
      throw new Error(
        `Warteschlange „${name}“ ist nicht angelegt; sie muss beim Start mit work() definiert werden.`,
      );
    }
    await concurrentSafe(() => boss.createQueue(name));
    defined.add(name);
  }

  function assertRunning() {
    if (stopping) throw new Error('Die Auftragswarteschlange ist beendet.');
  }

  async function runJob<T>(worker: Worker, job: PgBoss.JobWithMetadata<T>, handler: JobHandler<T>) {
    running.set(job.id, worker.name);
    let failure: unknown = null;
    try {
      await withinSeconds(
        handler({
          id: job.id,
          name: job.name,
          data: job.data,
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
          lastAttempt: job.retryCount >= job.retryLimit,
        }),
        Number(job.expireInSeconds),
      );
    } catch (error) {
      failure = error;
      const attempt = `Versuch ${job.retryCount + 1} von ${job.retryLimit + 1}`;
      log('warn', `Auftrag ${job.name} ${job.id} fehlgeschlagen (${attempt}): ${messageOf(error)}`, error);
    }
    try {
      if (failure === null) await boss.complete(job.name, job.id);
      else await boss.fail(job.name, job.id, typeof failure === 'object' ? failure : { value: failure });
    } catch (error) {
      // The job stays active until it expires; pg-boss then hands it out again.
      log('error', `Auftrag ${job.name} ${job.id}: Ergebnis nicht gespeichert: ${messageOf(error)}`, error);
    } finally {
      running.delete(job.id);
    }
  }

  async function loop<T>(worker: Worker, handler: JobHandler<T>) {
    await begun;
    while (!stopping) {
      worker.wakeup.reset();
      const [job] = await boss.fetch<T>(worker.name, { batchSize: 1, includeMetadata: true });
      if (job) await runJob(worker, job, handler);
      else await worker.wakeup.sleep(pollingMs);
    }
  }

  return {
    async work(name, handler, queueOptions) {
      assertRunning();
      await defineQueue(name, queueOptions);
      if (!works) return;
      const worker: Worker = { name, wakeup: new Wakeup(), done: Promise.resolve() };
      worker.done = loop(worker, handler);
      workers.push(worker);
    },

    async send(name, data, sendOptions = {}) {
      assertRunning();
      const { tx, singletonKey, startAfter, ...retry } = sendOptions;
      await ensureQueue(name, tx !== undefined);
      const id = await boss.send(name, data, {
        ...retry,
        ...retryOverride,
        ...(singletonKey !== undefined ? { singletonKey, id: jobIdFor(name, singletonKey) } : {}),
        ...(startAfter !== undefined ? { startAfter } : {}),
        ...(tx ? { db: transactionExecutor(tx) } : {}),
      });
      // Inside a transaction the job is visible after the commit; on PostgreSQL the worker may look
      // too early and finds it on its next round.
      if (id) for (const worker of workers) if (worker.name === name) worker.wakeup.wake();
      return id;
    },

    async schedule(name, cron, data = {}, scheduleOptions = {}) {
      assertRunning();
      if (!works) return;
      await ensureQueue(name, false);
      // "Today" is a Berlin date everywhere in the product, so crons read Berlin time too.
      const tz = scheduleOptions.tz ?? 'Europe/Berlin';
      // Unchanged since the last start: left as it is. Writing it again would only parse the
      // expression once more, which with a time zone costs a start about 100 ms of CPU.
      const schedules = (await boss.getSchedules()) as Array<PgBoss.Schedule & { timezone?: string }>;
      const stored = schedules.find((s) => s.name === name);
      if (stored?.cron === cron && stored.timezone === tz && sameJson(stored.data ?? {}, data)) return;
      await boss.schedule(name, cron, data, { tz });
    },

    async unschedule(name) {
      assertRunning();
      await boss.unschedule(name);
    },

    stop() {
      stopping ??= (async () => {
        release();
        for (const worker of workers) worker.wakeup.wake();
        const finished = await settlesWithin(Promise.all(workers.map((w) => w.done)), stopTimeoutMs);
        if (!finished) {
          // Hand the jobs that are still running back now, so the next start tries them again at
          // once instead of after their expiry.
          for (const [id, name] of running) {
            await boss
              .fail(name, id, { message: 'Server beendet, während der Auftrag lief' })
              .catch(() => undefined);
          }
        }
        await clockStarted;
        if (works) await clock.stop({ graceful: true, close: false, wait: true, timeout: 1000 });
        await boss.stop({ graceful: true, close: false, wait: true, timeout: 1000 });
        closed = true;
      })();
      return stopping;
    },
  };
}

interface Worker {
  name: string;
  wakeup: Wakeup;
  done: Promise<void>;
}

/** The pause of an idle worker, ended early by a send; a send during a fetch is not lost. */
class Wakeup {
  #pending = false;
  #timer: NodeJS.Timeout | undefined;
  #resolve: (() => void) | undefined;

  reset() {
    this.#pending = false;
  }

  wake() {
    this.#pending = true;
    const resolve = this.#resolve;
    if (resolve) {
      clearTimeout(this.#timer);
      this.#resolve = undefined;
      resolve();
    }
  }

  sleep(ms: number): Promise<void> {
    if (this.#pending) return Promise.resolve();
    return new Promise((resolve) => {
      this.#resolve = resolve;
      this.#timer = setTimeout(() => {
        this.#resolve = undefined;
        resolve();
      }, ms);
    });
  }
}

/**
 * The job id of a singleton key: a hash of queue and key in UUID form (version 8, "custom"). A
 * second send with the same key collides with the first job's primary key and is not inserted, in
 * whatever state the first one is.
 */
export function jobIdFor(queue: string, key: string): string {
  const hash = createHash('sha256').update(`${queue}\u0000${key}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x80;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function withinSeconds<T>(work: Promise<T>, seconds: number): Promise<T> {
  if (!(seconds > 0)) return work;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Zeitüberschreitung nach ${seconds} Sekunden`)),
      seconds * 1000,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
