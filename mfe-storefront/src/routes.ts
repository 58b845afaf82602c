import type { RemoteRoutes } from '@replay/shared';

/** Exposed as `storefront/routes`: the page of each route id the route table gives this remote. */
const routes: RemoteRoutes<'storefront'> = {
  home: () => import('./features/home/HomePage'),
  blog: () => import('./features/blog/BlogPage'),
  category: () => import('./features/products/CategoryPage'),
  product: () => import('./features/products/ProductPage'),
};

export default routes;
