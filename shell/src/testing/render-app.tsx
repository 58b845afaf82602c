import {
  PageTitle,
  type RemoteRouteEntry,
  type RemoteRouteModule,
  type Role,
} from '@replay/shared';
import {
  createFakeAuthService,
  createTestQueryClient,
  identityHandlers,
  renderWithProviders,
  server,
} from '@replay/shared/testing';
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

/** Stands in for a remote page: its title, as the remote skeletons render. */
export async function placeholderPage(entry: RemoteRouteEntry): Promise<RemoteRouteModule> {
  return { Component: () => <PageTitle>{entry.title}</PageTitle> };
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
  }: { signedIn?: string | null; loadPage?: (entry: RemoteRouteEntry) => Promise<RemoteRouteModule> } = {},
) {
  const authService = createFakeAuthService({ accounts, signedIn });
  const queryClient = createTestQueryClient();
  server.use(...identityHandlers(DEMO_ROLES));
  const rendered = renderWithProviders(null, {
    route,
    routes: appRoutes({ authService, queryClient, loadPage }),
    authService,
    queryClient,
  });
  return { ...rendered, authService, loadPage };
}
