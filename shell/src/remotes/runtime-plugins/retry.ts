import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  /** Wait before the second attempt; each later one waits this much longer. */
  delayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same URL with a query that gets past a cached failure (browsers cache failed scripts). */
function bust(url: string, attempt: number): string {
  const next = new URL(url, window.location.href);
  next.searchParams.set('retry', String(attempt));
  return next.toString();
}

/**
 * A federation runtime plugin that retries what loading a remote fetches from the network: its
 * mf-manifest.json (`fetch` hook) and its remoteEntry.js (`loadEntryError` hook), a few times with a
 * growing delay. What still fails reaches the shell, which shows that area's fallback.
 */
export function retryPlugin({ attempts = 3, delayMs = 400 }: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'replay-retry',
    async fetch(url, init) {
      let failure: unknown;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        try {
          const response = await fetch(attempt === 1 ? url : bust(url, attempt), init);
          if (response.ok) return response;
          failure = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          failure = error;
        }
        if (attempt < attempts) await sleep(delayMs * attempt);
      }
      throw failure;
    },
    // The hook's declared result is a promise of a promise, which an async function flattens.
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) => {
      for (let attempt = 2; attempt <= attempts; attempt += 1) {
        await sleep(delayMs * (attempt - 1));
        delete globalLoading[uniqueKey];
        try {
          const entry = await getRemoteEntry({
            origin,
            remoteInfo: { ...remoteInfo, entry: bust(remoteInfo.entry, attempt) },
            remoteEntryExports,
          });
          if (entry) return entry;
        } catch {
          // the next attempt, or the caller's failure
        }
      }
      return undefined;
    }) as ModuleFederationRuntimePlugin['loadEntryError'],
  };
}
