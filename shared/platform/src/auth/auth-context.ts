import { createContext, useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Role } from '@replay/contract';
import type { AuthService, AuthUser } from './auth-service';
import { useApiClient } from '../app/platform';
import { roleQueryOptions } from './identity-api';

/** What every page can know about the visitor. Provided by the shell (or a standalone remote). */
export interface AuthContextValue {
  user: AuthUser | null;
  /** The server's role for the user once a dashboard page has read it (see `useRole`), else null. */
  role: Role | null;
  /** True until the first sign-in state is known. */
  loading: boolean;
  /** Clears the access token and cached data, then signs out. Callers navigate to `/`. */
  logout(): Promise<void>;
  /** A fresh identity-provider ID token, or null when signed out. */
  getIdToken(): Promise<string | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
export const AuthServiceContext = createContext<AuthService | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The identity provider itself, for the sign-in and sign-up flows. */
export function useAuthService(): AuthService {
  const service = useContext(AuthServiceContext);
  if (!service) throw new Error('useAuthService must be used inside <AuthProvider>');
  return service;
}

/**
 * Reads the signed-in user's role from the server (GET /users/role), once per e-mail.
 * The dashboard and role guards call it; `useAuth().role` then carries the same value.
 */
export function useRole() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  return useQuery({ ...roleQueryOptions(useApiClient(), email), enabled: Boolean(email) });
}
