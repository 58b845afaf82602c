import { LRUCache } from 'lru-cache';
import type { Condition, SearchSort } from '@replay/contract';
import type { Queryable } from './database';
import { afterTimeId, timeKey, type KeyKind, type PageRequest, type SortKey } from './paging';
import { PRODUCT_COLUMNS, type ProductRow } from './rows';

export interface SearchFilters {
  q?: string;
  categoryId?: string;
  sellerId?: string;
  condition?: Condition;
  minCents?: number;
  maxCents?: number;
  verifiedOnly: boolean;
  availableOnly: boolean;
  sort: SearchSort;
}

/**
 * Each sort order: the b-tree it walks (migration 3), its ORDER BY, and the row comparison that
 * starts the page after a cursor. The id breaks ties, so the order is total and pages are stable.
 */
const ORDERS: Record<
  SearchSort,
  { order: string; after: (a: string, b: string) => string; key: string; kinds: KeyKind[] }
> = {
  newest: {
    order: 'p.created_at DESC, p.id DESC',
    after: (a, b) => afterTimeId('p.created_at', 'p.id', a, b),
    key: timeKey('p.created_at'),
    kinds: ['time', 'id'],
  },
  price_asc: {
    order: 'p.resprice_cents, p.id',
    after: (a, b) => `(p.resprice_cents, p.id) > (${a}::integer, ${b}::uuid)`,
    key: 'p.resprice_cents',
    kinds: ['int', 'id'],
  },
  price_desc: {
    order: 'p.resprice_cents DESC, p.id DESC',
    after: (a, b) => `(p.resprice_cents, p.id) < (${a}::integer, ${b}::uuid)`,
    key: 'p.resprice_cents',
    kinds: ['int', 'id'],
  },
  discount: {
    order: 'p.discount_pct DESC, p.id DESC',
    after: (a, b) => `(p.discount_pct, p.id) < (${a}::integer, ${b}::uuid)`,
    key: 'p.discount_pct',
    kinds: ['int', 'id'],
  },
};

export const sortKeyKinds = (sort: SearchSort): readonly KeyKind[] => ORDERS[sort].kinds;

export type SearchRow = ProductRow & { sort_key: string | number };
export const searchRowKey = (row: SearchRow): SortKey => [row.sort_key, row.id];

/**
 * The corrected query of recent searches (a tsquery's text; empty: nothing to correct), kept by
 * each API instance for ten minutes. Safe to keep: a word that later appears in a title as typed
 * still matches through the typed query; only a newly listed spelling waits for the entry to expire.
 */
export type Corrections = LRUCache<string, string>;
export const createCorrections = (): Corrections => new LRUCache({ max: 5000, ttl: 10 * 60_000 });

/** A tsquery's text requiring every lexeme, each taken as it is (no stemming again): 'zelda' & 'breath'. */
const allOf = (lexemes: string[]) =>
  lexemes.map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' & ');

/**
 * The query with each stemmed word that no title has replaced by the most similar word of the
 * title vocabulary (pg_trgm), as a tsquery's text; empty when every word is known (or none has a
 * similar one).
 */
async function correctedQuery(db: Queryable, q: string): Promise<string> {
  const words = await db.query<{ lexeme: string; best: string | null }>(
    `SELECT q.lexeme,
       CASE WHEN EXISTS (SELECT 1 FROM search_words w WHERE w.word = q.lexeme) THEN q.lexeme
            ELSE (SELECT w.word FROM search_words w WHERE w.word % q.lexeme
                  ORDER BY similarity(w.word, q.lexeme) DESC, w.word LIMIT 1) END AS best
     FROM unnest(tsvector_to_array(to_tsvector('english', $1))) AS q(lexeme)`,
    [q],
  );
  const corrected = words.map((word) => word.best ?? word.lexeme);
  return corrected.some((word, index) => word !== words[index]!.lexeme) ? allOf(corrected) : '';
}

/**
 * The full-text query of a search: the words as typed (`websearch_to_tsquery`: quotes, `or`,
 * `-word`), or the same words each corrected to the most similar word of the title vocabulary,
 * so "zelda breth" also finds "Zelda Breath of the Wild". The corrected query is built once, here,
 * and sent as one tsquery parameter: the planner then sees the whole query as a constant, so it
 * knows how rare its words are and can start from the full-text (GIN) index, where a query built
 * inside the statement was an unknown it re-parsed on every row. Answers SQL and parameters.
 */
async function textQuery(
  db: Queryable,
  q: string,
  next: number,
  corrections: Corrections,
): Promise<{ sql: string; params: unknown[] }> {
  const typed = `websearch_to_tsquery('english', $${next})`;
  const key = q.toLowerCase();
  let corrected = corrections.get(key);
  if (corrected === undefined) {
    corrected = await correctedQuery(db, q);
    corrections.set(key, corrected);
  }
  if (!corrected) return { sql: typed, params: [q] };
  return { sql: `(${typed} || $${next + 1}::tsquery)`, params: [q, corrected] };
}

/** One keyset page of search results (`limit + 1` rows, see toPage). */
export async function searchProducts(
  db: Queryable,
  filters: SearchFilters,
  page: PageRequest,
  corrections: Corrections = createCorrections(),
): Promise<SearchRow[]> {
  const where = ['p.archived_at IS NULL'];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.q) {
    const text = await textQuery(db, filters.q, params.length + 1, corrections);
    params.push(...text.params);
    where.push(`p.search_doc @@ ${text.sql}`);
  }
  if (filters.categoryId) where.push(`p.category_id = ${param(filters.categoryId)}::uuid`);
  if (filters.sellerId) where.push(`p.seller_id = ${param(filters.sellerId)}::uuid`);
  if (filters.condition) where.push(`p.condition = ${param(filters.condition)}`);
  if (filters.minCents !== undefined) where.push(`p.resprice_cents >= ${param(filters.minCents)}::integer`);
  if (filters.maxCents !== undefined) where.push(`p.resprice_cents <= ${param(filters.maxCents)}::integer`);
  if (filters.verifiedOnly) where.push('u.verified');
  if (filters.availableOnly) where.push('p.status');
  const order = ORDERS[filters.sort];
  if (page.after) where.push(order.after(param(page.after[0]), param(page.after[1])));
  return db.query<SearchRow>(
    `SELECT ${PRODUCT_COLUMNS}, ${order.key} AS sort_key
     FROM products p JOIN users u ON u.id = p.seller_id
     WHERE ${where.join(' AND ')} ORDER BY ${order.order} LIMIT ${param(page.limit + 1)}`,
    params,
  );
}
