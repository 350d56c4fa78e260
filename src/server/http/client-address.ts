import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's address for sign-in throttling and request limits. Behind a trusted proxy Fastify
 * takes it from X-Forwarded-For, which a client can fill itself when the proxy appends to the
 * header instead of replacing it. Anything that is not an IP address falls back to the
 * connecting peer, so no header text of any length reaches the attempt log or the audit log.
 */
export function clientAddress(req: Pick<FastifyRequest, 'ip' | 'socket'>): string {
  return isIP(req.ip) ? req.ip : (req.socket.remoteAddress ?? 'unbekannt');
}
