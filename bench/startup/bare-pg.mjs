/* global process */
// The yardstick of the start-up benchmark on PostgreSQL: Fastify and a pg pool, one health route
// and one query route.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
app.get('/api/health', async () => {
  await pool.query('select 1');
  return { status: 'ok' };
});
app.get('/api/users/count', async () => (await pool.query('select count(*)::int as n from users')).rows[0]);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
