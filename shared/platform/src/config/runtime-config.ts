/**
 * Runtime configuration, served by every app as /config.json (see shared/runtime-config.cjs).
 * The shell loads it once at start; remotes share this module, so they read the same value.
 */
export interface RuntimeConfig {
  apiUrl: string;
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** Set when sign-in runs against the Firebase Auth emulator. */
  authEmulatorUrl?: string;
  stripePublishableKey?: string;
}

let current: RuntimeConfig | null = null;
let pending: Promise<RuntimeConfig> | null = null;

/** Fetches /config.json once; later calls return the same promise. */
export function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  if (current) return Promise.resolve(current);
  pending ??= fetch(url, { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`Could not load ${url} (${response.status})`);
      return response.json() as Promise<RuntimeConfig>;
    })
    .then((config) => {
      current = config;
      return config;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The loaded configuration. Throws when called before `loadRuntimeConfig()` resolved. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration is not loaded yet');
  return current;
}

/** Sets the configuration directly (tests). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
