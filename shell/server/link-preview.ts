import type { FastifyRequest } from 'fastify';
import { api, endpointPath, formatPrice, toCents } from '@replay/contract';
import { escapeAttribute } from './startup-head';

/** How long a page waits for the API before it is sent without a preview. */
export const PREVIEW_TIMEOUT_MS = 300;
/** How long a product's preview (or its absence: not found) is reused. */
export const PREVIEW_TTL_MS = 60_000;
/** Previews kept at most; the oldest goes first. */
const PREVIEWS_KEPT = 1000;

const SITE_NAME = 'Replay Market';

/** A product page's path; product ids are UUIDs, so nothing else is asked of the API. */
const PRODUCT_PAGE = /^\/product\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

interface ProductPreview {
  title: string;
  /** Dollars, as the API answers them. */
  price: number;
  imageUrl: string;
}

export interface LinkPreviewOptions {
  fetch: typeof globalThis.fetch;
  now: () => number;
  /** The API's address (the runtime configuration's apiUrl). */
  apiUrl: () => string;
  /** The address the site is reached by (PUBLIC_SITE_URL); else the request's own origin. */
  publicSiteUrl?: string;
  timeoutMs?: number;
}

export interface LinkPreviews {
  /** The page's Open Graph and Twitter tags: '' for any page but a product's, or when the API did not tell in time. */
  tagsFor(request: FastifyRequest): Promise<string>;
}

/** What a preview takes from GET /product/{id}'s answer. */
const isProduct = (value: unknown): value is { title: string; resprice: number; imageUrl: string } => {
  const product = value as Record<string, unknown> | null;
  return (
    typeof product?.title === 'string' && typeof product.resprice === 'number' && typeof product.imageUrl === 'string'
  );
};

const meta = (attribute: 'property' | 'name', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;

/**
 * Link previews of product pages (a shared link shows the photo, title and price): the product is
 * read from the API's GET /product/{id}, waited for at most `timeoutMs`, and kept a minute, found or
 * not. When the API does not answer in time or fails, the page goes without tags and the next
 * visit asks again: a preview never delays a page more than the timeout, nor breaks it.
 */
export function createLinkPreviews(options: LinkPreviewOptions): LinkPreviews {
  const timeoutMs = options.timeoutMs ?? PREVIEW_TIMEOUT_MS;
  const kept = new Map<string, { at: number; preview: ProductPreview | null }>();
  // One request per product at a time, however many visits wait for it.
  const asking = new Map<string, Promise<ProductPreview | null | undefined>>();

  /** The product's preview; null when there is no such product; undefined when the API did not tell. */
  async function ask(id: string): Promise<ProductPreview | null | undefined> {
    const url = `${options.apiUrl().replace(/\/$/, '')}${endpointPath(api.getProduct, { id })}`;
    const response = await options.fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) return null;
    if (!response.ok) return undefined;
    const product: unknown = await response.json();
    if (!isProduct(product)) return undefined;
    return { title: product.title, price: product.resprice, imageUrl: new URL(product.imageUrl, url).href };
  }

  async function previewOf(id: string): Promise<ProductPreview | null | undefined> {
    const known = kept.get(id);
    if (known && options.now() - known.at < PREVIEW_TTL_MS) return known.preview;
    let pending = asking.get(id);
    if (!pending) {
      pending = ask(id)
        .catch(() => undefined)
        .then((preview) => {
          if (preview !== undefined) {
            kept.delete(id);
            kept.set(id, { at: options.now(), preview });
            if (kept.size > PREVIEWS_KEPT) kept.delete(kept.keys().next().value!);
          }
          return preview;
        })
        .finally(() => asking.delete(id));
      asking.set(id, pending);
    }
    // The fetch's own signal ends it; this also holds for a fetch that does not heed one.
    let stop = () => {};
    const late = new Promise<undefined>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      stop = () => clearTimeout(timer);
    });
    try {
      return await Promise.race([pending, late]);
    } finally {
      stop();
    }
  }

  return {
    async tagsFor(request) {
      const id = PRODUCT_PAGE.exec(request.url.split('?')[0] ?? '')?.[1]?.toLowerCase();
      if (!id) return '';
      const preview = await previewOf(id);
      if (!preview) return '';
      const site = (options.publicSiteUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
      const price = formatPrice(preview.price);
      return [
        meta('property', 'og:type', 'product'),
        meta('property', 'og:title', `${preview.title} · $${price} · ${SITE_NAME}`),
        meta('property', 'og:url', `${site}/product/${id}`),
        meta('property', 'og:image', preview.imageUrl),
        meta('property', 'product:price:amount', (toCents(preview.price) / 100).toFixed(2)),
        meta('property', 'product:price:currency', 'USD'),
        meta('name', 'twitter:card', 'summary_large_image'),
      ].join('');
    },
  };
}
