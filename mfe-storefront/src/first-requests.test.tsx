import { HttpResponse } from 'msw';
import { api } from '@replay/contract';
import { expectFirstRequests, handle } from '@replay/testing';
import manifest from './routes';
import { aCategory, aProduct, aProductDetail } from './testing/fixtures';
import { aConversation, aMessage, pageOf } from './testing/messages';
import { aDecision, someTransparency } from './testing/moderation';

// A category with a product, a search that finds it and the product itself: enough for the cards and the product page to show their
// hearts; a conversation with a message for the inbox and the thread; a decision and a month of moderation.
expectFirstRequests('storefront', manifest, [
  handle(api.listCategories, () => HttpResponse.json([aCategory({ _id: 'id-1' })])),
  handle(api.searchProducts, () => pageOf([aProduct()])),
  handle(api.listCategoryProducts, () => HttpResponse.json([aProduct()])),
  handle(api.getProduct, () => HttpResponse.json(aProductDetail({ _id: 'id-1' }))),
  handle(api.listConversations, () => pageOf([aConversation()])),
  handle(api.getConversation, () => HttpResponse.json(aConversation({ _id: 'id-1' }))),
  handle(api.listMessages, () => pageOf([aMessage()])),
  handle(api.listMyDecisions, () => HttpResponse.json({ items: [aDecision()] })),
  handle(api.getTransparency, () => HttpResponse.json(someTransparency())),
]);
