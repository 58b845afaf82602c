/** @replay/platform: the runtime every app shares, one copy per page (the API contract is @replay/contract). See README.md. */

export { loadRuntimeConfig, type RuntimeConfig } from './config/runtime-config';
export {
  createPlatform,
  PlatformContext,
  usePlatform,
  useApiClient,
  useRuntimeConfig,
  useSession,
  type Platform,
} from './app/platform';
export {
  Session,
  ACCESS_TOKEN_KEY,
  SESSION_HINT_KEY,
  ROLE_HINT_KEY,
  type IdentitySource,
  type TokenExchange,
} from './session/session';

export { createApiClient, requestAccessToken, type ApiClient } from './api/api-client';
export { ApiClientError, toApiClientError } from './api/api-error';
export { getErrorMessage } from './errors/get-error-message';
export { timeAgo } from './format/time-ago';
export { ensureDeleted, ensureAcknowledged } from './api/write-results';
export { categoriesQueryOptions, useCategories } from './api/categories';
export { getListPage, listQueryOptions, useList, type ListPage } from './api/list-pages';
export { favouritesQueryOptions, useFavourites, useToggleSaved, saveProduct, unsaveProduct } from './api/favourites';

export {
  createQueryClient,
  queryConfig,
  shouldRetry,
  retryDelay,
  queriesSettled,
  type QueryConfig,
  type MutationConfig,
} from './query/query-client';
export { queryKeys } from './query/query-keys';

export type { AuthService, AuthUser } from './auth/auth-service';
export { createFirebaseAuthService } from './auth/firebase-auth-service';
export { AuthContext, useAuth, useAuthService, useRole, type AuthContextValue } from './auth/auth-context';
export { AuthProvider } from './auth/AuthProvider';
export { getRole, roleQueryOptions, saveUser, uploadImage } from './auth/identity-api';
export { rememberRoles } from './auth/role-hint';
export { signInWithPassword, signInWithGoogle, signUp, type SignUpInput } from './auth/identity-flows';
export {
  isAllowed,
  canOpen,
  RequireAuth,
  RequireRole,
  RequireAccess,
  NotAllowed,
  type LoginRedirectState,
} from './auth/authorization';

export {
  mergeRoutes,
  drawerRoutes,
  type Access,
  type RouteEntry,
  type RouteManifest,
  type RouteModule,
  type OwnedRoute,
  type PageLoaderArgs,
  type RouteHandle,
} from './routing/route-manifest';
export { pageRoute, type PageRouteOptions } from './routing/page-route';
export { routerInitialized, type InitializingRouter } from './routing/router-ready';
export { AppRouterProvider } from './routing/AppRouterProvider';
export { useDocumentMeta, documentTitle, SITE_NAME } from './routing/document-meta';

export { Toaster, notify, notifySuccess, notifyError } from './toast/toast';
export { useConfirmedAction, type ConfirmedAction } from './hooks/use-confirmed-action';
export { useHydrated } from './hooks/use-hydrated';
export * from './ui';

export { AppProviders } from './app/AppProviders';
export { RouteErrorMessage } from './app/RouteErrorMessage';
export { mountApp, FIRST_COMMIT_MARK, type AppMount } from './app/mount';
export type { EarlyResponses } from './api/early-requests';
