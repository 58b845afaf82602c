import { ON_PUBLIC_LISTS } from './catalog';
import { LRUCache } from 'lru-cache';
import type { Condition, SearchSort } from '@replay/contract';
import type { Queryable } from './database';
import { afterTimeId, timeKey, type KeyKind, type PageRequest, type SortKey } from './paging';
import { PRODUCT_COLUMNS, type ProductRow } from './catalog';

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

/** What a search's words came to: the corrected query (a tsquery's text; empty: nothing to correct) and how many words it has. */
interface Correction {
  corrected: string;
  words: number;
}

/**
 * The corrections of recent searches, kept by each API instance for ten minutes. Safe to keep: a
 * word that later appears in a title as typed still matches through the typed query; only a newly
 * listed spelling waits for the entry to expire.
 */
export type Corrections = LRUCache<string, Correction>;
export const createCorrections = (): Corrections => new LRUCache({ max: 5000, ttl: 10 * 60_000 });

/** A tsquery's text requiring every lexeme, each taken as it is (no stemming again): 'zelda' & 'breath'. */
const allOf = (lexemes: string[]) =>
  lexemes.map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' & ');

/**
 * The query with each stemmed word that no title has replaced by the most similar word of the
 * title vocabulary (pg_trgm), as a tsquery's text; empty when every word is known (or none has a
 * similar one).
 */
async function correct(db: Queryable, q: string): Promise<Correction> {
  const words = await db.query<{ lexeme: string; best: string | null }>(
    `SELECT q.lexeme,
       CASE WHEN EXISTS (SELECT 1 FROM search_words w WHERE w.word = q.lexeme) THEN q.lexeme
            ELSE (SELECT w.word FROM search_words w WHERE w.word % q.lexeme
                  ORDER BY similarity(w.word, q.lexeme) DESC, w.word LIMIT 1) END AS best
     FROM unnest(tsvector_to_array(to_tsvector('english', $1))) AS q(lexeme)`,
    [q],
  );
  const corrected = words.map((word) => word.best ?? word.lexeme);
  const changed = corrected.some((word, index) => word !== words[index]!.lexeme);
  return { corrected: changed ? allOf(corrected) : '', words: words.length };
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
  corrections: Corrections,
): Promise<{ sql: string; params: unknown[]; words: number }> {
  const typed = `websearch_to_tsquery('english', $1)`;
  const key = q.toLowerCase();
  let correction = corrections.get(key);
  if (!correction) {
    correction = await correct(db, q);
    corrections.set(key, correction);
  }
  const { corrected, words } = correction;
  if (!corrected) return { sql: typed, params: [q], words };
  return { sql: `(${typed} || $2::tsquery)`, params: [q, corrected], words };
}

/**
 * Matches at which a query of several words is common: from there a page is found soonest by
 * walking the list's order and checking each row, below it by taking every match from the
 * full-text index and sorting them.
 */
const COMMON = 200;

/**
 * How a query's words are matched. One word (or none) is left to the planner, which knows how
 * rare one word is. For several it cannot tell: it takes them as independent, so "mario kart
 * deluxe" looks a thousand times rarer than it is, while "zelda mario" (which no title has) looks
 * likelier than it is. So they are first taken from the GIN index, at most COMMON + 1 of them,
 * fenced in a CTE so the planner cannot walk the order's index past every row instead: with no
 * more than COMMON, that is every match, and the page is theirs, sorted. With more, the query is
 * common, and each row is checked as the order's index is walked, until a page is full:
 * ts_match_vq is the function behind @@, which no index serves and the planner does not take for
 * rare (else it would sort the ten thousand rows of "mario kart deluxe" it expects ten of).
 */
export async function searchProducts(
  db: Queryable,
  filters: SearchFilters,
  page: PageRequest,
  corrections: Corrections = createCorrections(),
): Promise<SearchRow[]> {
  // Closed, hidden and withheld listings are off every public list (see ON_PUBLIC_LISTS).
  const where = ['p.archived_at IS NULL', ON_PUBLIC_LISTS];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // The text's parameters come first ($1, $2); its condition is written last, as it may change.
  const text = filters.q ? await textQuery(db, filters.q, corrections) : undefined;
  params.push(...(text?.params ?? []));
  if (filters.categoryId) where.push(`p.category_id = ${param(filters.categoryId)}::uuid`);
  if (filters.sellerId) where.push(`p.seller_id = ${param(filters.sellerId)}::uuid`);
  if (filters.condition) where.push(`p.condition = ${param(filters.condition)}`);
  if (filters.minCents !== undefined) where.push(`p.resprice_cents >= ${param(filters.minCents)}::integer`);
  if (filters.maxCents !== undefined) where.push(`p.resprice_cents <= ${param(filters.maxCents)}::integer`);
  if (filters.verifiedOnly) where.push('EXISTS (SELECT 1 FROM users v WHERE v.id = p.seller_id AND v.verified)');
  if (filters.availableOnly) where.push('p.status');
  const order = ORDERS[filters.sort];
  if (page.after) where.push(order.after(param(page.after[0]), param(page.after[1])));
  const limit = param(page.limit + 1);
  const select = `SELECT ${PRODUCT_COLUMNS}, ${order.key} AS sort_key`;
  const walk = (textCondition?: string) =>
    db.query<SearchRow>(
      `${select} FROM products p JOIN users u ON u.id = p.seller_id
       WHERE ${[...where, ...(textCondition ? [textCondition] : [])].join(' AND ')}
       ORDER BY ${order.order} LIMIT ${limit}`,
      params,
    );
  if (!text) return walk();
  if (text.words < 2) return walk(`p.search_doc @@ ${text.sql}`);
  const found = await db.query<SearchRow & { matches: number }>(
    `WITH found AS MATERIALIZED (
       SELECT * FROM products p WHERE ${where.join(' AND ')} AND p.search_doc @@ ${text.sql} LIMIT ${COMMON + 1})
     ${select}, (SELECT count(*) FROM found)::int AS matches
     FROM found p JOIN users u ON u.id = p.seller_id ORDER BY ${order.order} LIMIT ${limit}`,
    params,
  );
  if ((found[0]?.matches ?? 0) <= COMMON) return found;
  return walk(`ts_match_vq(p.search_doc, ${text.sql})`);
}
