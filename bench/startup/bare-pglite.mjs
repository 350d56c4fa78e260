/* global process */
// The yardstick of the start-up benchmark: the least a server on the embedded database does,
// Fastify and PGlite on the data directory given, one health route and one query route.
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';

const db = new PGlite(process.env.DATA_DIR);
await db.waitReady;
const app = Fastify();
app.get('/api/health', async () => {
  await db.query('select 1');
  return { status: 'ok' };
});
app.get('/api/users/count', async () => (await db.query('select count(*)::int as n from users')).rows[0]);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
