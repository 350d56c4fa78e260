/* global process */
// The yardstick of the start-up benchmark: the least a server on the embedded database does,
// Fastify and PGlite on the data directory given, one health route and one query route. It holds
// the shared buffers the server gives PGlite (PGLITE_SHARED_BUFFERS, set by the benchmark from
// server/db/client.ts), so both keep the same database memory.
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';

const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS;
if (!sharedBuffers) throw new Error('PGLITE_SHARED_BUFFERS is not set');
const db = new PGlite(process.env.DATA_DIR, {
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
});
await db.waitReady;
const app = Fastify();
app.get('/api/health', async () => {
  await db.query('select 1');
  return { status: 'ok' };
});
app.get('/api/users/count', async () => (await db.query('select count(*)::int as n from users')).rows[0]);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
