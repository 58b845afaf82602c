import type { OfferState } from '@replay/contract';
import { queryKeys } from '@replay/platform';

const inAnyCategory = [...queryKeys.products, 'category'] as const;
const detail = (id: string) => [...queryKeys.products, 'detail', id] as const;

/**
 * The storefront's own query keys, each under the root the platform shares for it, so another
 * remote's write refreshes them (the seller's new product invalidates `queryKeys.products`).
 */
export const storefrontKeys = {
  products: {
    /** GET /product/advertise: the home carousel. */
    advertised: [...queryKeys.products, 'advertised'] as const,
    /** Root of every category's product list. */
    inAnyCategory,
    /** GET /products/{categoryId}. */
    inCategory: (categoryId: string) => [...inAnyCategory, categoryId] as const,
    /** GET /product/{id}. */
    detail,
    /** GET /product/{id}/contact: the seller's mobile, for the buyer who booked it. */
    contact: (id: string) => [...detail(id), 'contact'] as const,
    /** Where product `id` shows with its booked or reported state: every category's list and its own page. */
    shownWith: (id: string) => [inAnyCategory, detail(id)],
    /** GET /products/search with the search page's query string. */
    search: (query: string) => [...queryKeys.products, 'search', query] as const,
  },
  conversations: {
    /** GET /conversations: the inbox. */
    list: [...queryKeys.conversations, 'list'] as const,
    /** GET /conversations/{id}. */
    detail: (id: string) => [...queryKeys.conversations, id] as const,
    /** GET /conversations/{id}/messages. */
    messages: (id: string) => [...queryKeys.conversations, id, 'messages'] as const,
    /** GET /offers?conversationId=: the thread's offer cards, refetched with it on each live message event. */
    offers: (id: string) => [...queryKeys.conversations, id, 'offers'] as const,
  },
  /** The storefront's own root for offers (no other remote reads them yet). */
  offers: {
    /** Root of every list of offers: invalidate after making or answering one. */
    all: ['offers'] as const,
    /** GET /offers?role=&state=: the Offers page, sent (`buyer`) or received (`seller`). */
    list: (role: 'buyer' | 'seller', state: OfferState | undefined) => ['offers', role, state ?? 'any'] as const,
  },
  /** Moderation's own roots: no other remote writes what these read. */
  moderation: {
    /** GET /transparency: a month's figures (`current`: the month the server is in). */
    transparency: (month: string | undefined) => ['transparency', month ?? 'current'] as const,
    /** GET /me/decisions: the signed-in member's statements of reasons. */
    myDecisions: ['decisions', 'mine'] as const,
    /** GET /decisions/by-link?token=: a closed account's decision. */
    decisionByLink: (token: string) => ['decisions', 'by-link', token] as const,
  },
  sellers: {
    /** GET /sellers/{id}: a seller's profile and rating. */
    detail: (id: string) => [...queryKeys.sellers, id] as const,
    /** GET /sellers/{id}/reviews. */
    reviews: (id: string) => [...queryKeys.sellers, id, 'reviews'] as const,
  },
};
