import { api, routePatterns } from '@replay/contract';
import type { RouteManifest } from '@replay/platform';

/**
 * Exposed as `buyer/routes`: the buyer's pages as data (the shell builds its router and drawer
 * from them) and a lazy loader for each. Only `@replay/contract` is imported at run time.
 */
const manifest: RouteManifest = {
  routes: [
    {
      id: 'myOrders',
      path: routePatterns.myOrders,
      title: 'My Orders',
      access: ['buyer'],
      layout: 'dashboard',
      drawer: { label: 'My Orders', order: 10 },
      requests: [{ endpoint: api.listMyBookings, query: { email: '{email}' } }],
    },
    {
      id: 'saved',
      path: routePatterns.saved,
      title: 'Saved items',
      access: ['buyer'],
      layout: 'dashboard',
      drawer: { label: 'Saved items', order: 15 },
      requests: [{ endpoint: api.listFavourites }],
    },
    { id: 'payment', path: routePatterns.payment, title: 'Payment', access: ['buyer'], layout: 'dashboard' },
  ],
  pages: {
    myOrders: () => import(/* webpackChunkName: "myOrders" */ './features/orders/MyOrdersPage'),
    payment: () => import(/* webpackChunkName: "payment" */ './features/payment/PaymentPage'),
    saved: () => import(/* webpackChunkName: "saved" */ './features/saved/SavedItemsPage'),
  },
};

export default manifest;
