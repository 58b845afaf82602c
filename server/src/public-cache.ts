import type { FastifyInstance } from 'fastify';

interface Entry {
  body: Promise<string>;
  expires: number;
}

/**
 * Serialized answers of the public lists (categories, a category's products, advertised products),
 * the most read calls of the site. Any successful write through this instance clears the whole cache,
 * so a new, advertised, sold or deleted product shows at once; entries also expire after `ttlMs`, which
 * bounds staleness when several instances run behind a load balancer. Concurrent misses share one
 * load, so an expiry under load costs one query, not one per waiting request.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  get(key: string, load: () => Promise<unknown>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.body;
    const body = load().then((value) => JSON.stringify(value));
    const entry = { body, expires: Date.now() + this.ttlMs };
    this.entries.set(key, entry);
    // A failed load is not kept: the next request tries again.
    body.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return body;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Clears the cache when a write succeeded: after its handler committed, before the answer leaves. */
  register(app: FastifyInstance): void {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) this.clear();
      return payload;
    });
  }
}
