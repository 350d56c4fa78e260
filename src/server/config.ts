import { resolve } from 'node:path';
import { z } from 'zod';

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
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: flag,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('NebenkostenPlus <no-reply@nebenkostenplus.de>'),
  APP_URL: z.string().optional(),
  SUPPORT_EMAIL: z.string().default('support@nebenkostenplus.de'),
  OPERATOR_NAME: z.string().optional(),
  OPERATOR_ADDRESS: z.string().optional(),
  MANAGING_DIRECTOR: z.string().optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  LOG_LEVEL: z.string().default('info'),
});

export interface Config {
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
  /** Operator details for the Impressum and the footer of every mail; unset parts are left out. */
  operator: { name?: string; address?: string; managingDirector?: string };
  sessionTtlMs: number;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = EnvSchema.parse(env);
  const databaseUrl = e.DATABASE_URL || undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    seedDemo: e.SEED_DEMO ?? !databaseUrl,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL || `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    supportEmail: e.SUPPORT_EMAIL,
    operator: {
      ...(e.OPERATOR_NAME ? { name: e.OPERATOR_NAME } : {}),
      ...(e.OPERATOR_ADDRESS ? { address: e.OPERATOR_ADDRESS } : {}),
      ...(e.MANAGING_DIRECTOR ? { managingDirector: e.MANAGING_DIRECTOR } : {}),
    },
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    logLevel: e.LOG_LEVEL,
  };
}
