import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { errorCodes, type FastifyReply, type FastifyRequest } from 'fastify';
import { ServerBusyError } from '../../domain/errors.ts';
import { capacityTexts } from '../../domain/texts/index.ts';
import { requireActor } from '../auth/guard.ts';
import type { InFlightLimit, InFlightPlace } from '../rate-limit/in-flight.ts';

/**
 * Bodies of the calculation routes (up to 32 MiB) are the largest the server takes. Each one is
 * held in memory while it is read, and then by the worker that parses and calculates it; thirty of
 * them at once took a server to 3.2 GB and stalled every other request. So a body over 1 MiB needs
 * a place: at most 2 per login and 4 in all in flight in one process. Without one it is refused at
 * once with 503 and `Retry-After`, before its bytes are read where the request declares its length,
 * as soon as it passes 1 MiB where it does not (chunked). Smaller bodies never need a place.
 */
export const LARGE_BODY_BYTES = 1024 * 1024;
export const LARGE_BODIES = { perOwner: 2, overall: 4 } as const;
/** About the time the largest calculation takes. */
export const BUSY_RETRY_SECONDS = 5;

interface BodyPlace {
  readonly held: boolean;
  /** Takes a place for the body or throws the 503. */
  take(): void;
}

const places = new WeakMap<IncomingMessage, BodyPlace>();

function busy(limit: 'owner' | 'overall'): ServerBusyError {
  return new ServerBusyError(
    limit === 'owner'
      ? capacityTexts.largeRequestsOfUser(LARGE_BODIES.perOwner, BUSY_RETRY_SECONDS)
      : capacityTexts.largeRequests(BUSY_RETRY_SECONDS),
    BUSY_RETRY_SECONDS,
  );
}

/**
 * The route's `onRequest` hook (after the auth hook, so the login is known): a body declared
 * larger than 1 MiB takes its place here. The place is given back when the response is done or
 * the connection closes, whichever comes first.
 */
export function largeBodyPlaces(limit: InFlightLimit) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const owner = requireActor(req).userId;
    let place: InFlightPlace | null = null;
    const body: BodyPlace = {
      get held() {
        return place !== null;
      },
      take() {
        if (place) return;
        const taken = limit.take(owner);
        if (typeof taken === 'string') throw busy(taken);
        place = taken;
      },
    };
    reply.raw.once('close', () => place?.release());
    places.set(req.raw, body);
    const declared = Number(req.headers['content-length']);
    // Above the route's limit the parser answers 413 without reading; no place needed for that.
    // A refused body's bytes are then read and dropped by Node, never kept: closing the connection
    // instead saved no memory and left clients still sending with a reset instead of the 503.
    if (declared > LARGE_BODY_BYTES && declared <= (req.routeOptions.bodyLimit ?? Infinity)) body.take();
  };
}

type Done = (error: Error | null, body?: Buffer) => void;

/**
 * The routes' body parser: the body's bytes as one Buffer of its own (the worker thread gets it
 * moved, not copied). A body with a declared length that holds a place is read straight into a
 * buffer of that length, so it is never in memory twice (chunks and their concatenation); a body
 * without a declared length takes its place once it passes 1 MiB.
 */
export function readBody(req: FastifyRequest, payload: Readable, done: Done): void {
  const body = places.get(req.raw);
  const limit = req.routeOptions.bodyLimit ?? Infinity;
  const declared = Number(req.headers['content-length']);
  if (declared > limit) return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
  const whole = body?.held && Number.isFinite(declared) ? Buffer.allocUnsafeSlow(declared) : null;
  const chunks: Buffer[] = [];
  let received = 0;
  let finished = false;
  const finish = (error: Error | null, value?: Buffer) => {
    if (finished) return;
    finished = true;
    payload.removeListener('data', onData);
    if (error) payload.resume();
    done(error, value);
  };
  const onData = (chunk: Buffer) => {
    if (received + chunk.length > limit) return finish(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    if (whole) {
      if (received + chunk.length > whole.length)
        return finish(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      chunk.copy(whole, received);
    } else chunks.push(chunk);
    received += chunk.length;
    if (body && !body.held && received > LARGE_BODY_BYTES) {
      try {
        body.take();
      } catch (error) {
        finish(error as Error);
      }
    }
  };
  payload.on('data', onData);
  payload.once('end', () => {
    if (Number.isFinite(declared) && received !== declared)
      return finish(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
    finish(null, whole ?? Buffer.concat(chunks, received));
  });
  payload.once('error', (error: Error & { statusCode?: number }) => {
    error.statusCode ??= 400;
    finish(error);
  });
}
