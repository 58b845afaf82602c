import { paths } from '@replay/contract';
import type { RouteManifest } from '@replay/platform';

/**
 * Exposed as `storefront/routes`: the storefront's pages as data (the shell builds its router from
 * them) and a lazy loader for each. Only `@replay/contract` is imported at run time.
 */
const manifest: RouteManifest = {
  routes: [
    {
      id: 'home',
      path: paths.home,
      title: 'Home',
      description:
        'The best offers on second-hand games and consoles: PlayStation, Xbox, Nintendo. Book, pay by card, meet the seller.',
      access: 'public',
      layout: 'public',
    },
    {
      id: 'blog',
      path: paths.blog,
      title: 'Blog',
      description: 'Articles on state management, prototypal inheritance, unit tests and React, Angular and Vue.',
      access: 'public',
      layout: 'public',
    },
    { id: 'category', path: '/category/:id', title: 'Category', access: 'user', layout: 'public' },
    { id: 'product', path: '/product/:id', title: 'Product', access: 'user', layout: 'public' },
    { id: 'search', path: '/search', title: 'Search', access: 'user', layout: 'public' },
    { id: 'seller', path: '/seller/:id', title: 'Seller', access: 'user', layout: 'public' },
  ],
  pages: {
    home: () => import('./features/home/HomePage'),
    blog: () => import('./features/blog/BlogPage'),
    category: () => import('./features/products/CategoryPage'),
    product: () => import('./features/products/ProductPage'),
    search: () => import('./features/products/SearchPage'),
    seller: () => import('./features/sellers/SellerPage'),
  },
};

export default manifest;
