#!/usr/bin/env node
// `npm start`: the whole site on this machine, production builds, embedded defaults.
// Builds what is missing or stale, starts the auth emulator, the API (PGlite, demo data) and
// the five apps, waits until all answer and prints the URL and demo logins. Ctrl-C stops
// everything gracefully: the emulator exports its accounts and PGlite closes, under DATA_DIR.
// Env: DATA_DIR (default .data/), API_PORT (5000) and AUTH_EMULATOR_PORT (9099); the apps
// always use 3000–3004.
import { buildStale, printWelcome, runUntilStopped, stackOptionsFromEnv, startStack } from './lib/stack.mjs';

const options = stackOptionsFromEnv();
const started = Date.now();
try {
  await buildStale();
  const stack = await startStack(options);
  console.log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  printWelcome(options.dataDir);
  runUntilStopped(stack);
} catch (error) {
  console.error(`start: ${error.message}`);
  process.exit(1);
}
