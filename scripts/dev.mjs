#!/usr/bin/env node
// `npm run dev`: the whole site from source with live reload — the auth emulator, the API in
// watch mode (`npm run dev -w server`) and the webpack dev servers of the shell and the four
// remotes on 3000–3004. Same data directory, ports and Ctrl-C behaviour as `npm start`.
import { printWelcome, runUntilStopped, stackOptionsFromEnv, startStack } from './lib/stack.mjs';

const options = stackOptionsFromEnv();
try {
  const stack = await startStack({ ...options, dev: true });
  printWelcome(options.dataDir);
  runUntilStopped(stack);
} catch (error) {
  console.error(`dev: ${error.message}`);
  process.exit(1);
}
