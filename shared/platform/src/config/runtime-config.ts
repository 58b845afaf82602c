/**
 * Runtime configuration, served by every app as /config.json (see shared/build/runtime-config.cjs),
 * loaded once at bootstrap and handed to createPlatform: pages read it with useRuntimeConfig().
 */
export interface RuntimeConfig {
  apiUrl: string;
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** Set when sign-in runs against the Firebase Auth emulator. */
  authEmulatorUrl?: string;
  stripePublishableKey?: string;
  /** The share of visits that report their speed (Web Vitals) to POST /rum, 0 to 1 (RUM_SAMPLE_RATE). */
  rumSampleRate?: number;
}

/** Fetches the configuration (never from the HTTP cache: it changes without a build). */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url} (${response.status})`);
  return (await response.json()) as RuntimeConfig;
}
