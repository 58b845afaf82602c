import type { FastifyInstance, onSendHookHandler } from 'fastify';

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

  /**
   * Clears the cache when a write succeeded: after its handler committed, before the answer leaves.
   * The hook is attached to the write routes only (call before they are declared), so reads pay nothing.
   */
  register(app: FastifyInstance): void {
    const clearAfterWrite: onSendHookHandler = async (_request, reply, payload) => {
      if (reply.statusCode < 400) this.clear();
      return payload;
    };
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
      route.onSend = [
        clearAfterWrite,
        ...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []),
      ];
    });
  }
}
