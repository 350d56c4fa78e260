import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface JobCount {
  queue: string;
  /** pg-boss's job state; null for a queue without any job. */
  state: string | null;
  jobs: number;
}

/**
 * The jobs of every queue by state, as the database holds them (every server process's queues):
 * one pass over pg-boss's job table, grouped; its small queue table adds the queues without a job.
 * The archive is not read: it holds only jobs that are done.
 */
export async function jobCounts(db: Db): Promise<JobCount[]> {
  const { rows } = await db.execute<{ queue: string; state: string | null; jobs: number }>(sql`
    select q.name as queue, j.state::text as state, count(j.id)::int as jobs
    from pgboss.queue q
    left join pgboss.job j on j.name = q.name
    group by q.name, j.state
  `);
  return rows.map((row) => ({ queue: row.queue, state: row.state, jobs: Number(row.jobs) }));
}
