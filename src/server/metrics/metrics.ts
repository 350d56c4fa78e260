import type pg from 'pg';
import PgBoss from 'pg-boss';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, Driver } from '../db/client.ts';
import { jobCounts } from './repository.ts';

/**
 * What became of one gateway message for one meter, or of a message that reached no meter:
 * - stored: a new reading; implausible: a new reading flagged by the plausibility check (lower
 *   than before, or far above the usual consumption), to be looked at;
 * - duplicate: the reading was stored before (the message came twice, or from another process);
 * - unknown_topic: the topic is no gateway topic under the prefix; unknown_meter: no meter uses
 *   the gateway and channel (or telegram meter id); a gateway reports every device it hears;
 * - too_large: dropped unread for its size; invalid: unreadable (no JSON, no value, no hex
 *   telegram, a bad timestamp); unit_mismatch: a value, but not in the meter's unit;
 * - plain_refused: JSON for a meter with an AES key; telegram_rejected: a telegram its meter
 *   refuses (cannot be decrypted, not encrypted, not newer than the last one);
 * - rate_limited: dropped before anything was read, its topic sent too much this minute.
 */
export const GATEWAY_OUTCOMES = [
  'stored',
  'implausible',
  'duplicate',
  'unknown_topic',
  'unknown_meter',
  'too_large',
  'invalid',
  'unit_mismatch',
  'plain_refused',
  'telegram_rejected',
  'rate_limited',
] as const;
export type GatewayOutcome = (typeof GATEWAY_OUTCOMES)[number];

/** pg-boss's job states, in the order of its `job_state` type. */
const JOB_STATES: readonly string[] = Object.values(PgBoss.states);

/**
 * Seconds: most API answers take milliseconds; a statement PDF or a ZIP of a building's
 * statements, or a large billing calculation, takes seconds, hence the buckets up to a minute.
 */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export interface MetricsSource {
  db: Db;
  driver: Driver;
  /** The connection pool on PostgreSQL; PGlite has its one embedded connection. */
  pool?: pg.Pool | undefined;
  /** Where a failed look at the jobs is reported; the scrape goes on without the jobs gauge. */
  log?: (message: string, error: unknown) => void;
  /**
   * prom-client's process metrics (CPU, memory, event-loop lag, GC); default true. They watch the
   * process from the start (an event-loop monitor, a GC observer) and cannot be stopped, so a
   * server without `METRICS_TOKEN`, whose metrics nobody reads, leaves them off.
   */
  processMetrics?: boolean;
}

export interface RequestLabels {
  method: string;
  /** The route's pattern (`/api/properties/:id`), or `unmatched`: never the URL a client chose. */
  route: string;
  statusCode: number;
}

export interface Metrics {
  /** This server's own registry: several apps in one process (tests) never share series. */
  readonly registry: Registry;
  observeRequest(labels: RequestLabels, seconds: number): void;
  countGatewayMessage(outcome: GatewayOutcome): void;
  /** The exposition text Prometheus reads; the jobs and pool gauges are read now. */
  scrape(): Promise<string>;
}

/** `2xx`, `4xx`, …: the class keeps the label's values few. */
export function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}

export function createMetrics(source: MetricsSource): Metrics {
  const registry = new Registry();
  if (source.processMetrics ?? true) collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Dauer der HTTP-Anfragen in Sekunden, nach Methode, Route (Muster) und Statusklasse',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  const gatewayMessages = new Counter({
    name: 'gateway_messages_total',
    help: 'Gateway-Nachrichten (je Zähler) nach Ergebnis',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  // Every outcome from the start, so that rate() and alerts see a 0 before the first message.
  for (const outcome of GATEWAY_OUTCOMES) gatewayMessages.inc({ outcome }, 0);

  new Gauge({
    name: 'jobs',
    help: 'Hintergrundaufträge (pg-boss) in der Datenbank nach Warteschlange und Zustand',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      let counts;
      try {
        counts = await jobCounts(source.db);
      } catch (error) {
        // A database that does not answer must not cost the process metrics; the gauge is absent.
        source.log?.('Metriken: Aufträge nicht gelesen', error);
        return;
      }
      for (const { queue } of counts) for (const state of JOB_STATES) this.set({ queue, state }, 0);
      for (const { queue, state, jobs } of counts) if (state) this.set({ queue, state }, jobs);
    },
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Datenbankverbindungen: total, idle (frei), waiting (wartende Anfragen); PGlite hat eine',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = source.pool;
      if (source.driver === 'postgres' && pool) {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      } else {
        this.set({ state: 'total' }, 1);
      }
    },
  });

  return {
    registry,
    observeRequest({ method, route, statusCode }, seconds) {
      requests.observe({ method, route, status_class: statusClass(statusCode) }, seconds);
    },
    countGatewayMessage(outcome) {
      gatewayMessages.inc({ outcome });
    },
    scrape: () => registry.metrics(),
  };
}
