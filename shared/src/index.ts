/** @replay/shared: the API contract and the front-end library every app builds on. See README.md. */
export * from './contract';

export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './config/runtime-config';

export { apiClient, requestAccessToken, setIdentitySource, type IdentitySource } from './api/api-client';
export { ApiClientError, toApiClientError } from './api/api-error';
export { getAccessToken, setAccessToken, clearAccessToken } from './api/access-token';
export { getErrorMessage } from './errors/get-error-message';
export { timeAgo } from './format/time-ago';
export { ensureDeleted, ensureAcknowledged } from './api/write-results';
export { categoriesQueryOptions, useCategories } from './api/categories';

export {
  createQueryClient,
  queryConfig,
  shouldRetry,
  retryDelay,
  type QueryConfig,
  type MutationConfig,
} from './query/query-client';
export { queryKeys } from './query/query-keys';

export type { AuthService, AuthUser } from './auth/auth-service';
export { createFirebaseAuthService } from './auth/firebase-auth-service';
export { AuthContext, useAuth, useAuthService, useRole, type AuthContextValue } from './auth/auth-context';
export { AuthProvider } from './auth/AuthProvider';
export { getRole, roleQueryOptions, saveUser, uploadImage } from './auth/identity-api';
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
  REMOTE_NAMES,
  remoteRouteTable,
  dashboardMenu,
  routesOf,
  type RemoteName,
  type RemoteRouteEntry,
  type RemoteRouteId,
  type Access,
} from './routing/route-table';
export type { RemoteRoutes, RemoteRouteModule, PageLoaderArgs } from './routing/remote-routes';
export { pageRoute, type PageRouteOptions } from './routing/page-route';

export { Toaster, notify, notifySuccess, notifyError } from './toast/toast';
export { useConfirmedAction, type ConfirmedAction } from './hooks/use-confirmed-action';
export * from './ui';

export { AppProviders } from './app/AppProviders';
export { StandaloneApp, type StandaloneAppProps } from './app/StandaloneApp';
export { RouteErrorMessage } from './app/RouteErrorMessage';
export { mountApp, mountStandalone } from './app/mount';
