import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { lifecycleTexts } from '../../domain/texts/lifecycle.ts';
import type { Role } from '../config/config.ts';
import type { Readiness } from './readiness.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The process's HTTP server, listening before the app exists: a load balancer or supervisor sees
 * the port at once and learns from `/api/ready` (503) that the process is still migrating, instead
 * of a refused connection it might count as a crash. Once the app is ready it takes every request
 * (Fastify's `serverFactory` hands its handler to `adopt`; `open` switches to it after `ready()`,
 * since Fastify's handler must not see a request before its routes are compiled).
 */
export interface HttpListener {
  server: Server;
  adopt(handler: Handler): void;
  open(): void;
  /** Requests begun and not yet answered. */
  inFlight(): number;
  /**
   * Stops accepting connections, lets every request in flight finish (at most `graceMs`), then
   * closes what is left. Answers given meanwhile ask the client to close its connection.
   */
  drain(graceMs: number): Promise<void>;
}

interface Identity {
  driver: 'pglite' | 'postgres';
  role: Role;
}

export async function listenEarly(
  listen: { port: number; host: string },
  readiness: Readiness,
  identity: Identity,
): Promise<HttpListener> {
  let handler: Handler = (req, res) => answerStarting(req, res, identity);
  let adopted: Handler | null = null;
  const active = new Set<ServerResponse>();
  let idle: (() => void) | null = null;
  const server = createServer((req, res) => {
    active.add(res);
    // A keep-alive connection would otherwise stay open after the drain and take new requests.
    if (readiness.state === 'draining') res.shouldKeepAlive = false;
    res.once('close', () => {
      active.delete(res);
      if (active.size === 0) idle?.();
    });
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    adopt: (next) => (adopted = next),
    open() {
      if (!adopted) throw new Error('Kein Anwendungs-Handler übernommen');
      handler = adopted;
    },
    inFlight: () => active.size,
    async drain(graceMs) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Connections with no request on them go now; the others after their answer.
      server.closeIdleConnections();
      for (const res of active) if (!res.headersSent) res.shouldKeepAlive = false;
      if (active.size > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, graceMs);
          idle = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      server.closeAllConnections();
      await closed;
    },
  };
}

function answerStarting(req: IncomingMessage, res: ServerResponse, { driver, role }: Identity) {
  const path = (req.url ?? '').split('?')[0];
  const body =
    path === '/api/ready'
      ? { status: 'starting', role, database: false }
      : path === '/api/health'
        ? { status: 'error', database: { driver, ok: false } }
        : { message: lifecycleTexts.starting };
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': '2',
  });
  res.end(JSON.stringify(body));
}
