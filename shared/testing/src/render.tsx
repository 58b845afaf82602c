import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { Role } from '@replay/contract';
import { AuthContext, type AuthContextValue } from '@replay/platform';
import { AuthProvider } from '@replay/platform';
import type { AuthService, AuthUser } from '@replay/platform';
import { roleQueryOptions } from '@replay/platform';
import { theme } from '@replay/platform';
import { Toaster } from '@replay/platform';
import { createPlatform, PlatformContext, type Platform, type RuntimeConfig } from '@replay/platform';
import { TEST_CONFIG } from './test-config';

/** A QueryClient for one test: no retries, nothing garbage-collected mid-test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function testUser(email = 'buyer@replay.test'): AuthUser {
  const name = email.split('@')[0] ?? email;
  return { uid: `uid-${email}`, email, displayName: name, photoURL: `https://img.test/${name}.png` };
}

/** A static auth context value: signed in with `role` by default, `fakeAuth(null)` for a visitor. */
export function fakeAuth(role: Role | null = 'buyer', overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = role ? testUser(`${role}@replay.test`) : null;
  return {
    user,
    role,
    loading: false,
    logout: jest.fn(async () => undefined),
    getIdToken: jest.fn(async () => (user ? 'test-id-token' : null)),
    ...overrides,
  };
}

export interface RenderWithProvidersOptions {
  /** The URL the memory router starts at. Default '/'. */
  route?: string;
  /** The path pattern `ui` is mounted at (to read params). Default '*'. */
  path?: string;
  /** More routes next to `ui`, e.g. `{ path: '/login', element: <p>login page</p> }`. */
  routes?: RouteObject[];
  /** The auth context value; default `fakeAuth('buyer')`. Ignored when `authService` is given. */
  auth?: AuthContextValue;
  /** Run the real AuthProvider over this service (see createFakeAuthService). */
  authService?: AuthService;
  queryClient?: QueryClient;
  /** The page's platform; default: one made from TEST_CONFIG over localStorage. */
  platform?: Platform;
  /** Configuration changes for the default platform (e.g. a Stripe publishable key). */
  config?: Partial<RuntimeConfig>;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  platform: Platform;
}

/**
 * Renders `ui` (or full `routes`) inside a memory router with the app's providers: a fresh
 * QueryClient with retries off, the theme, toasts and an auth value.
 */
export function renderWithProviders(
  ui: ReactElement | null,
  {
    route = '/',
    path = '*',
    routes = [],
    auth,
    authService,
    queryClient = createTestQueryClient(),
    config,
    platform = createPlatform({ ...TEST_CONFIG, ...config }),
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const router = createMemoryRouter([...(ui ? [{ path, element: ui }] : []), ...routes], { initialEntries: [route] });

  let authLayer: (children: ReactNode) => ReactNode;
  if (authService) {
    authLayer = (children) => <AuthProvider service={authService}>{children}</AuthProvider>;
  } else {
    const value = auth ?? fakeAuth();
    if (value.user?.email && value.role)
      queryClient.setQueryData(roleQueryOptions(platform.apiClient, value.user.email).queryKey, value.role);
    authLayer = (children) => <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
  }

  const result = render(
    <PlatformContext.Provider value={platform}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          {authLayer(<RouterProvider router={router} />)}
          <Toaster />
        </ThemeProvider>
      </QueryClientProvider>
    </PlatformContext.Provider>,
  );
  return { ...result, user: userEvent.setup(), router, queryClient, platform };
}
