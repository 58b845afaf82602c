import { HttpResponse } from 'msw';
import { api } from '@replay/contract';
import type { PageRequest, RouteManifest } from '@replay/platform';
import { expectFirstRequests, handle } from '@replay/testing';
import manifest from './routes';
import { aCategory, aProduct, aProductDetail } from './testing/fixtures';
import { aConversation, aMessage, pageOf } from './testing/messages';
import { aDecision, someTransparency } from './testing/moderation';
import { anOffer } from './testing/offers';

/**
 * What two pages ask for first that their routes cannot declare yet: a route's request takes its
 * query from constants and the visitor's e-mail, not from a route parameter (the thread's offers,
 * `?conversationId=` its `:id`, filled with `id-1` here) nor from the visitor's role (the Offers
 * page's `?role=`: the test's visitor is a buyer, the route's first role). Added to what the routes
 * declare, so the pages are still held to exactly what they ask for; declared in routes.ts once the
 * platform can say them.
 */
const UNDECLARABLE: Readonly<Record<string, readonly PageRequest[]>> = {
  conversation: [{ endpoint: api.listOffers, query: { conversationId: 'id-1' } }],
  offers: [{ endpoint: api.listOffers, query: { role: 'buyer' } }],
};

const asThePagesAsk: RouteManifest = {
  ...manifest,
  routes: manifest.routes.map((route) => {
    const more = UNDECLARABLE[route.id];
    return more ? { ...route, requests: [...(route.requests ?? []), ...more] } : route;
  }),
};

// A category with a product, a search that finds it and the product itself: enough for the cards and the product page to show their
// hearts; a conversation with a message and an offer for the inbox and the thread; a decision and a month of moderation; an offer
// for the Offers page.
expectFirstRequests('storefront', asThePagesAsk, [
  handle(api.listCategories, () => HttpResponse.json([aCategory({ _id: 'id-1' })])),
  handle(api.searchProducts, () => pageOf([aProduct()])),
  handle(api.listCategoryProducts, () => HttpResponse.json([aProduct()])),
  handle(api.getProduct, () => HttpResponse.json(aProductDetail({ _id: 'id-1' }))),
  handle(api.listConversations, () => pageOf([aConversation()])),
  handle(api.getConversation, () => HttpResponse.json(aConversation({ _id: 'id-1' }))),
  handle(api.listMessages, () => pageOf([aMessage()])),
  handle(api.listOffers, () => pageOf([anOffer({ conversationId: 'id-1' })])),
  handle(api.listMyDecisions, () => HttpResponse.json({ items: [aDecision()] })),
  handle(api.getTransparency, () => HttpResponse.json(someTransparency())),
]);
