import { jwtDecode } from 'jwt-decode';
import { ACCESS_TOKEN_KEY, ROLE_HINT_KEY, SESSION_HINT_KEY } from '../session/storage-keys';

/*
 * Render-as-you-fetch for the first page: the API GETs a page makes first start while the page's
 * HTML is still being read, from a small script the shell's server writes into it, instead of
 * once the page's code has downloaded and run (on a phone's network, a second or more later).
 * The page's own requests then take the responses over (createApiClient's `early`). The shell's
 * server names the requests (a route's `requests`, its parameters filled in). This module is also
 * part of the shell's main script before its async boundary: it imports nothing shared (no React,
 * no axios, no contract).
 */

/** One early request, as the shell's server writes it into the page: an absolute URL of the API. */
export interface EarlyRequestSpec {
  /** May hold `{email}`: the signed-in user's e-mail, from the stored access token. */
  url: string;
  /** Sent without the access token, as the page sends it (a public list). */
  anonymous?: boolean;
  /** Only for users of these roles (the role the server last gave the signed-in e-mail). */
  roles?: readonly string[];
}

/** The responses of the early requests, each handed over once. */
export interface EarlyResponses {
  /** The response for a GET of `url` sent with `authorization` (or none), if one was started; once. */
  take(url: string, authorization?: string | null): Promise<Response> | undefined;
}

/** Where the inline script leaves the early responses for the shell's bootstrap. */
const GLOBAL_KEY = '__replayEarlyRequests';

const NONE: EarlyResponses = { take: () => undefined };

/** The same request whatever the order or encoding of its query parameters. */
function requestKey(url: string, authorization: string | null | undefined): string | null {
  try {
    const parsed = new URL(url, globalThis.location?.href); // the API may be on this origin (a relative URL)
    const query = [...parsed.searchParams].map(([name, value]) => `${name}=${value}`).sort();
    return `${parsed.origin}${parsed.pathname}?${query.join('&')} ${authorization ?? ''}`;
  } catch {
    return null;
  }
}

interface StoredSession {
  token: string;
  email: string;
  role: string | null;
}

/** The stored access token (valid for another minute), its e-mail and their remembered role; else null. */
function storedSession(storage: Storage, now: number): StoredSession | null {
  try {
    const token = storage.getItem(ACCESS_TOKEN_KEY);
    if (!token) return null;
    const { email, exp } = jwtDecode<{ email?: unknown; exp?: unknown }>(token);
    if (typeof email !== 'string' || typeof exp !== 'number' || exp * 1000 < now + 60_000) return null;
    const hint = JSON.parse(storage.getItem(ROLE_HINT_KEY) ?? 'null') as { email?: unknown; role?: unknown } | null;
    const role = hint?.email === email && typeof hint.role === 'string' ? hint.role : null;
    return { token, email, role };
  } catch {
    return null; // blocked storage or a malformed token: the page asks itself
  }
}

function isSpec(value: unknown): value is EarlyRequestSpec {
  return typeof (value as Partial<EarlyRequestSpec> | null)?.url === 'string';
}

/**
 * Starts `specs` (unknown: read from the page) now. A request that needs the signed-in user (or
 * a role) is left out when no valid access token (or another role) is stored: the page then asks,
 * and renews the token, itself.
 */
export function startEarlyRequests(
  specs: unknown,
  { storage = globalThis.localStorage, now = Date.now(), fetch = globalThis.fetch } = {},
): EarlyResponses {
  const list = Array.isArray(specs) ? specs.filter(isSpec) : [];
  if (!list.length) return NONE;
  const session = list.some((spec) => !spec.anonymous) ? storedSession(storage, now) : null;
  const started = new Map<string, Promise<Response>>();
  for (const spec of list) {
    if (!spec.anonymous && !session) continue;
    if (spec.roles && !spec.roles.includes(session?.role ?? '')) continue;
    if (spec.anonymous && spec.url.includes('{email}')) continue;
    const url = spec.url.replace('{email}', encodeURIComponent(session?.email ?? ''));
    const authorization = spec.anonymous ? null : `Bearer ${session!.token}`;
    const key = requestKey(url, authorization);
    if (!key || started.has(key)) continue;
    const response = fetch(url, {
      headers: { Accept: 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    });
    response.catch(() => undefined); // a failure is for the page's own request to meet
    started.set(key, response);
  }
  return {
    take(url, authorization) {
      const key = requestKey(url, authorization);
      const response = key ? started.get(key) : undefined;
      if (key) started.delete(key);
      return response;
    },
  };
}

/** The photo the signed-in user's session names, if the stored token is that user's; else null. */
export function signedInPhoto({ storage = globalThis.localStorage, now = Date.now() } = {}): string | null {
  try {
    const session = storedSession(storage, now);
    const user = JSON.parse(storage.getItem(SESSION_HINT_KEY) ?? 'null') as {
      email?: unknown;
      photoURL?: unknown;
    } | null;
    return session && user?.email === session.email && typeof user.photoURL === 'string' ? user.photoURL : null;
  } catch {
    return null;
  }
}

/** The inline script: starts the page's requests and leaves their responses for the shell. */
export function startPageRequests(specs: unknown, options?: { storage?: Storage; now?: number }): void {
  (globalThis as Record<string, unknown>)[GLOBAL_KEY] = startEarlyRequests(specs, options);
}

/** What the inline script started (nothing when the page has no such script). */
export function pageRequests(): EarlyResponses {
  const early = (globalThis as Record<string, unknown>)[GLOBAL_KEY] as Partial<EarlyResponses> | undefined;
  return typeof early?.take === 'function' ? (early as EarlyResponses) : NONE;
}
