import type { RemoteRoutes } from '@replay/shared';

/** Exposed as `seller/routes`: the page of each route id the route table gives this remote. */
const routes: RemoteRoutes<'seller'> = {
  addProduct: () => import('./features/products/AddProductPage'),
  myProducts: () => import('./features/products/MyProductsPage'),
};

export default routes;
