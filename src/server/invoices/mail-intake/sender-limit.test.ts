import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { MAIL_INTAKE_LIMIT, mailIntakeAllowance } from './sender-limit.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
});
afterAll(async () => {
  await database.close();
});

describe('mailIntakeAllowance', () => {
  it('allows each client address its budget of messages per hour, in the shared counters', async () => {
    let now = new Date('2026-03-02T09:00:00Z');
    const allow = mailIntakeAllowance(database.db, () => now);
    const answers: boolean[] = [];
    for (let i = 0; i <= MAIL_INTAKE_LIMIT.max; i++) answers.push(await allow('203.0.113.7'));

    expect(answers.filter(Boolean)).toHaveLength(MAIL_INTAKE_LIMIT.max);
    expect(answers.at(-1)).toBe(false);
    expect(await allow('2001:db8::1')).toBe(true);

    now = new Date(now.getTime() + MAIL_INTAKE_LIMIT.windowMs + 1);
    expect(await allow('203.0.113.7')).toBe(true);
  });
});
