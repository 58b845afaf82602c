import { SESSION_HINT_KEY, Session } from '../session/session';
import { isEarlyRequestSpec, NO_EARLY_RESPONSES, PAGE_REQUESTS_KEY, type EarlyResponses } from './early-requests';
import type { EarlyPhoto } from '../routing/route-entry';

/*
 * The shell's inline script's side of render-as-you-fetch (early-requests.ts): it starts the
 * page's first API requests, named by the shell's server, and leaves their responses for the
 * shell. Built on its own (shell/src/early-requests.ts), so it may use the session's own reading
 * of the stored token.
 */

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

/** Preloads the photo `photo.field` of a successful JSON answer names (a list: its first); nothing otherwise. */
async function preloadNamedPhoto(
  response: Promise<Response>,
  photo: EarlyPhoto,
  preload: (url: string, sizes: string) => void,
): Promise<void> {
  try {
    const answer = await response;
    if (!answer.ok) return;
    const value = ((await answer.clone().json()) as Record<string, unknown> | null)?.[photo.field];
    const url = Array.isArray(value) ? (value[0] as unknown) : value;
    if (typeof url === 'string' && url) preload(url, photo.sizes);
  } catch {
    // No photo to preload: the page asks for it when it shows.
  }
}

/** The stored access token (valid for another minute), its e-mail and their remembered role; else null. */
function storedSession(storage: Storage, now: number) {
  const session = new Session(storage);
  const claims = session.validToken(now);
  if (!claims) return null;
  const remembered = session.rememberedRole();
  return { ...claims, role: remembered?.email === claims.email ? remembered.role : null };
}

/**
 * Starts `specs` (unknown: read from the page) now. A request that needs the signed-in user (or
 * a role) is left out when no valid access token (or another role) is stored: the page then asks,
 * and renews the token, itself.
 */
export function startEarlyRequests(
  specs: unknown,
  {
    storage = globalThis.localStorage,
    now = Date.now(),
    fetch = globalThis.fetch,
    search = globalThis.location?.search ?? '',
    preloadPhoto,
  }: {
    storage?: Storage;
    now?: number;
    fetch?: typeof globalThis.fetch;
    search?: string;
    /** Preloads a photo an answer names (EarlyRequestSpec's `photo`) at the sizes the page shows it. */
    preloadPhoto?: (url: string, sizes: string) => void;
  } = {},
): EarlyResponses {
  const list = Array.isArray(specs) ? specs.filter(isEarlyRequestSpec) : [];
  if (!list.length) return NO_EARLY_RESPONSES;
  const session = list.some((spec) => !spec.anonymous) ? storedSession(storage, now) : null;
  const started = new Map<string, Promise<Response>>();
  for (const spec of list) {
    if (!spec.anonymous && !session) continue;
    if (spec.roles && !spec.roles.includes(session?.role ?? '')) continue;
    if (spec.anonymous && spec.url.includes('{email}')) continue;
    const url = spec.url
      .replace('{email}', encodeURIComponent(session?.email ?? ''))
      .replace('{search}', () => search.replace(/^\?/, ''));
    const authorization = spec.anonymous ? null : `Bearer ${session!.token}`;
    const key = requestKey(url, authorization);
    if (!key || started.has(key)) continue;
    const response = fetch(url, {
      headers: { Accept: 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    });
    response.catch(() => undefined); // a failure is for the page's own request to meet
    // Read from a copy taken before the page can read the answer (this reaction runs first).
    if (spec.photo && preloadPhoto) void preloadNamedPhoto(response, spec.photo, preloadPhoto);
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
    const claims = new Session(storage).validToken(now);
    const user = JSON.parse(storage.getItem(SESSION_HINT_KEY) ?? 'null') as {
      email?: unknown;
      photoURL?: unknown;
    } | null;
    return claims && user?.email === claims.email && typeof user.photoURL === 'string' ? user.photoURL : null;
  } catch {
    return null;
  }
}

/** The inline script: starts the page's requests and leaves their responses for the shell. */
export function startPageRequests(specs: unknown, options?: Parameters<typeof startEarlyRequests>[1]): void {
  (globalThis as Record<string, unknown>)[PAGE_REQUESTS_KEY] = startEarlyRequests(specs, options);
}
