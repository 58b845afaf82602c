import type { FastifyReply } from 'fastify';
import { LIMITS, NEXT_CURSOR_HEADER } from '@replay/contract';
import { decodeCursor, type KeyKind, type PageRequest } from '../db/paging';

/** The page a list call asks for: `?limit=` (default and at most 100) after `?cursor=`. */
export function pageRequest(query: { limit?: number; cursor?: string }, kinds: readonly KeyKind[]): PageRequest {
  return {
    limit: query.limit ?? LIMITS.listPageMax,
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor, kinds),
  };
}

/** The key of lists in creation order: time, then id. */
export const TIME_ID: readonly KeyKind[] = ['time', 'id'];
export const timeIdKey = (row: { time_key: string; id: string }) => [row.time_key, row.id];

/**
 * A spec list's body stays an array (the spec's shape); the cursor of the next page, when there
 * is one, travels in the X-Next-Cursor header (exposed to browsers by CORS).
 */
export function withNextCursor(reply: FastifyReply, nextCursor: string | null): void {
  if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
}
