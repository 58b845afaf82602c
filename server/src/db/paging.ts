import { badRequest } from '../errors';

/**
 * Keyset pages: a page is the rows after the last row of the previous one in
 * the list's order, found through the index that order walks, so page 50 costs what page 1
 * does and rows added meanwhile never shift a page. The cursor is that last row's sort key,
 * opaque to clients (base64url JSON).
 */
export type SortKey = Array<string | number>;

export interface PageRequest {
  limit: number;
  /** The decoded sort key of the previous page's last row. */
  after?: SortKey;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** What each part of a sort key may be: a time key (see timeKey), a row id, or a whole number. */
export type KeyKind = 'time' | 'id' | 'int';

/**
 * What each kind may hold: values PostgreSQL can read back as the column's type, so a cursor
 * edited by hand is a 400 and never a database error. A time key stays within about 3 000 years
 * of 1970 (timestamps reach from 4713 BC to 294276 AD); a whole number within `integer`.
 */
const KIND_CHECKS: Record<KeyKind, (value: unknown) => boolean> = {
  time: (value) => typeof value === 'string' && /^-?\d{1,17}$/.test(value),
  id: (value) =>
    typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
  int: (value) => Number.isInteger(value) && Math.abs(value as number) <= 2_147_483_647,
};

/** The sort key in a cursor, checked against the kinds of value the list's key holds. */
export function decodeCursor(cursor: string, kinds: readonly KeyKind[]): SortKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  const valid =
    Array.isArray(key) && key.length === kinds.length && key.every((value, index) => KIND_CHECKS[kinds[index]!](value));
  if (!valid) throw badRequest('cursor is not valid: use the nextCursor of the previous page');
  return key as SortKey;
}

/** A page from `limit + 1` fetched rows: the extra row only says that another page exists. */
export function toPage<R, T>(rows: R[], limit: number, keyOf: (row: R) => SortKey, map: (row: R) => T): Page<T> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items: items.map(map), nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

/** SQL of a row's creation time as an exact sort key: microseconds since the epoch, as text. */
export const timeKey = (column: string) => `(extract(epoch from ${column}) * 1000000)::bigint::text`;
/** SQL turning a time key parameter back into a timestamp, without rounding. */
export const fromTimeKey = (param: string) => `(timestamptz 'epoch' + ${param}::bigint * interval '1 microsecond')`;

/**
 * SQL of the rows after a (time key, id) cursor held in the parameters `timeParam` and `idParam`:
 * later in a newest-first list (the default), or in an oldest-first one. Every list ordered by
 * creation time and id pages with it.
 */
export const afterTimeId = (
  time: string,
  id: string,
  timeParam: string,
  idParam: string,
  order: 'newest' | 'oldest' = 'newest',
) => `(${time}, ${id}) ${order === 'newest' ? '<' : '>'} (${fromTimeKey(timeParam)}, ${idParam}::uuid)`;
