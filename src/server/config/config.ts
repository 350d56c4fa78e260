import { resolve } from 'node:path';
import { z } from 'zod';
import { ACCOUNT_LIMITS, accountTexts } from '../../domain/texts/accounts.ts';

/**
 * The help page's WhatsApp number while none is configured: from the range the Bundesnetzagentur
 * keeps for film and fiction (like the sample operator's phone), so nobody reaches a stranger.
 */
export const SAMPLE_WHATSAPP = '+49 30 23125 000';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Unset stays undefined so that a default can depend on other settings. */
const flag = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Capped like every password: sign-in refuses longer ones, so the admin could never use it. */
  ADMIN_PASSWORD: z
    .string()
    .max(ACCOUNT_LIMITS.passwordMax, `ADMIN_PASSWORD: ${accountTexts.passwordTooLong}`)
    .optional(),
  SEED_DEMO: flag,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('NebenkostenPlus <no-reply@nebenkostenplus.de>'),
  APP_URL: z.string().optional(),
  SUPPORT_EMAIL: z.string().default('support@nebenkostenplus.de'),
  /** Empty turns the WhatsApp contact off; the default is the sample operator's fictitious number. */
  SUPPORT_WHATSAPP: z.string().default(SAMPLE_WHATSAPP),
  OPERATOR_NAME: z.string().optional(),
  OPERATOR_ADDRESS: z.string().optional(),
  MANAGING_DIRECTOR: z.string().optional(),
  OPERATOR_EMAIL: z.string().optional(),
  OPERATOR_PHONE: z.string().optional(),
  OPERATOR_REGISTER: z.string().optional(),
  OPERATOR_VAT_ID: z.string().optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  /** Pino's levels; `warn` by default (see `logLevel`). */
  LOG_LEVEL: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LOG_LEVELS).default('warn')),
  /** Share of requests logged with their request and response lines, 0 to 1 (see `logRequests`). */
  LOG_REQUESTS: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
    .pipe(z.number().min(0).max(1).optional()),
  TRUST_PROXY: z.string().optional(),
  MQTT_URL: z.string().optional(),
  MQTT_USERNAME: z.string().optional(),
  MQTT_PASSWORD: z.string().optional(),
  MQTT_TOPIC_PREFIX: z.string().default('nebenkosten/'),
  /** A share name must not contain '/', '+' or '#' (MQTT 5, §4.8.2). */
  MQTT_SHARED_GROUP: z
    .string()
    .default('nebenkosten')
    .refine(
      (v) => /^[^/+#\s]{1,64}$/.test(v),
      'MQTT_SHARED_GROUP: 1 bis 64 Zeichen ohne „/“, „+“, „#“ und Leerzeichen',
    ),
  ROLE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['all', 'web', 'worker'], { message: 'ROLE: erlaubt sind „all“, „web“ und „worker“' })
      .default('all'),
  ),
  /** How long a sync waits for the broker's retained message before it says there is none. */
  MQTT_SYNC_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
  /** At least 32 characters: the meters' AES keys are sealed with a key derived from it. */
  METER_KEY_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 32, 'METER_KEY_SECRET: mindestens 32 Zeichen'),
  /** Unset or empty: no mail intake. */
  INBOUND_SMTP_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  INBOUND_SMTP_HOST: z.string().default('0.0.0.0'),
  INBOUND_MAIL_DOMAIN: z.string().optional(),
  INBOUND_MAIL_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(30 * 1024 * 1024),
  INBOUND_SMTP_TLS_KEY_FILE: z.string().optional(),
  INBOUND_SMTP_TLS_CERT_FILE: z.string().optional(),
  /** Unset or empty: no /metrics. At least 16 characters, so that it cannot be guessed. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 16, 'METRICS_TOKEN: mindestens 16 Zeichen'),
});

/**
 * What a process does: `all` everything (one process, the default), `web` HTTP only, `worker` the
 * jobs, schedules and the gateways, answering only health, readiness and metrics on its port.
 */
export type Role = 'all' | 'web' | 'worker';

/** A setting that keeps the server from starting; its message is German and meant for the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface Config {
  role: Role;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  /** Demo data: SEED_DEMO=1 or 0 decides; unset, it is seeded on the embedded database only. */
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  supportEmail: string;
  /** WhatsApp number of the help page's contact card, as shown ('+49 30 23125 000'); null: none. */
  supportWhatsapp: string | null;
  /** Operator details of the Impressum and the privacy page, served by `GET /api/site`. */
  imprint: ImprintConfig;
  sessionTtlMs: number;
  /**
   * `warn` unless LOG_LEVEL says otherwise: a running server logs what needs attention (errors,
   * refused database input, failed jobs and mails), not every request; at `info` the request
   * lines cost a busy server a noticeable share of its throughput (docs/performance.md).
   */
  logLevel: LogLevel;
  /**
   * Share of requests whose line 'request completed' is logged (at info,
   * so only shown at LOG_LEVEL info or finer): LOG_REQUESTS from 0 (none) to 1 (all); unset, all
   * when LOG_LEVEL is info or finer (whoever asks for info wants to see requests) and none
   * otherwise. Errors are logged whatever this says.
   */
  logRequests: number;
  /**
   * Whether X-Forwarded-For is believed: off by default, because a client could otherwise choose
   * its own address and slip past the per-address sign-in and mail limits. Behind a reverse proxy
   * set TRUST_PROXY to 1 (one hop), a hop count, or the proxy's addresses.
   */
  trustProxy: boolean | number | string;
  /** The message broker of the meter gateways; null: none, gateway meters sync with the reason. */
  mqtt: MqttConfig | null;
  /** Secret the meters' AES keys are sealed with (docs/security.md); null: keys cannot be stored. */
  meterKeySecret: string | null;
  /** Port of the invoice intake by e-mail (SMTP); null: no intake, and no intake addresses shown. */
  inboundSmtpPort: number | null;
  /**
   * Interface the intake listens on: all of them by default, since setting INBOUND_SMTP_PORT is
   * the wish to receive mail from the MX or the internet (docs/invoices.md).
   */
  inboundSmtpHost: string;
  /** Domain of the intake addresses `rechnungen-<key>@<domain>`: INBOUND_MAIL_DOMAIN, else APP_URL's host. */
  inboundMailDomain: string;
  /** Largest mail taken: 30 MiB by default, room for a 20 MiB file in base64 (4/3) and its headers. */
  inboundMailMaxBytes: number;
  /** Key and certificate files for STARTTLS on the intake port; null: plain SMTP behind a TLS terminator. */
  inboundSmtpTls: { keyFile: string; certFile: string } | null;
  /** Bearer token Prometheus scrapes `GET /metrics` with; null: the address answers 404. */
  metricsToken: string | null;
}

export interface MqttConfig {
  url: string;
  username: string | undefined;
  password: string | undefined;
  /** Topics are `{prefix}{gateway_id}/{channel}` and `{prefix}{gateway_id}/raw`. */
  topicPrefix: string;
  syncTimeoutMs: number;
  /** Share group of the subscription (`$share/{group}/…`): each message reaches one process of the group. */
  sharedGroup: string;
}

export interface ImprintConfig {
  /** True while OPERATOR_NAME is unset: every detail is the obvious sample below. */
  sample: boolean;
  /** Registered name; by § 19 HGB it contains the legal form, which `GET /api/site` reads from it. */
  name: string;
  managingDirector: string | null;
  /** One line, 'street house, postcode city'. */
  address: string;
  email: string;
  phone: string | null;
  /** 'register court, register number', e.g. 'Amtsgericht Berlin-Charlottenburg, HRB 123456 B'. */
  register: string | null;
  vatId: string | null;
}

/**
 * What the legal pages show while no operator is configured (demo and development). Obviously
 * fictitious, so nobody mistakes the demo for a real company: reserved `.example` domain, a
 * Bundesnetzagentur number reserved for film and fiction, zeros for register and VAT id.
 */
export const SAMPLE_IMPRINT: Omit<ImprintConfig, 'sample'> = {
  name: 'Musterbetreiber NebenkostenPlus GmbH (Beispiel)',
  managingDirector: 'Max Mustermann',
  address: 'Musterstraße 1, 10115 Berlin',
  email: 'kontakt@musterbetreiber.example',
  phone: '+49 30 23125 000',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 000000 B',
  vatId: 'DE000000000',
};

/**
 * Each detail comes from its key. Unset keys take the sample value only while OPERATOR_NAME is
 * unset too; a configured operator never shows sample data, unset details are left out instead
 * (the e-mail falls back to SUPPORT_EMAIL).
 */
function imprintConfig(e: z.infer<typeof EnvSchema>): ImprintConfig {
  const sample = !e.OPERATOR_NAME?.trim();
  const pick = (value: string | undefined, fallback: string | null): string | null =>
    value?.trim() || (sample ? fallback : null);
  return {
    sample,
    name: pick(e.OPERATOR_NAME, SAMPLE_IMPRINT.name) ?? SAMPLE_IMPRINT.name,
    managingDirector: pick(e.MANAGING_DIRECTOR, SAMPLE_IMPRINT.managingDirector),
    address: pick(e.OPERATOR_ADDRESS, SAMPLE_IMPRINT.address) ?? '',
    email: pick(e.OPERATOR_EMAIL, SAMPLE_IMPRINT.email) ?? e.SUPPORT_EMAIL,
    phone: pick(e.OPERATOR_PHONE, SAMPLE_IMPRINT.phone),
    register: pick(e.OPERATOR_REGISTER, SAMPLE_IMPRINT.register),
    vatId: pick(e.OPERATOR_VAT_ID, SAMPLE_IMPRINT.vatId),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success)
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  const e = parsed.data;
  const databaseUrl = e.DATABASE_URL || undefined;
  // The embedded database belongs to one process (its directory is locked): a web process and a
  // worker could never share it.
  if (e.ROLE !== 'all' && !databaseUrl)
    throw new ConfigError(
      `ROLE=${e.ROLE} braucht DATABASE_URL: Die eingebettete Datenbank gehört genau einem Prozess. ` +
        'Ohne DATABASE_URL bitte ROLE=all (Voreinstellung) verwenden.',
    );
  if (Boolean(e.INBOUND_SMTP_TLS_KEY_FILE) !== Boolean(e.INBOUND_SMTP_TLS_CERT_FILE))
    throw new Error('INBOUND_SMTP_TLS_KEY_FILE und INBOUND_SMTP_TLS_CERT_FILE nur zusammen');
  const appUrl = (e.APP_URL || `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    role: e.ROLE,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    seedDemo: e.SEED_DEMO ?? !databaseUrl,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    appUrl,
    supportEmail: e.SUPPORT_EMAIL,
    supportWhatsapp: e.SUPPORT_WHATSAPP.trim() || null,
    imprint: imprintConfig(e),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS ?? (['info', 'debug', 'trace'].includes(e.LOG_LEVEL) ? 1 : 0),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    mqtt: e.MQTT_URL
      ? {
          url: e.MQTT_URL,
          username: e.MQTT_USERNAME || undefined,
          password: e.MQTT_PASSWORD || undefined,
          topicPrefix: e.MQTT_TOPIC_PREFIX,
          syncTimeoutMs: e.MQTT_SYNC_TIMEOUT_MS,
          sharedGroup: e.MQTT_SHARED_GROUP,
        }
      : null,
    meterKeySecret: e.METER_KEY_SECRET || null,
    inboundSmtpPort: e.INBOUND_SMTP_PORT ?? null,
    inboundSmtpHost: e.INBOUND_SMTP_HOST,
    inboundMailDomain: e.INBOUND_MAIL_DOMAIN?.trim().toLowerCase() || hostOf(appUrl),
    inboundMailMaxBytes: e.INBOUND_MAIL_MAX_BYTES,
    inboundSmtpTls:
      e.INBOUND_SMTP_TLS_KEY_FILE && e.INBOUND_SMTP_TLS_CERT_FILE
        ? { keyFile: e.INBOUND_SMTP_TLS_KEY_FILE, certFile: e.INBOUND_SMTP_TLS_CERT_FILE }
        : null,
    metricsToken: e.METRICS_TOKEN || null,
  };
}

/** The host name of a URL (no port), lower case; 'localhost' for a URL that does not parse. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase() || 'localhost';
  } catch {
    return 'localhost';
  }
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === '0' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
