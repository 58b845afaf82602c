import type { FastifyReply } from 'fastify';
import { LIMITS, NEXT_CURSOR_HEADER } from '@replay/contract';
import { decodeCursor, toPage, type KeyKind, type PageRequest, type SortKey } from '../db/paging';

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

/**
 * A spec list answered a page at a time: the rows `load` reads for the page asked for (`limit + 1`
 * of them, see toPage), each mapped by `toItem`; the next page's cursor in its header. Rows are in
 * creation order, keyed (time_key, id), unless `keyOf` names another key.
 */
export async function listPage<Row, Item>(
  query: { limit?: number; cursor?: string },
  reply: FastifyReply,
  load: (wanted: PageRequest) => Promise<Row[]>,
  toItem: (row: Row) => Item,
  keyOf?: (row: Row) => SortKey,
): Promise<Item[]> {
  const wanted = pageRequest(query, TIME_ID);
  const byTimeId = (row: Row) => timeIdKey(row as { time_key: string; id: string });
  const page = toPage(await load(wanted), wanted.limit, keyOf ?? byTimeId, toItem);
  withNextCursor(reply, page.nextCursor);
  return page.items;
}

/**
 * An offset cursor, for the short lists whose order moves with every change (moderation's queue and
 * appeals, a member's offers): the rows before this page; anything else starts at the first row.
 */
export const offsetOf = (cursor: string | undefined) => (cursor && /^\d{1,7}$/.test(cursor) ? Number(cursor) : 0);

/** A `body`-paged answer from `limit + 1` rows read at `offset`: the page, and the next page's cursor. */
export const offsetPage = <Row, Item>(rows: Row[], offset: number, limit: number, map: (row: Row) => Item) => ({
  items: rows.slice(0, limit).map(map),
  nextCursor: rows.length > limit ? String(offset + limit) : null,
});
