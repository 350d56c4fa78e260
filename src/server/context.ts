import type { Config } from './config.ts';
import type { Db, Driver } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every service needs, passed explicitly so tests can swap the clock or the mailer. */
export interface AppContext {
  db: Db;
  driver: Driver;
  ping(): Promise<boolean>;
  config: Config;
  mailer: Mailer;
  now(): Date;
}
