import { api, routePatterns } from '@replay/contract';
import type { RouteManifest } from '@replay/platform';

/**
 * Exposed as `seller/routes`: the seller's pages as data (the shell builds its router and drawer
 * from them) and a lazy loader for each. Only `@replay/contract` is imported at run time.
 */
const manifest: RouteManifest = {
  routes: [
    {
      id: 'addProduct',
      path: routePatterns.addProduct,
      title: 'Add Product',
      access: ['seller'],
      layout: 'dashboard',
      drawer: { label: 'Add Product', order: 20 },
    },
    {
      id: 'myProducts',
      path: routePatterns.myProducts,
      title: 'My Products',
      access: ['seller'],
      layout: 'dashboard',
      drawer: { label: 'My Products', order: 30 },
      requests: [{ endpoint: api.listMyProducts, query: { email: '{email}' } }],
    },
    {
      id: 'editProduct',
      path: routePatterns.editProduct,
      title: 'Edit product',
      access: ['seller'],
      layout: 'dashboard',
      requests: [
        { endpoint: api.getProduct },
        { endpoint: api.getProductContact },
        { endpoint: api.listCategories },
        { endpoint: api.getFeeRule },
      ],
    },
    {
      id: 'myBookings',
      path: routePatterns.myBookings,
      title: 'My Bookings',
      access: ['seller'],
      layout: 'dashboard',
      drawer: { label: 'My Bookings', order: 40 },
      requests: [{ endpoint: api.listSellerBookings }],
    },
    {
      id: 'payouts',
      path: routePatterns.payouts,
      title: 'Payouts',
      access: ['seller'],
      layout: 'dashboard',
      drawer: { label: 'Payouts', order: 45 },
      requests: [
        { endpoint: api.getMyBalance },
        { endpoint: api.getMyPayoutAccount },
        { endpoint: api.listMyPayouts },
        { endpoint: api.listMyLedger },
      ],
    },
  ],
  pages: {
    addProduct: () => import(/* webpackChunkName: "addProduct" */ './features/products/AddProductPage'),
    myProducts: () => import(/* webpackChunkName: "myProducts" */ './features/products/MyProductsPage'),
    editProduct: () => import(/* webpackChunkName: "editProduct" */ './features/products/EditProductPage'),
    myBookings: () => import(/* webpackChunkName: "myBookings" */ './features/bookings/MyBookingsPage'),
    payouts: () => import(/* webpackChunkName: "payouts" */ './features/payouts/PayoutsPage'),
  },
};

export default manifest;
