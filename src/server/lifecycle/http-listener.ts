import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net';
import { acceptQueueLength } from './accept-queue.ts';
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

/**
 * A connection left alone this long after its last answer (or since it was opened, without a
 * request) counts as unused when the process stops: a client that meant to send on it would
 * have done so. Closing a connection earlier could cut a request already on its way.
 */
const QUIET_MS = 500;
const DRAIN_POLL_MS = 10;
/** After the signal, the listening socket stays open while connections queued before it are taken. */
const ACCEPT_QUIET_MS = 50;
const ACCEPT_WINDOW_MS = 2_000;

export async function listenEarly(
  listen: { port: number; host: string },
  readiness: Readiness,
  identity: Identity,
): Promise<HttpListener> {
  let handler: Handler = (req, res) => answerStarting(req, res, identity);
  let adopted: Handler | null = null;
  const active = new Set<ServerResponse>();
  /** Every open connection with the time it last began or finished a request. */
  const lastUse = new Map<Socket, number>();
  const server = createServer((req, res) => {
    active.add(res);
    lastUse.set(req.socket, Date.now());
    // From the drain on, every answer closes its connection after it.
    if (readiness.state === 'draining') res.shouldKeepAlive = false;
    res.once('close', () => {
      active.delete(res);
      if (lastUse.has(req.socket)) lastUse.set(req.socket, Date.now());
    });
    handler(req, res);
  });
  let lastAccept = 0;
  server.on('connection', (socket: Socket) => {
    lastAccept = Date.now();
    lastUse.set(socket, lastAccept);
    socket.once('close', () => lastUse.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const settled = () => {
    if (active.size > 0) return false;
    const now = Date.now();
    for (const at of lastUse.values()) if (now - at < QUIET_MS) return false;
    return true;
  };
  return {
    server,
    adopt: (next) => (adopted = next),
    open() {
      if (!adopted) throw new Error('Kein Anwendungs-Handler übernommen');
      handler = adopted;
    },
    inFlight: () => active.size,
    async drain(graceMs) {
      const deadline = Date.now() + graceMs;
      // Connections waiting in the kernel's accept queue are taken first: closing the listening
      // socket would reset them, requests and all. Node takes them one per turn of its event
      // loop, and a busy loop turns slowly, so the queue is watched until it is empty (where
      // the system tells; elsewhere until a moment passed without a new connection), at most
      // ACCEPT_WINDOW_MS. Two immediates make sure a poll phase, where libuv accepts, has run.
      const port = (server.address() as AddressInfo | null)?.port;
      const acceptUntil = Date.now() + ACCEPT_WINDOW_MS;
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        await new Promise((resolve) => setImmediate(resolve));
        const now = Date.now();
        if (now >= acceptUntil) break;
        const queued = port === undefined ? null : acceptQueueLength(port);
        if (queued === 0 || (queued === null && now - lastAccept >= ACCEPT_QUIET_MS)) break;
        await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
      }
      // Stop accepting connections, but leave the open ones be: http.Server#close would also
      // close every idle keep-alive connection at once, and a client that has just written its
      // next request onto one would see it reset instead of answered.
      const closed = new Promise<void>((resolve) =>
        Reflect.apply(NetServer.prototype.close, server, [() => resolve()]),
      );
      for (const res of active) if (!res.headersSent) res.shouldKeepAlive = false;
      while (!settled() && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
      // What is left: connections unused for a while, and past the grace period the requests
      // that did not finish.
      // An answer still being flushed is ended gracefully; the rest is cut.
      for (const socket of lastUse.keys()) {
        if (socket.writableLength > 0) socket.end();
        else socket.destroy();
      }
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
