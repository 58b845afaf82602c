import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { listen } from '../../db/notifications';
import type { Page } from '../../db/paging';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

/** A loader's answer for something that does not exist: not cached, so unknown ids cost no memory. */
export const MISSING = Symbol('missing');

/**
 * Serialized answers of the public lists (categories, a category's products, advertised products),
 * the most read calls of the site. Any successful write through this instance clears the whole cache,
 * so a new, advertised, sold or deleted product shows at once; entries also expire after `ttlMs`, which
 * bounds staleness when several instances run behind a load balancer. Concurrent misses share one
 * load (lru-cache's fetch), so an expiry under load costs one query, not one per waiting request.
 * At most `maxEntries` answers are kept, least recently used out first.
 */
/** A list page as it is served: its items already serialized, and the cursor of the next page. */
export interface CachedPage {
  body: string;
  nextCursor: string | null;
}

type Load = () => Promise<Page<unknown> | typeof MISSING>;
/** How a missing page is filled: its loader, and the serialiser of its items (its route's schema). */
interface Fill {
  load: Load;
  serialize: (items: unknown[]) => string;
}

export class PublicCache {
  private readonly entries: LRUCache<string, CachedPage, Fill>;
  /** How many times the cache was cleared (a load under way at a clear is abandoned, see get). */
  private clears = 0;

  constructor(ttlMs: number, maxEntries = 1000) {
    this.entries = new LRUCache({
      max: maxEntries,
      ttl: ttlMs,
      // A failed or missing load is not kept: the next request tries again.
      fetchMethod: async (_key, _stale, { context: { load, serialize } }) => {
        const page = await load();
        return page === MISSING ? undefined : { body: serialize(page.items), nextCursor: page.nextCursor };
      },
    });
  }

  /**
   * The cached page, or `load()`'s with its items serialised (by the route's schema: only what the
   * endpoint declares leaves); undefined when `load` answered MISSING.
   */
  async get(key: string, load: Load, serialize: Fill['serialize']): Promise<CachedPage | undefined> {
    const clears = this.clears;
    try {
      return await this.entries.fetch(key, { context: { load, serialize } });
    } catch (error) {
      if (this.clears === clears) throw error;
      // A write cleared the cache while this page loaded: lru-cache then abandons the load (its
      // result may predate the write and must not be kept) and rejects every request waiting on it.
      // They are answered from a load of their own, which starts after the write.
      const page = await load();
      return page === MISSING ? undefined : { body: serialize(page.items), nextCursor: page.nextCursor };
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.clears += 1;
    this.entries.clear();
  }

  /** Tells the other instances to clear theirs (set when several share a database). */
  publish?: () => Promise<void>;

  /**
   * Clears the cache when a write succeeded: after its handler committed, before the answer leaves.
   * The hook is attached to the write routes only (call before they are declared), so reads pay nothing.
   */
  register(app: FastifyInstance): void {
    const clearAfterWrite: onSendHookHandler = async (request, reply, payload) => {
      if (reply.statusCode < 400) {
        this.clear();
        await this.publish?.().catch((error: unknown) =>
          request.log.warn({ err: error }, 'could not tell other instances to clear their cache'),
        );
      }
      return payload;
    };
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // Reads, and CORS preflights (OPTIONS: a browser asking, before a write, whether it may send it).
      if (methods.every((method) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS')) return;
      route.onSend = [
        clearAfterWrite,
        ...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []),
      ];
    });
  }
}

const CACHE_CHANNEL = 'replay_public_cache';

/**
 * The public lists' cache, cleared by every successful write. Several instances on one PostgreSQL:
 * a write on any of them clears every instance's cache. PostgreSQL's LISTEN/NOTIFY carries the
 * message, not Redis pub/sub: it needs nothing beyond the database the instances already share,
 * works with or without REDIS_URL, and a NOTIFY is sent only when the write's transaction has
 * committed. Register it before the routes (it hooks the write routes as they are declared).
 */
export default fp(
  async (app) => {
    const { config, db } = app;
    const cache = new PublicCache(config.publicCacheTtlMs);
    app.decorate('publicCache', cache);
    cache.register(app);
    if (db.kind !== 'postgres' || !config.databaseUrl) return;
    cache.publish = async () => {
      await db.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, '']);
    };
    const listener = listen(config.databaseUrl, CACHE_CHANNEL, () => cache.clear(), app.log);
    app.addHook('onClose', () => listener.close());
  },
  { name: 'public-cache', dependencies: ['database'] },
);
