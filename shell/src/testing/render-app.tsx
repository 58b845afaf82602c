import { HttpResponse } from 'msw';
import { api, type Role } from '@replay/contract';
import {
  createPlatform,
  mergeRoutes,
  PageTitle,
  type OwnedRoute,
  type RouteEntry,
  type RouteModule,
} from '@replay/platform';
import {
  createFakeAuthService,
  createTestQueryClient,
  handle,
  identityHandlers,
  renderWithProviders,
  server,
  TEST_CONFIG,
} from '@replay/testing';
import { appRoutes } from '../app/router';

export const DEMO_PASSWORD = 'replay123';
export const DEMO_ROLES: Record<string, Role> = {
  'admin@replay.test': 'admin',
  'seller@replay.test': 'seller',
  'buyer@replay.test': 'buyer',
};
const accounts = Object.keys(DEMO_ROLES).map((email) => ({
  email,
  password: DEMO_PASSWORD,
  displayName: email.split('@')[0],
  photoURL: `https://img.test/${email}.png`,
}));

const dashboard = (id: string, path: string, title: string, role: Role, order?: number): RouteEntry => ({
  id,
  path,
  title,
  access: [role],
  layout: 'dashboard',
  ...(order === undefined ? {} : { drawer: { label: title, order } }),
});

/** Routes as the four remotes' manifests declare them (the shell imports no remote). */
export const SITE_ROUTES: OwnedRoute[] = mergeRoutes([
  {
    remote: 'storefront',
    manifest: {
      routes: [
        { id: 'home', path: '/', title: 'Home', access: 'public', layout: 'public' },
        { id: 'blog', path: '/blog', title: 'Blog', access: 'public', layout: 'public' },
        { id: 'category', path: '/category/:id', title: 'Category', access: 'user', layout: 'public' },
      ],
    },
  },
  {
    remote: 'buyer',
    manifest: {
      routes: [
        dashboard('myOrders', '/dashboard/myorders', 'My Orders', 'buyer', 10),
        dashboard('payment', '/dashboard/payment/:id', 'Payment', 'buyer'),
      ],
    },
  },
  {
    remote: 'seller',
    manifest: {
      routes: [
        dashboard('addProduct', '/dashboard/addproduct', 'Add Product', 'seller', 20),
        dashboard('myProducts', '/dashboard/myproducts', 'My Products', 'seller', 30),
      ],
    },
  },
  {
    remote: 'admin',
    manifest: {
      routes: [
        dashboard('allSellers', '/dashboard/allsellers', 'All Sellers', 'admin', 40),
        dashboard('allBuyers', '/dashboard/allbuyer', 'All Buyers', 'admin', 50),
        dashboard('reports', '/dashboard/reports', 'Reported Items', 'admin', 60),
      ],
    },
  },
]);

/**
 * The bell's and the badges' calls for a user with no notifications; the live stream answers 204
 * (closed: the bell polls). Tests of the bell add their own with `server.use(...)`.
 */
export function notificationHandlers() {
  return [
    handle(api.listNotifications, () => HttpResponse.json({ items: [], nextCursor: null, unread: 0 })),
    handle(api.liveEvents, () => new HttpResponse(null, { status: 204 })),
    // The tab bar's and the dashboard's counts: nothing unread.
    handle(api.getBadges, () => HttpResponse.json({ messages: 0, notifications: 0 })),
  ];
}

/** Stands in for a remote page: its title, as the remote skeletons render. */
export async function placeholderPage(route: OwnedRoute): Promise<RouteModule> {
  return { Component: () => <PageTitle>{route.title}</PageTitle> };
}

/**
 * The whole shell at `route`: its router, the fake identity provider with the demo accounts
 * (`signedIn` picks one), msw answering the identity calls, and remote pages from `loadPage`.
 */
export function renderApp(
  route: string,
  {
    signedIn = null,
    loadPage = jest.fn(placeholderPage),
    routes = SITE_ROUTES,
    unavailable = [],
    probablySignedIn,
    authReady,
  }: {
    signedIn?: string | null;
    loadPage?: (route: OwnedRoute) => Promise<RouteModule>;
    routes?: OwnedRoute[];
    unavailable?: string[];
    /** What the stored session suggests (the platform's Session.probablySignedIn). */
    probablySignedIn?: boolean;
    /** Holds back the first sign-in state until it resolves (a session being restored). */
    authReady?: Promise<void>;
  } = {},
) {
  const authService = createFakeAuthService({ accounts, signedIn });
  if (authReady) {
    const ready = authService.ready;
    authService.ready = async () => {
      await authReady;
      await ready();
    };
  }
  const queryClient = createTestQueryClient();
  const platform = createPlatform(TEST_CONFIG);
  server.use(...identityHandlers(DEMO_ROLES), ...notificationHandlers());
  const rendered = renderWithProviders(null, {
    route,
    routes: appRoutes({
      authService,
      queryClient,
      apiClient: platform.apiClient,
      loadPage,
      routes,
      unavailable,
      probablySignedIn: probablySignedIn === undefined ? undefined : () => probablySignedIn,
    }),
    authService,
    queryClient,
    platform,
  });
  return { ...rendered, authService, loadPage };
}
