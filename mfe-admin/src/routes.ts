import { api, paths, type EndpointRef } from '@replay/contract';
import type { RouteEntry, RouteManifest } from '@replay/platform';

/** An admin's list page: in the dashboard, in its drawer under its title, the list asked for first. */
function listPage(id: string, path: string, title: string, order: number, list: EndpointRef): RouteEntry {
  const drawer = { label: title, order };
  return { id, path, title, access: ['admin'], layout: 'dashboard', drawer, requests: [{ endpoint: list }] };
}

/**
 * Exposed as `admin/routes`: the admin's pages as data (the shell builds its router and drawer
 * from them) and a lazy loader for each. Only `@replay/contract` is imported at run time.
 */
const manifest: RouteManifest = {
  routes: [
    listPage('allSellers', paths.allSellers, 'All Sellers', 40, api.listSellers),
    listPage('allBuyers', paths.allBuyers, 'All Buyers', 50, api.listBuyers),
    listPage('reports', paths.reports, 'Reported Items', 60, api.listReports),
    listPage('reportedMessages', paths.reportedMessages, 'Reported Messages', 70, api.listMessageReports),
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
