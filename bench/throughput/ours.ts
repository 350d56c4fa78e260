import { loadConfig } from '../../src/server/config/config.ts';
import { createServer } from '../../src/server/server.ts';

/**
 * Our server from its sources (through tsx) for BENCH_REPLAY=1, where `replay.ts` must patch the
 * `pg` that the server loads (the bundle `npm start` runs carries its own copy): same configuration
 * from the environment and logger options as `npm start`, on the database the benchmark filled; it
 * reports its port to the parent.
 */
const config = loadConfig({ ...process.env, SEED_DEMO: '0', ADMIN_PASSWORD: 'Bench-Passwort1' });
const server = await createServer(config, { logger: { level: config.logLevel } });
await server.app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (server.app.server.address() as { port: number }).port });
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
