import type { RemoteRoutes } from '@replay/shared';

/** Exposed as `admin/routes`: the page of each route id the route table gives this remote. */
const routes: RemoteRoutes<'admin'> = {
  allSellers: () => import('./features/users/AllSellersPage'),
  allBuyers: () => import('./features/users/AllBuyersPage'),
  reports: () => import('./features/reports/ReportsPage'),
};

export default routes;
