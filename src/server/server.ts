import type { FastifyInstance } from 'fastify';
import { todayIso } from '../domain/dates.ts';
import { buildApp, buildWorkerApp, type BuildOptions } from './app.ts';
import type { Config } from './config/config.ts';
import type { AppContext } from './context/app-context.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createMailer } from './mail/mailer.ts';
import { ensureAdmin } from './bootstrap/admin.ts';
import { deliverDemoStatements } from './bootstrap/demo-statements.ts';
import { seedDemo } from './bootstrap/seed-demo.ts';
import { createBillingWorkers } from './workers/pool.ts';
import { createPdfWorkers } from './workers/pdf-pool.ts';
import type { InvoiceReaders } from './invoices/reading/invoice-readers.ts';
import { inFlightLimit } from './rate-limit/in-flight.ts';
import { LARGE_BODIES } from './billing/large-bodies.ts';
import { unconfiguredGateway } from './gateways/meter-gateway.ts';
import { ingestMessage } from './gateway-readings/ingest.ts';
import { startTelegramPruning } from './gateway-readings/prune-telegrams.ts';
import { wmbusTelegramDecoder, type TelegramDecoder } from './gateways/telegram-decoder.ts';
import { startJobQueue, type JobQueueOptions } from './jobs/queue.ts';
import { createInvoiceReaders } from './invoices/reading/create-invoice-readers.ts';
import { startMonthlyConsumptionInfo } from './monthly-information/run.ts';
import { startStatementDelivery } from './statements/statement-delivery.ts';
import { startLetterDelivery } from './postbox/letter-delivery.ts';
import { startInboxMail, type InvoiceMailIntake } from './invoices/mail-intake/index.ts';
import { Readiness } from './lifecycle/readiness.ts';
import { listenEarly, type HttpListener } from './lifecycle/http-listener.ts';
import { createMetrics } from './metrics/metrics.ts';
import { startBackupSocket } from './backup/backup-socket.ts';

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  /** Password of the admin login when it was generated on this start. */
  generatedAdminPassword?: string;
  seeded: boolean;
  /** The invoice intake by e-mail when INBOUND_SMTP_PORT is set (its port, for tests that pass 0). */
  mailIntake: InvoiceMailIntake | null;
  close(): Promise<void>;
}

export interface ServerOptions extends Omit<BuildOptions, 'readiness' | 'listener'> {
  /** Test hook: an in-memory PGlite instead of DATA_DIR. */
  inMemory?: boolean;
  now?: () => Date;
  /** Test hook: polling interval and retry policy of the job queue (retries in seconds, not minutes). */
  jobs?: Omit<JobQueueOptions, 'log'>;
  /** Decoder of raw wM-Bus telegrams (the gateway's `/raw` topic). */
  telegramDecoder?: TelegramDecoder;
  /**
   * Listen on this address before anything else (`npm start`): `/api/ready` answers 503 until the
   * database answers and the migrations are done, then the app takes over; the job workers begin
   * looking for jobs a moment later (WORKERS_AFTER_LISTEN_MS). Without it the caller listens or
   * injects, and the workers begin at once.
   */
  listen?: { port: number; host: string };
  /**
   * Whether freshly seeded demo data gets its delivered year (finalized statements with their PDFs,
   * a few seconds of work); default true. API tests that do not look at it leave it out.
   */
  demoStatements?: boolean;
  /** Test hook: the invoice readers; by default worker threads of their own (invoices/reading). */
  invoiceReaders?: InvoiceReaders;
}

/**
 * A starting server answers first: its job workers begin looking for jobs this long after it
 * listens. Their first queries (and the queue's own, on the embedded database on the same thread)
 * would otherwise hold up the first requests; a job waiting since before the start waits this
 * much longer.
 */
const WORKERS_AFTER_LISTEN_MS = 1_000;

/** How long a stopping process lets the requests in flight finish before it closes their connections. */
export const DRAIN_GRACE_MS = 10_000;

/** Opens the database, migrates, creates the admin and demo data when due, and builds the app. */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const readiness = new Readiness();
  const listener = options.listen
    ? await listenEarly(options.listen, readiness, {
        driver: config.databaseUrl ? 'postgres' : 'pglite',
        role: config.role,
      })
    : null;
  let database: Database;
  let started: Awaited<ReturnType<typeof start>>;
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      dataDir: options.inMemory ? undefined : config.dataDir,
    });
  } catch (error) {
    await listener?.drain(0);
    throw error;
  }
  try {
    started = await start(database, config, options, readiness, listener);
  } catch (error) {
    // A failed start must not keep the database (or the data directory's lock) open.
    await database.close().catch(() => undefined);
    await listener?.drain(0);
    throw error;
  }
  const { app, ctx, admin, seeded, mailIntake } = started;
  // `npm run backup` reaches the embedded database through the server holding its directory.
  const backupSocket =
    database.driver === 'pglite' && !options.inMemory
      ? await startBackupSocket(database, config.dataDir, app.log)
      : null;
  readiness.ready();
  return {
    app,
    ctx,
    database,
    ...(admin.generatedPassword ? { generatedAdminPassword: admin.generatedPassword } : {}),
    seeded,
    mailIntake,
    async close() {
      // Readiness turns 503 at once, so a load balancer sends new requests elsewhere; the port
      // closes and every request in flight is answered in full (up to DRAIN_GRACE_MS).
      readiness.drain();
      await listener?.drain(DRAIN_GRACE_MS);
      await backupSocket?.close();
      // Mail next: a mail being taken finishes storing its invoices while the database is open.
      await mailIntake?.close();
      await app.close();
      // No new readings once requests have stopped; those being stored finish first.
      await ctx.gateway.stop();
      // Before the database closes: a running job finishes (or is handed back) first.
      await ctx.jobs.stop();
      await ctx.billing.destroy();
      await ctx.pdfs.destroy();
      await ctx.invoiceReaders.destroy();
      await database.close();
    },
  };
}

async function start(
  database: Database,
  config: Config,
  options: ServerOptions,
  readiness: Readiness,
  listener: HttpListener | null,
) {
  const now = options.now ?? (() => new Date());
  // Processes started together against one empty PostgreSQL database take turns here.
  const { admin, seeded } = await database.exclusively(async () => {
    await database.migrate();
    const admin = await ensureAdmin(database.db, config.adminPassword);
    const seeded = config.seedDemo
      ? await seedDemo(database.db, Number(todayIso(now()).slice(0, 4)), todayIso(now()))
      : null;
    return { admin, seeded };
  });
  // Jobs log through the app's logger once it exists (silent where the app logs nothing).
  let app: FastifyInstance | undefined;
  let listening: () => void = () => undefined;
  // A web process sends jobs and works none; workers (and a process with every role) work them.
  const jobs = await startJobQueue(database, {
    ...options.jobs,
    works: config.role !== 'web',
    log: (level, message, error) => (app ? app.log[level]({ err: error }, message) : console[level](message)),
    ...(listener ? { begin: new Promise<void>((resolve) => (listening = resolve)) } : {}),
  });
  const ctx: AppContext = {
    db: database.db,
    driver: database.driver,
    ping: database.ping,
    config,
    mailer: createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    billing: createBillingWorkers(),
    pdfs: createPdfWorkers(),
    largeBodies: inFlightLimit(LARGE_BODIES),
    gateway: unconfiguredGateway,
    jobs,
    invoiceReaders: options.invoiceReaders ?? createInvoiceReaders(),
    metrics: createMetrics({
      db: database.db,
      driver: database.driver,
      pool: database.raw.driver === 'postgres' ? database.raw.pool : undefined,
      processMetrics: config.metricsToken !== null,
      log: (message, error) => (app ? app.log.warn({ err: error }, message) : console.warn(message)),
    }),
    now,
  };
  let mailIntake: InvoiceMailIntake | null = null;
  try {
    const buildOptions = { ...options, readiness, ...(listener ? { listener } : {}) };
    app =
      config.role === 'worker' ? await buildWorkerApp(ctx, buildOptions) : await buildApp(ctx, buildOptions);
    // The demo without its delivered year is still a demo: a failure is logged, not fatal.
    if (seeded && options.demoStatements !== false)
      await deliverDemoStatements(ctx, seeded).catch((error: unknown) =>
        app!.log.warn({ err: error }, 'Demo-Abrechnungen nicht erstellt'),
      );
    // Every job of the product: each working process works every queue, so a job sent by one
    // process is done by whichever looks first (a web process only defines the queues).
    await startStatementDelivery(ctx);
    await startLetterDelivery(ctx);
    await startMonthlyConsumptionInfo(ctx);
    await startTelegramPruning(ctx);
    const mqttConfig = config.mqtt;
    if (mqttConfig) {
      // Loaded only when a broker is configured: the MQTT client is a large library.
      const { startMqttGateway, mqttSyncOnly } = await import('./gateways/mqtt-gateway.ts');
      const decoder = options.telegramDecoder ?? wmbusTelegramDecoder;
      // Workers subscribe (shared, so each message is stored by one of them); web processes
      // only read a meter's retained message when a user syncs it.
      ctx.gateway =
        config.role === 'web'
          ? mqttSyncOnly(mqttConfig)
          : startMqttGateway(
              mqttConfig,
              (topic, payload, receivedAt) =>
                ingestMessage(ctx, decoder, mqttConfig.topicPrefix, topic, payload, receivedAt),
              (level, message, error) => app!.log[level]({ err: error }, message),
              () => ctx.metrics.countGatewayMessage('rate_limited'),
            );
    }
    // The SMTP intake listens on one port: it belongs to the background side, not to every web process.
    if (config.role !== 'web') mailIntake = await startInboxMail(ctx, app.log);
    if (listener) {
      await app.ready();
      listener.open();
      setTimeout(listening, WORKERS_AFTER_LISTEN_MS);
    }
  } catch (error) {
    await mailIntake?.close().catch(() => undefined);
    await ctx.gateway.stop().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await jobs.stop().catch(() => undefined);
    await ctx.billing.destroy().catch(() => undefined);
    await ctx.pdfs.destroy().catch(() => undefined);
    await ctx.invoiceReaders.destroy().catch(() => undefined);
    throw error;
  }
  return { app, ctx, admin, seeded: seeded !== null, mailIntake };
}
