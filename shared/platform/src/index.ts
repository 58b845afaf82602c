/** @replay/platform: the runtime every app shares, one copy per page (the API contract is @replay/contract). See README.md. */

export { type RuntimeConfig } from './config/runtime-config';
export {
  createPlatform,
  PlatformContext,
  usePlatform,
  useApiClient,
  useRuntimeConfig,
  type Platform,
} from './app/platform';
export { ACCESS_TOKEN_KEY } from './session/session';

export { type ApiClient } from './api/api-client';
export { ApiClientError } from './api/api-error';
export { getErrorMessage } from './errors/get-error-message';
export { timeAgo } from './format/time-ago';
export { formatDate, formatDateTime, formatMonth } from './format/dates';
export { dollars, signedDollars } from './format/dollars';
export { ensureDeleted, ensureAcknowledged } from './api/write-results';
export { categoriesQueryOptions, useCategories } from './features/categories';
export { listQueryOptions, useList } from './api/list-pages';
export { useFavourites, useToggleSaved } from './features/favourites';
export { badgesQueryOptions, useBadges } from './features/badges';
export { useOpenConversation } from './features/conversations';
export { MessageButton } from './features/MessageButton';
export { myAccountQueryKey, useMyAccount } from './features/account';
export { useApiMutation, type ApiMutationConfig } from './features/api-mutation';

export { createQueryClient, queriesSettled, type QueryConfig, type MutationConfig } from './query/query-client';
export { queryKeys } from './query/query-keys';

export type { AuthService, AuthUser } from './auth/auth-service';
export { createFirebaseAuthService } from './auth/firebase-auth-service';
export { AuthContext, useAuth, useAuthService, useRole, type AuthContextValue } from './auth/auth-context';
export { AuthProvider } from './auth/AuthProvider';
export { roleQueryOptions, uploadImage } from './auth/identity-api';
export { rememberRoles } from './auth/role-hint';
export { signInWithPassword, signInWithGoogle, signUp, reauthenticate } from './auth/identity-flows';
export { isAllowed, RequireAuth, type LoginRedirectState } from './auth/authorization';
export { useSignInGate } from './auth/use-sign-in-gate';

export {
  mergeRoutes,
  drawerRoutes,
  earlyRequest,
  type PageRequest,
  type RouteEntry,
  type RouteManifest,
  type RouteModule,
  type OwnedRoute,
  type PageLoaderArgs,
  type RouteHandle,
} from './routing/route-manifest';
export { pageRoute } from './routing/page-route';
export { routerInitialized } from './routing/router-ready';
export { AppRouterProvider } from './routing/AppRouterProvider';
export { useDocumentMeta, documentTitle } from './routing/document-meta';

export { Toaster, notifySuccess, notifyError } from './toast/toast';
export { useConfirmedAction, type ConfirmedAction } from './hooks/use-confirmed-action';
export { useHydrated } from './hooks/use-hydrated';
export { useLiveEvent, type LiveStatus } from './live/live-events';
export * from './ui';

export { AppProviders } from './app/AppProviders';
export { RouteErrorMessage } from './app/RouteErrorMessage';
export { mountApp } from './app/mount';
