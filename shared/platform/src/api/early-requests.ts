/*
 * Render-as-you-fetch for the first page: the API GETs a page makes first start while the page's
 * HTML is still being read, from a small script the shell's server writes into it
 * (start-early-requests.ts), instead of once the page's code has downloaded and run (on a phone's
 * network, a second or more later). The page's own requests then take the responses over
 * (createApiClient's `early`). This module is the shell's side of it, part of the shell's main
 * script before its async boundary: it imports nothing at run time (no React, no axios, no contract).
 */

import type { EarlyPhoto } from '../routing/route-entry';

/** One early request, as the shell's server writes it into the page: an absolute URL of the API. */
export interface EarlyRequestSpec {
  /**
   * May hold `{email}`: the signed-in user's e-mail, from the stored access token; and `{search}`:
   * the page's URL query string (without its "?").
   */
  url: string;
  /** Sent without the access token, as the page sends it (a public list). */
  anonymous?: boolean;
  /** Only for users of these roles (the role the server last gave the signed-in e-mail). */
  roles?: readonly string[];
  /** The photo the page shows first from the answer. */
  photo?: EarlyPhoto;
}

/** Whether a value read from the page is an early request (its `roles`, if any, a list). */
export function isEarlyRequestSpec(value: unknown): value is EarlyRequestSpec {
  const spec = value as Partial<EarlyRequestSpec> | null;
  return typeof spec?.url === 'string' && (spec.roles === undefined || Array.isArray(spec.roles));
}

/** The responses of the early requests, each handed over once. */
export interface EarlyResponses {
  /** The response for a GET of `url` sent with `authorization` (or none), if one was started; once. */
  take(url: string, authorization?: string | null): Promise<Response> | undefined;
}

/** Where the inline script leaves the early responses for the shell's bootstrap. */
export const PAGE_REQUESTS_KEY = '__replayEarlyRequests';

export const NO_EARLY_RESPONSES: EarlyResponses = { take: () => undefined };

/** What the inline script started (nothing when the page has no such script). */
export function pageRequests(): EarlyResponses {
  const early = (globalThis as Record<string, unknown>)[PAGE_REQUESTS_KEY] as Partial<EarlyResponses> | undefined;
  return typeof early?.take === 'function' ? (early as EarlyResponses) : NO_EARLY_RESPONSES;
}
