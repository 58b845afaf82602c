import { jwtDecode } from 'jwt-decode';
import { ROLES, type Role } from '@replay/contract';
import type { AuthUser } from '../auth/auth-service';
/** Where the server's access token is kept: localStorage under `accessToken`. */
export const ACCESS_TOKEN_KEY = 'accessToken';
/**
 * The user the identity provider last reported signed in (`AuthUser` as JSON), removed when it
 * reports nobody. With neither it nor an access token stored, the visitor has no session to
 * restore, so Firebase is not loaded until they sign in.
 */
export const SESSION_HINT_KEY = 'replay.session';
/** The role the server last gave the signed-in e-mail: `{ email, role }` (see `rememberRoles`). */
export const ROLE_HINT_KEY = 'replay.role';

/** Where a renewal gets a fresh identity: the AuthProvider binds the identity provider. */
export interface IdentitySource {
  getEmail(): string | null;
  getIdToken(): Promise<string | null>;
}

/** Exchanges an identity-provider ID token for the server's access token (GET /jwt). */
export type TokenExchange = (email: string, idToken: string) => Promise<string>;

/**
 * The access token's whole life in one object: stored, read, renewed (once for every caller that
 * hits an expired token at the same time), cleared, and whether a session is probably there to
 * restore. Created once at bootstrap (createPlatform) and reached through the platform context,
 * never through module state. Blocked storage counts as "no token" for reads and is ignored for writes.
 */
export class Session {
  private identity: IdentitySource | null = null;
  private renewal: Promise<string | null> | null = null;

  constructor(private readonly storage: Storage = window.localStorage) {}

  token(): string | null {
    try {
      return this.storage.getItem(ACCESS_TOKEN_KEY);
    } catch {
      return null;
    }
  }

  store(token: string): void {
    this.write(() => this.storage.setItem(ACCESS_TOKEN_KEY, token));
  }

  clear(): void {
    this.write(() => {
      this.storage.removeItem(ACCESS_TOKEN_KEY);
      this.storage.removeItem(ROLE_HINT_KEY);
    });
  }

  /** The role last remembered, with the e-mail it is for, or null. */
  rememberedRole(): { email: string; role: Role } | null {
    try {
      const hint: unknown = JSON.parse(this.storage.getItem(ROLE_HINT_KEY) ?? 'null');
      const { email, role } = (hint ?? {}) as { email?: unknown; role?: unknown };
      return typeof email === 'string' &&
        email &&
        typeof role === 'string' &&
        (ROLES as readonly string[]).includes(role)
        ? { email, role: role as Role }
        : null;
    } catch {
      return null;
    }
  }

  /** Remembers the server's answer for `email` (null forgets it). */
  rememberRole(email: string, role: Role | null): void {
    this.write(() =>
      role
        ? this.storage.setItem(ROLE_HINT_KEY, JSON.stringify({ email, role }))
        : this.storage.removeItem(ROLE_HINT_KEY),
    );
  }

  /** A session may be restored (a token or the provider's hint is stored); true when storage is blocked. */
  probablySignedIn(): boolean {
    try {
      return this.storage.getItem(SESSION_HINT_KEY) !== null || this.storage.getItem(ACCESS_TOKEN_KEY) !== null;
    } catch {
      return true;
    }
  }

  /** What the identity provider says: who is signed in, or nobody. */
  rememberUser(user: AuthUser | null): void {
    this.write(() =>
      user ? this.storage.setItem(SESSION_HINT_KEY, JSON.stringify(user)) : this.storage.removeItem(SESSION_HINT_KEY),
    );
  }

  /**
   * The user remembered by `rememberUser` while the stored access token is theirs and valid for
   * another minute, else null: their session can be shown at once while the identity provider
   * confirms it. Only the page uses this; the server checks the token on every call.
   */
  restorableUser(now = Date.now()): AuthUser | null {
    try {
      const user = JSON.parse(this.storage.getItem(SESSION_HINT_KEY) ?? 'null') as Partial<AuthUser> | null;
      const claims = this.validToken(now);
      if (!user || typeof user.uid !== 'string' || typeof user.email !== 'string' || !claims) return null;
      if (claims.sub !== user.uid || claims.email !== user.email) return null;
      return {
        uid: user.uid,
        email: user.email,
        displayName: user.displayName ?? null,
        photoURL: user.photoURL ?? null,
      };
    } catch {
      // Blocked storage, an old hint or a malformed token: nothing to restore early.
      return null;
    }
  }

  /**
   * The stored access token and its claims while it names an e-mail and is valid for another
   * minute, else null (none, expiring, malformed, or storage blocked). Only the page uses this.
   */
  validToken(now = Date.now()): { token: string; sub?: string; email: string } | null {
    try {
      const token = this.token();
      if (!token) return null;
      const { sub, email, exp } = jwtDecode<{ sub?: unknown; email?: unknown; exp?: unknown }>(token);
      if (typeof email !== 'string' || typeof exp !== 'number' || exp * 1000 < now + 60_000) return null;
      return { token, email, ...(typeof sub === 'string' ? { sub } : {}) };
    } catch {
      return null;
    }
  }

  bindIdentity(source: IdentitySource | null): void {
    this.identity = source;
  }

  /**
   * A fresh access token from a fresh ID token, stored; null when nobody is signed in. Concurrent
   * callers share one renewal.
   */
  renew(exchange: TokenExchange): Promise<string | null> {
    this.renewal ??= this.exchange(exchange).finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  }

  private async exchange(exchange: TokenExchange): Promise<string | null> {
    const email = this.identity?.getEmail();
    const idToken = await this.identity?.getIdToken();
    if (!email || !idToken) return null;
    const token = await exchange(email, idToken);
    this.store(token);
    return token;
  }

  private write(change: () => void): void {
    try {
      change();
    } catch {
      // Storage blocked: the session lasts as long as the page.
    }
  }
}
