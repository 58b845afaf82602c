/**
 * Runtime configuration every app serves as /config.json (and the shell also as /remotes.json).
 * Read from the environment when an app is served, never baked into a bundle, so one build
 * runs anywhere. Used by the shell's server (shell/server, production) and the webpack dev server.
 */

const REMOTE_PORTS = { storefront: 3001, buyer: 3002, seller: 3003, admin: 3004 };
const APP_PORTS = { shell: 3000, ...REMOTE_PORTS };

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
