import type { Config } from '../config/config.ts';
import type { Db, Driver } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { BillingWorkers } from '../workers/pool.ts';
import type { PdfWorkers } from '../workers/pdf-pool.ts';
import type { InFlightLimit } from '../rate-limit/in-flight.ts';
import type { MeterGateway } from '../gateways/meter-gateway.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { InvoiceReaders } from '../invoices/reading/invoice-readers.ts';
import type { Metrics } from '../metrics/metrics.ts';

/** What every service needs, passed explicitly so tests can swap the clock or the mailer. */
export interface AppContext {
  db: Db;
  driver: Driver;
  ping(): Promise<boolean>;
  config: Config;
  mailer: Mailer;
  /** Billing calculations, off the event loop. */
  billing: BillingWorkers;
  /** Statement PDFs, in threads of their own. */
  pdfs: PdfWorkers;
  /** Places for request bodies over 1 MiB in flight (calculation routes; billing/large-bodies.ts). */
  largeBodies: InFlightLimit;
  /** Readings of gateway meters (remote reading). */
  gateway: MeterGateway;
  /** Background jobs with retries, kept in the database (pg-boss). */
  jobs: JobQueue;
  /** Reading invoice files (e-invoices, PDFs, OCR), in worker threads with time and memory limits. */
  invoiceReaders: InvoiceReaders;
  /** Prometheus metrics of this server (its own registry). */
  metrics: Metrics;
  now(): Date;
}
