/*
 * The page's startup data: what the shell's server writes into every page it answers, so the shell
 * starts without a round trip (docs/architecture.md, "What every page of the shell carries"). One
 * type for its writer (the shell's server) and its readers (the shell's start-up code and inline
 * script, the stack's readiness check, the journeys). It imports no framework: the inline script
 * and the Node server use it.
 */
import { isEarlyRequestSpec, type EarlyRequestSpec } from '../api/early-requests';
import type { RouteEntry } from '../routing/route-entry';
import type { RuntimeConfig } from './runtime-config';

/** What the shell's server writes into a page (`#startup-data`) for the shell to start from. */
export interface StartupData {
  /** The runtime configuration, as /config.json serves it. */
  config: RuntimeConfig;
  /** Remote name → the URL of its mf-manifest.json, as /remotes.json serves it (order = precedence). */
  remotes: Record<string, string>;
  /** Remote name → its routes, for each remote whose prerender.json the server could read. */
  routes: Record<string, readonly RouteEntry[]>;
  /** The page's first API GETs, absolute URLs: the shell's inline script starts them. */
  page: { requests: readonly EarlyRequestSpec[] };
}

/** The id of the script element that carries it. */
export const STARTUP_DATA_ID = 'startup-data';

/** The element the server writes into a page's head; `<` escaped so no value can close it. */
export function startupDataScript(data: StartupData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script id="${STARTUP_DATA_ID}" type="application/json">${json}</script>`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Route entries as a server wrote them: each with an id and a path, at least. */
export function isRouteEntries(value: unknown): value is RouteEntry[] {
  return (
    Array.isArray(value) &&
    value.every((entry: Partial<RouteEntry> | null) => typeof entry?.id === 'string' && typeof entry.path === 'string')
  );
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  return isObject(value) && typeof value.apiUrl === 'string' && isObject(value.firebase);
}

function isRemotes(value: unknown): value is Record<string, string> {
  return isObject(value) && Object.values(value).every((url) => typeof url === 'string');
}

/**
 * The parts of a page's startup data (the script element's text) that read as their type. A part
 * that is missing or does not (no server wrote the page, or another version of it did) is left
 * out, and so is a remote whose routes do not read: the shell then asks for them itself.
 */
export function readStartupData(text: string | null | undefined): Partial<StartupData> {
  let data: unknown;
  try {
    data = JSON.parse(text ?? '');
  } catch {
    return {};
  }
  if (!isObject(data)) return {};
  const { config, remotes, routes, page } = data;
  return {
    ...(isRuntimeConfig(config) ? { config } : {}),
    ...(isRemotes(remotes) ? { remotes } : {}),
    ...(isObject(routes)
      ? {
          routes: Object.fromEntries(
            Object.entries(routes).filter((entry): entry is [string, RouteEntry[]] => isRouteEntries(entry[1])),
          ),
        }
      : {}),
    ...(isObject(page) && Array.isArray(page.requests)
      ? { page: { requests: page.requests.filter(isEarlyRequestSpec) } }
      : {}),
  };
}
