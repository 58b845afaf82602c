import { api, paths, type EndpointRef } from '@replay/contract';
import type { PageRequest, RouteEntry, RouteManifest } from '@replay/platform';

/**
 * An admin's page: in the dashboard, in its drawer under its title, its data asked for first (each
 * an endpoint, or a request with its query).
 */
function adminPage(
  id: string,
  path: string,
  title: string,
  order: number,
  ...requests: ReadonlyArray<EndpointRef | PageRequest>
): RouteEntry {
  const drawer = { label: title, order };
  const first = requests.map((request) => ('endpoint' in request ? request : { endpoint: request }));
  return { id, path, title, access: ['admin'], layout: 'dashboard', drawer, requests: first };
}

/**
 * Exposed as `admin/routes`: the admin's pages as data (the shell builds its router and drawer
 * from them) and a lazy loader for each. Only `@replay/contract` is imported at run time.
 */
const manifest: RouteManifest = {
  routes: [
    adminPage('allSellers', paths.allSellers, 'All Sellers', 40, api.listSellers),
    adminPage('allBuyers', paths.allBuyers, 'All Buyers', 50, api.listBuyers),
    adminPage('reports', paths.reports, 'Reported Items', 60, api.listReports),
    adminPage('reportedMessages', paths.reportedMessages, 'Reported Messages', 70, api.listMessageReports),
    // The open disputes, as the page shows them without a `?state=`.
    adminPage('disputes', paths.disputes, 'Disputes', 80, { endpoint: api.listDisputes, query: { state: 'open' } }),
    adminPage('money', paths.money, 'Money', 90, api.getMoneyOverview),
    // With the admin's own account: "Only my actions" filters by their id.
    adminPage('audit', paths.audit, 'Audit log', 100, api.listAuditLog, api.getMyAccount),
  ],
  pages: {
    allSellers: () => import(/* webpackChunkName: "allSellers" */ './features/users/AllSellersPage'),
    allBuyers: () => import(/* webpackChunkName: "allBuyers" */ './features/users/AllBuyersPage'),
    reports: () => import(/* webpackChunkName: "reports" */ './features/reports/ReportsPage'),
    reportedMessages: () =>
      import(/* webpackChunkName: "reportedMessages" */ './features/messages/ReportedMessagesPage'),
    disputes: () => import(/* webpackChunkName: "disputes" */ './features/disputes/DisputesPage'),
    money: () => import(/* webpackChunkName: "money" */ './features/money/MoneyPage'),
    audit: () => import(/* webpackChunkName: "audit" */ './features/audit/AuditLogPage'),
  },
};

export default manifest;
