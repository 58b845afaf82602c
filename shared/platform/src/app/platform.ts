import { createContext, useContext } from 'react';
import { createApiClient, type ApiClient } from '../api/api-client';
import type { EarlyResponses } from '../api/early-requests';
import type { RuntimeConfig } from '../config/runtime-config';
import { Session } from '../session/session';

/**
 * What every page shares at run time, made once at bootstrap from the loaded configuration and
 * passed down through context (AppProviders): the configuration, the session and the API client.
 */
export interface Platform {
  config: RuntimeConfig;
  session: Session;
  apiClient: ApiClient;
  /**
   * Resolves once the visitor's first screen is there (its page shown, its data arrived and painted):
   * what no first screen needs (the live stream, the bell) loads after it, not while the page does.
   * Resolved from the start unless the app's bootstrap gives its own (mountApp).
   */
  firstScreen: Promise<void>;
}

export function createPlatform(
  config: RuntimeConfig,
  {
    storage,
    early,
    firstScreen = Promise.resolve(),
  }: { storage?: Storage; early?: EarlyResponses; firstScreen?: Promise<void> } = {},
): Platform {
  const session = new Session(storage);
  return { config, session, apiClient: createApiClient({ config, session, early }), firstScreen };
}

export const PlatformContext = createContext<Platform | null>(null);

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform must be used inside <AppProviders> (or the test providers)');
  return platform;
}

export const useApiClient = (): ApiClient => usePlatform().apiClient;
export const useRuntimeConfig = (): RuntimeConfig => usePlatform().config;
