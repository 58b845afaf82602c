import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStale, startStack, stopFromState } from '../scripts/lib/stack.mjs';
import { CANARY_DEPLOY_KEY } from './support/releases.js';
import { stackPorts } from './support/stack.js';

/**
 * Starts the whole site exactly as `npm start` does, on a fresh temporary DATA_DIR (fresh
 * database, demo data, emulator accounts), and removes it afterwards. E2E_VERBOSE=1 shows the
 * services' output; E2E_API_PORT / E2E_AUTH_PORT move the API and the auth emulator off their
 * usual ports (the apps keep 3000–3004).
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'replay-e2e-'));
  const stateFile = path.join(dataDir, 'stack.json');
  process.env.REPLAY_E2E_DATA_DIR = dataDir;
  process.env.REPLAY_E2E_STATE = stateFile;
  // Money moves in seconds here: the buyer's protection window is 3.6 s, the money jobs look every
  // second, and the built-in provider settles a payout after a second (the money journey).
  process.env.PROTECTION_HOURS ??= '0.001';
  process.env.MONEY_JOBS_SECONDS ??= '1';
  process.env.PAYOUT_SETTLE_SECONDS ??= '1';
  // A second admin beside the demo's, who decides appeals of the first's decisions (the moderation journey).
  process.env.ADMIN_EMAILS ??= 'moderator@replay.test';
  // Canary releases decide in seconds on a few visitors here (the canary journey); the seller
  // team's deploy key is the journey's own, and every tab's remote reports are taken.
  process.env.DEPLOY_KEYS ??= `seller=${CANARY_DEPLOY_KEY}`;
  process.env.CANARY_CHECK_SECONDS ??= '1';
  process.env.CANARY_MIN_SESSIONS ??= '4';
  process.env.RELEASES_CACHE_SECONDS ??= '1';
  process.env.RATE_LIMIT_RUM ??= '100000';

  try {
    await buildStale();
    await startStack({ dataDir, stateFile, ...stackPorts(), quiet: !process.env.E2E_VERBOSE });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  return async () => {
    await stopFromState(stateFile);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
