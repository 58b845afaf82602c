/**
 * Every front-end URL, built in one place: the functions build links; `routePatterns` below is
 * what the router declares.
 */
export const paths = {
  home: '/',
  blog: '/blog',
  login: '/login',
  signup: '/signup',
  category: (id: string) => `/category/${encodeURIComponent(id)}`,
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  dashboard: '/dashboard',
  myOrders: '/dashboard/myorders',
  payment: (bookingId: string) => `/dashboard/payment/${encodeURIComponent(bookingId)}`,
  addProduct: '/dashboard/addproduct',
  /** Add Product filled in with a sold or closed listing's fields and photos ("Sell similar"). */
  sellSimilar: (productId: string) => `/dashboard/addproduct?similar=${encodeURIComponent(productId)}`,
  myProducts: '/dashboard/myproducts',
  /** The seller's edit page of one of their listings. */
  editProduct: (id: string) => `/dashboard/products/${encodeURIComponent(id)}/edit`,
  allSellers: '/dashboard/allsellers',
  allBuyers: '/dashboard/allbuyer',
  reports: '/dashboard/reports',
  /** Messages members reported, for the admin to remove. */
  reportedMessages: '/dashboard/reportedmessages',
  /** The search page; with a keyword, its results (`/search?q=zelda`). */
  search: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : '/search'),
  /** A seller's public page: profile, available products and reviews. */
  seller: (id: string) => `/seller/${encodeURIComponent(id)}`,
  /** Bookings of the seller's products. */
  myBookings: '/dashboard/mybookings',
  /** The seller's money: balances, payout account, ledger and payouts. */
  payouts: '/dashboard/payouts',
  /** The admin's money overview: fees, funds held, payouts under way, the last reconciliation. */
  money: '/dashboard/money',
  /** The admin's disputes: problems buyers reported, to refund or release. */
  disputes: '/dashboard/disputes',
  /** The audit log: every admin action. */
  audit: '/dashboard/audit',
  /** The admin's moderation queue, one case, and the appeals to decide. */
  moderation: '/dashboard/moderation',
  moderationCase: (id: string) => `/dashboard/moderation/${encodeURIComponent(id)}`,
  appeals: '/dashboard/appeals',
  /** The admin's release registry: each remote's stable and canary versions and their health. */
  releases: '/dashboard/releases',
  /** A member's offers: received (as a seller) and sent (as a buyer). */
  offers: '/dashboard/offers',
  /** A member's "Decisions about me": statements of reasons and their appeals. */
  decisions: '/dashboard/decisions',
  /** The public notice form, for anyone; with a link, the form names that content. */
  reportContent: (url?: string) => (url ? `/report-content?url=${encodeURIComponent(url)}` : '/report-content'),
  /** The public monthly moderation figures. */
  transparency: '/transparency',
  /** A closed account's appeal form, reached from its statement mail's signed link. */
  appealByLink: (token?: string) => (token ? `/appeal?token=${encodeURIComponent(token)}` : '/appeal'),
  /** The buyer's saved items. */
  saved: '/dashboard/saved',
  /** A signed-in user's notifications and e-mail preferences. */
  notifications: '/dashboard/notifications',
  /** A signed-in buyer's or seller's conversations (the inbox). */
  messages: '/dashboard/messages',
  /** One conversation: its messages and the box to write the next. */
  conversation: (id: string) => `/dashboard/messages/${encodeURIComponent(id)}`,
  /** The confirmation page of an e-mail's unsubscribe link; with its token, that link. */
  /** The signed-in user's account: profile, e-mail, export, deletion. */
  account: '/dashboard/account',
  forgotPassword: '/forgot-password',
  /** Where the links the API mails lead (`?mode=resetPassword|verifyEmail|verifyAndChangeEmail|recoverEmail&oobCode=…`). */
  authAction: '/auth/action',
  unsubscribe: (token?: string) => (token ? `/unsubscribe?token=${encodeURIComponent(token)}` : '/unsubscribe'),
} as const;

/**
 * The route pattern of every page of the site, as the router declares it (the remotes' manifests
 * and the shell's own routes take their paths from here, and their tests check nothing else is
 * declared) and as the shell's real-user metrics name it: the API counts `POST /rum` figures only
 * for these, so a page route label stays one of a known, small set. A route's parameter names are
 * those its page reads (`useParams().id`).
 */
export const routePatterns = {
  // The storefront's pages.
  home: paths.home,
  blog: paths.blog,
  category: '/category/:id',
  product: '/product/:id',
  search: '/search',
  seller: '/seller/:id',
  reportContent: '/report-content',
  transparency: paths.transparency,
  appealByLink: '/appeal',
  decisions: paths.decisions,
  offers: paths.offers,
  messages: paths.messages,
  conversation: '/dashboard/messages/:id',
  // The buyer's.
  myOrders: paths.myOrders,
  saved: paths.saved,
  payment: '/dashboard/payment/:id',
  // The seller's.
  addProduct: paths.addProduct,
  myProducts: paths.myProducts,
  editProduct: '/dashboard/products/:id/edit',
  myBookings: paths.myBookings,
  payouts: paths.payouts,
  // The admin's.
  allSellers: paths.allSellers,
  allBuyers: paths.allBuyers,
  reports: paths.reports,
  reportedMessages: paths.reportedMessages,
  money: paths.money,
  disputes: paths.disputes,
  audit: paths.audit,
  moderation: paths.moderation,
  moderationCase: '/dashboard/moderation/:id',
  appeals: paths.appeals,
  releases: paths.releases,
  // The shell's own: sign-in and e-mail links, the dashboard's home and pages, and the 404 page
  // (a path no route claims, within the public layout or the dashboard's).
  login: paths.login,
  signup: paths.signup,
  forgotPassword: paths.forgotPassword,
  authAction: paths.authAction,
  unsubscribe: '/unsubscribe',
  dashboard: paths.dashboard,
  notifications: paths.notifications,
  account: paths.account,
  notFound: '/*',
  dashboardNotFound: '/dashboard/*',
} as const;

/** The route pattern of one of the site's pages (`/product/:id`). */
export type RoutePattern = (typeof routePatterns)[keyof typeof routePatterns];

const ROUTE_PATTERNS: ReadonlySet<string> = new Set(Object.values(routePatterns));

/** Whether `route` is the pattern of one of the site's pages (`routePatterns`), not any other string. */
export function isPageRoute(route: string): route is RoutePattern {
  return ROUTE_PATTERNS.has(route);
}
