import { api, paths } from '@replay/contract';
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
      requests: [{ endpoint: api.listSellers }],
    },
    {
      id: 'allBuyers',
      path: paths.allBuyers,
      title: 'All Buyers',
      access: ['admin'],
      layout: 'dashboard',
      drawer: { label: 'All Buyers', order: 50 },
      requests: [{ endpoint: api.listBuyers }],
    },
    {
      id: 'reports',
      path: paths.reports,
      title: 'Reported Items',
      access: ['admin'],
      layout: 'dashboard',
      drawer: { label: 'Reported Items', order: 60 },
      requests: [{ endpoint: api.listReports }],
    },
    {
      id: 'reportedMessages',
      path: paths.reportedMessages,
      title: 'Reported Messages',
      access: ['admin'],
      layout: 'dashboard',
      drawer: { label: 'Reported Messages', order: 70 },
      requests: [{ endpoint: api.listMessageReports }],
    },
  ],
  pages: {
    allSellers: () => import(/* webpackChunkName: "allSellers" */ './features/users/AllSellersPage'),
    allBuyers: () => import(/* webpackChunkName: "allBuyers" */ './features/users/AllBuyersPage'),
    reports: () => import(/* webpackChunkName: "reports" */ './features/reports/ReportsPage'),
    reportedMessages: () =>
      import(/* webpackChunkName: "reportedMessages" */ './features/messages/ReportedMessagesPage'),
  },
};

export default manifest;
