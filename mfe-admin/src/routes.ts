import { paths } from '@replay/contract';
import type { RouteManifest } from '@replay/platform';

/**
 * Exposed as `admin/routes`: the admin's pages as data (the shell builds its router and drawer
 * from them) and a lazy loader for each. Only `@replay/contract` is imported at run time.
 */
const manifest: RouteManifest = {
  routes: [
    {
      id: 'allSellers',
      path: paths.allSellers,
      title: 'All Sellers',
      access: ['admin'],
      layout: 'dashboard',
      drawer: { label: 'All Sellers', order: 40 },
    },
    {
      id: 'allBuyers',
      path: paths.allBuyers,
      title: 'All Buyers',
      access: ['admin'],
      layout: 'dashboard',
      drawer: { label: 'All Buyers', order: 50 },
    },
    {
      id: 'reports',
      path: paths.reports,
      title: 'Reported Items',
      access: ['admin'],
      layout: 'dashboard',
      drawer: { label: 'Reported Items', order: 60 },
    },
  ],
  pages: {
    allSellers: () => import('./features/users/AllSellersPage'),
    allBuyers: () => import('./features/users/AllBuyersPage'),
    reports: () => import('./features/reports/ReportsPage'),
  },
};

export default manifest;
