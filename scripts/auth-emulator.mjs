#!/usr/bin/env node
// Starts the official Firebase Auth emulator (firebase-tools) for project demo-replay.
// Accounts are imported from and exported to $DATA_DIR/auth, so they survive restarts.
// Env: DATA_DIR (default <repo>/.data), AUTH_EMULATOR_PORT (default 9099), FIREBASE_PROJECT_ID.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopWithParent } from './lib/parent-watch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, '.data'));
const port = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const project = process.env.FIREBASE_PROJECT_ID ?? 'demo-replay';
const exportDir = path.join(dataDir, 'auth');
mkdirSync(dataDir, { recursive: true });

// The repository's firebase.json pins port 9099; another port (tests) gets its own config, with
// the emulator hub and logging ports moved next to it so two emulators can run side by side.
let config = path.join(root, 'firebase.json');
if (port !== 9099) {
  const dir = mkdtempSync(path.join(tmpdir(), 'replay-emulator-'));
  config = path.join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: port + 1 },
        logging: { host: '127.0.0.1', port: port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
}

const args = [
  'emulators:start',
  '--only',
  'auth',
  '--project',
  project,
  '--config',
  config,
  '--export-on-exit',
  exportDir,
];
if (existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);

// firebase-tools finds "its" emulator hub through a file in the temp dir named after the project;
// a private temp dir keeps another demo-replay emulator's accounts from being exported into ours.
const privateTmp = path.join(dataDir, 'tmp');
mkdirSync(privateTmp, { recursive: true });

const firebase = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const child = spawn(process.execPath, [firebase, ...args], {
  cwd: path.dirname(config),
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    TMPDIR: privateTmp,
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    CI: process.env.CI ?? 'true',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill('SIGINT'));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// Stop when whoever started us is gone (a crashed test run, or a SIGTERM sent to `npm run`).
stopWithParent(() => child.kill('SIGINT'));
