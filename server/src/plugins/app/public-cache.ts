import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { rateLimitKey } from '../../auth/guards';
import { notifyChannel } from '../../db/listen';
import type { Page } from '../../db/paging';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyContextConfig {
    /** What a successful call of this write route may change in the public lists (see PublicCache). */
    publicLists?: ListsChanged;
  }
}

/**
 * What a write may change in the public lists: `all` of them; `products`, the lists of products
 * (a category's products, the advertised carousel: products and their sellers) but not the list of
 * categories; or `nothing` they show (favourites, bookings, payment intents, reports, uploads).
 */
export type ListsChanged = 'all' | 'products' | 'nothing';

/** The cache key of the list of categories; every other key is a list of products. */
export const CATEGORIES_KEY = 'categories';

/** A loader's answer for something that does not exist: not cached, so unknown ids cost no memory. */
export const MISSING = Symbol('missing');

/**
 * Serialized answers of the public lists (categories, a category's products, advertised products),
 * the most read calls of the site. A successful write through this instance clears what it may have
 * changed, so a new, advertised, sold or deleted product shows at once: what each write route
 * declares (`config.publicLists`, the `publicLists` option of endpointRoute): `all`, or `products`
 * (keeps the list of categories); a route that declares nothing changes nothing the lists show (a
 * favourite, a booking, a password reset) and keeps them all. Entries
 * also expire after `ttlMs`, which bounds staleness when several instances run behind a load
 * balancer. Concurrent misses share one load (lru-cache's fetch), so an expiry under load costs one
 * query, not one per waiting request. At most `maxEntries` answers are kept, least recently used out first.
 */
/** A list page as it is served: its body already serialized, and the cursor of the next page. */
export interface CachedPage {
  body: string;
  nextCursor: string | null;
}

/** A page as one request was served it: from the cache (`hit`), or loaded for it. */
export type ServedPage = CachedPage & { hit: boolean };

/** The public lists, as the cache's answers are labelled (the `list` of its metrics). */
export type PublicList = 'categories' | 'advertised' | 'category' | 'search';

type Load = () => Promise<Page<unknown> | typeof MISSING>;
/** How a missing page is filled: its loader, and the serialiser of its items (its route's schema). */
interface Fill {
  load: Load;
  /** The page's body: its items for a list paged by header, the whole page for one paged in the body. */
  serialize: (page: Page<unknown>) => string;
}

/** A page loaded and serialized; undefined when its load answered MISSING. */
async function loadPage({ load, serialize }: Fill): Promise<CachedPage | undefined> {
  const page = await load();
  return page === MISSING ? undefined : { body: serialize(page), nextCursor: page.nextCursor };
}

export class PublicCache {
  /** The list of categories, and the lists of products, kept apart so that either can be cleared alone. */
  private readonly categories: LRUCache<string, CachedPage, Fill>;
  private readonly products: LRUCache<string, CachedPage, Fill>;
  /**
   * Pages of search results, kept `searchTtlMs` and not cleared by writes: every listing change
   * would clear them, and under the load benchmark's mix (a listing added, edited or sold several
   * times a second) they would never be reused, while searches were a third of PostgreSQL's busy
   * time. Others see a change in search within `searchTtlMs` (product pages and the other lists at
   * once); whoever made the change sees it at once (`writers`, below).
   */
  private readonly searches?: LRUCache<string, CachedPage, Fill>;
  /** Who wrote a listing change within `searchTtlMs` (rate-limit keys): their searches skip the cache. */
  private readonly writers?: LRUCache<string, true>;
  /** How many times the cache was cleared (a load under way at a clear is abandoned, see get). */
  private clears = 0;

  constructor(ttlMs: number, maxEntries = 1000, searchTtlMs = 0) {
    const store = (max: number, ttl = ttlMs) =>
      new LRUCache<string, CachedPage, Fill>({
        max,
        ttl,
        // A failed or missing load is not kept: the next request tries again.
        fetchMethod: (_key, _stale, { context }) => loadPage(context),
      });
    this.categories = store(1);
    this.products = store(maxEntries);
    if (searchTtlMs > 0) {
      this.searches = store(maxEntries, searchTtlMs);
      this.writers = new LRUCache<string, true>({ max: 100_000, ttl: searchTtlMs });
    }
  }

  /**
   * A page of search results: from the cache unless `reader` (a rate-limit key) changed a listing
   * within the search TTL, so sellers and buyers see their own changes at once.
   */
  async getSearch(
    key: string,
    reader: string,
    load: () => Promise<Page<unknown>>,
    serialize: Fill['serialize'],
  ): Promise<ServedPage> {
    // A search's load never answers MISSING: loadPage always gives a page here.
    const fill = { load, serialize };
    const loaded = async () => ({ ...(await loadPage(fill))!, hit: false });
    if (!this.searches || this.writers?.has(reader)) return loaded();
    const status: LRUCache.Status<string, CachedPage, Fill> = {};
    const page = await this.searches.fetch(key, { context: fill, status });
    return page ? { ...page, hit: status.fetch === 'hit' } : loaded();
  }

  /** Counts a served page (`x-cache` and the hit and miss counters); set by the plugin when metrics run. */
  count?: (list: PublicList, hit: boolean) => void;

  /** Marks an answer as served from the cache or not: `x-cache: HIT` or `MISS`, counted by list. */
  served(reply: FastifyReply, list: PublicList, page: ServedPage): FastifyReply {
    this.count?.(list, page.hit);
    return reply.header('x-cache', page.hit ? 'HIT' : 'MISS');
  }

  /** Notes that `writer` (a rate-limit key) changed a listing: their next searches skip the cache. */
  noteWriter(writer: string): void {
    this.writers?.set(writer, true);
  }

  /**
   * The cached page, or `load()`'s with its items serialised (by the route's schema: only what the
   * endpoint declares leaves); undefined when `load` answered MISSING.
   */
  async get(key: string, load: Load, serialize: Fill['serialize']): Promise<ServedPage | undefined> {
    const clears = this.clears;
    const status: LRUCache.Status<string, CachedPage, Fill> = {};
    try {
      const page = await (key === CATEGORIES_KEY ? this.categories : this.products).fetch(key, {
        context: { load, serialize },
        status,
      });
      return page && { ...page, hit: status.fetch === 'hit' };
    } catch (error) {
      if (this.clears === clears) throw error;
      // A write cleared the cache while this page loaded: lru-cache then abandons the load (its
      // result may predate the write and must not be kept) and rejects every request waiting on it.
      // They are answered from a load of their own, which starts after the write.
      const page = await loadPage({ load, serialize });
      return page && { ...page, hit: false };
    }
  }

  get size(): number {
    return this.categories.size + this.products.size;
  }

  /** Clears the lists a write changed (loads under way included): all of them, or those of products. */
  clear(changed: Exclude<ListsChanged, 'nothing'> = 'all'): void {
    this.clears += 1;
    this.products.clear();
    if (changed === 'all') this.categories.clear();
  }

  /** Tells the other instances to clear theirs (set when several share a database). */
  publish?: (changed: Exclude<ListsChanged, 'nothing'>) => Promise<void>;

  /**
   * Clears what a write changed when it succeeded: after its handler committed, before the answer
   * leaves. The hook is attached to the write routes only (call before they are declared), so
   * reads pay nothing, and not to those that change nothing the lists show.
   */
  register(app: FastifyInstance): void {
    const clearAfter =
      (changed: Exclude<ListsChanged, 'nothing'>): onSendHookHandler =>
      async (request, reply, payload) => {
        if (reply.statusCode < 400) {
          this.clear(changed);
          this.noteWriter(rateLimitKey(request));
          await this.publish?.(changed).catch((error: unknown) =>
            request.log.warn({ err: error }, 'could not tell other instances to clear their cache'),
          );
        }
        return payload;
      };
    const hooks = { all: clearAfter('all'), products: clearAfter('products') };
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // Reads, and CORS preflights (OPTIONS: a browser asking, before a write, whether it may send it).
      if (methods.every((method) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS')) return;
      // A write route that does not say what it changes changes nothing the lists show: an
      // anonymous call (a password reset, a speed report) must never empty the cache.
      const changed = route.config?.publicLists ?? 'nothing';
      if (changed === 'nothing') return;
      route.onSend = [
        hooks[changed],
        ...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []),
      ];
    });
  }
}

const CACHE_CHANNEL = 'replay_public_cache';

/**
 * The public lists' cache, cleared by the successful writes that change what it keeps. Several
 * instances on one PostgreSQL: a write on any of them clears the same lists in every instance's cache. PostgreSQL's LISTEN/NOTIFY carries the
 * message, not Redis pub/sub: it needs nothing beyond the database the instances already share,
 * works with or without REDIS_URL, and a NOTIFY is sent only when the write's transaction has
 * committed. Register it before the routes (it hooks the write routes as they are declared).
 */
export default fp(
  async (app) => {
    const { config, db } = app;
    const cache = new PublicCache(config.publicCacheTtlMs, undefined, config.searchCacheTtlMs);
    if (app.hasDecorator('metrics')) {
      const { publicCacheHits, publicCacheMisses } = app.metrics;
      cache.count = (list, hit) => (hit ? publicCacheHits : publicCacheMisses).inc({ list });
    }
    app.decorate('publicCache', cache);
    cache.register(app);
    // PGlite is one process: this instance's own clear is all there is.
    if (db.kind !== 'postgres') return;
    // A notification names the instance that sent it and what changed (`<instance>:products`). The
    // sender cleared its own cache with the write: the echo, arriving later, would throw away what it
    // loaded since. None (a reconnection, when some may have been missed): everything.
    const instance = randomUUID();
    cache.publish = async (changed) => {
      await notifyChannel(db, CACHE_CHANNEL, `${instance}:${changed}`);
    };
    const listener = db.listen(
      CACHE_CHANNEL,
      (payload) => {
        const [sender, changed] = payload?.split(':') ?? [];
        if (sender !== instance) cache.clear(changed === 'products' ? 'products' : 'all');
      },
      app.log,
    );
    app.addHook('onClose', () => listener.close());
  },
  { name: 'public-cache', dependencies: ['database'] },
);
