import { api, paths, routePatterns, type EndpointRef } from '@replay/contract';
import type { PageRequest, RouteEntry, RouteManifest } from '@replay/platform';

/** An admin's page in the dashboard, its data asked for first (each an endpoint, or a request with its query). */
function adminRoute(
  id: string,
  path: string,
  title: string,
  ...requests: ReadonlyArray<EndpointRef | PageRequest>
): RouteEntry {
  const first = requests.map((request) => ('endpoint' in request ? request : { endpoint: request }));
  return { id, path, title, access: ['admin'], layout: 'dashboard', requests: first };
}

/** An admin's page that is also in the drawer, under its title, at `order`. */
function adminPage(
  id: string,
  path: string,
  title: string,
  order: number,
  ...requests: ReadonlyArray<EndpointRef | PageRequest>
): RouteEntry {
  return { ...adminRoute(id, path, title, ...requests), drawer: { label: title, order } };
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
    // The open cases of every reason, as the page shows them without a `?state=` or `?reason=`.
    adminPage('moderation', paths.moderation, 'Moderation', 74, { endpoint: api.listCases, query: { state: 'open' } }),
    // Reached from the queue, not the drawer: its path names the case.
    adminRoute('moderationCase', routePatterns.moderationCase, 'Moderation case', api.getCase),
    adminPage('appeals', paths.appeals, 'Appeals', 76, { endpoint: api.listAppeals, query: { state: 'open' } }),
    // The open disputes, as the page shows them without a `?state=`.
    adminPage('disputes', paths.disputes, 'Disputes', 80, { endpoint: api.listDisputes, query: { state: 'open' } }),
    adminPage('money', paths.money, 'Money', 90, api.getMoneyOverview),
    // With the admin's own account: "Only my actions" filters by their id.
    adminPage('audit', paths.audit, 'Audit log', 100, api.listAuditLog, api.getMyAccount),
    // Each remote's versions and health; a remote's history is asked for when its disclosure opens.
    adminPage('releases', routePatterns.releases, 'Releases', 110, api.listReleases),
  ],
  pages: {
    allSellers: () => import(/* webpackChunkName: "allSellers" */ './features/users/AllSellersPage'),
    allBuyers: () => import(/* webpackChunkName: "allBuyers" */ './features/users/AllBuyersPage'),
    reports: () => import(/* webpackChunkName: "reports" */ './features/reports/ReportsPage'),
    reportedMessages: () =>
      import(/* webpackChunkName: "reportedMessages" */ './features/messages/ReportedMessagesPage'),
    moderation: () => import(/* webpackChunkName: "moderation" */ './features/moderation/ModerationPage'),
    moderationCase: () => import(/* webpackChunkName: "moderationCase" */ './features/moderation/CasePage'),
    appeals: () => import(/* webpackChunkName: "appeals" */ './features/moderation/AppealsPage'),
    disputes: () => import(/* webpackChunkName: "disputes" */ './features/disputes/DisputesPage'),
    money: () => import(/* webpackChunkName: "money" */ './features/money/MoneyPage'),
    audit: () => import(/* webpackChunkName: "audit" */ './features/audit/AuditLogPage'),
    releases: () => import(/* webpackChunkName: "releases" */ './features/releases/ReleasesPage'),
  },
};

export default manifest;
