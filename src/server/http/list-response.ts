import type { FastifyReply } from 'fastify';

/** Header with the number of rows the list has in total, whatever page was asked for. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** Lists answer a plain array (as the spec's client expects) and the total in a header. */
export function setTotalCount(reply: FastifyReply, total: number): void {
  reply.header(TOTAL_COUNT_HEADER, String(total));
}

/** `%` and `_` in a search term match themselves, not any text. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
