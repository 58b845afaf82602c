/**
 * Runtime configuration every app serves as /config.json (and the shell also as /remotes.json).
 * Read from the environment when an app is served, never baked into a bundle, so one build
 * runs anywhere. Used by the shell's server (shell/server, production) and the webpack dev server.
 */

const REMOTE_PORTS = { storefront: 3001, buyer: 3002, seller: 3003, admin: 3004 };
const APP_PORTS = { shell: 3000, ...REMOTE_PORTS };

/** RUM_SAMPLE_RATE as a number from 0 to 1, or undefined when unset. @param {string | undefined} value */
function rumSampleRate(value) {
  if (value === undefined || value === '') return undefined;
  const rate = Number(value);
  if (!(rate >= 0 && rate <= 1)) throw new Error('RUM_SAMPLE_RATE must be a number from 0 to 1');
  return rate;
}

/** @param {NodeJS.ProcessEnv} env */
function appConfig(env = process.env) {
  return {
    apiUrl: env.API_URL || 'http://localhost:5000',
    firebase: {
      apiKey: env.FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN || 'demo-replay.firebaseapp.com',
      projectId: env.FIREBASE_PROJECT_ID || 'demo-replay',
    },
    // An empty AUTH_EMULATOR_URL means "use the real Firebase project".
    ...(env.AUTH_EMULATOR_URL === '' ? {} : { authEmulatorUrl: env.AUTH_EMULATOR_URL || 'http://127.0.0.1:9099' }),
    ...(env.STRIPE_PUBLISHABLE_KEY ? { stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY } : {}),
    // The share of visits that report their speed to the API's POST /rum (0 to 1; unset: the site's default).
    ...(rumSampleRate(env.RUM_SAMPLE_RATE) === undefined ? {} : { rumSampleRate: rumSampleRate(env.RUM_SAMPLE_RATE) }),
  };
}

/** Remote name → manifest URL. `REMOTE_<NAME>_URL` overrides one remote (e.g. REMOTE_BUYER_URL). */
function remotesConfig(env = process.env) {
  return Object.fromEntries(
    Object.entries(REMOTE_PORTS).map(([name, port]) => [
      name,
      env[`REMOTE_${name.toUpperCase()}_URL`] || `http://localhost:${port}/mf-manifest.json`,
    ]),
  );
}

module.exports = { APP_PORTS, REMOTE_PORTS, appConfig, remotesConfig };
