import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Three free consecutive ports (auth, hub, logging), so parallel test runs never share an emulator. */
async function freePorts(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20000 + Math.floor(Math.random() * 30000);
    if ((await isFree(port)) && (await isFree(port + 1)) && (await isFree(port + 2))) return port;
  }
  throw new Error('No free ports for the auth emulator');
}

/** Resolves once the port accepts connections; rejects after `timeoutMs`. */
async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const open = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
  while (!(await open())) {
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts a private Firebase Auth emulator for the API tests; fails loudly when it cannot. */
export default async function globalSetup(): Promise<void> {
  const port = await freePorts();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'replay-emulator-test-'));
  const child = spawn(process.execPath, [path.resolve(__dirname, '../../../scripts/auth-emulator.mjs')], {
    env: { ...process.env, DATA_DIR: dataDir, AUTH_EMULATOR_PORT: String(port) },
    stdio: [
      'ignore',
      openSync(path.join(dataDir, 'emulator.log'), 'a'),
      openSync(path.join(dataDir, 'emulator.log'), 'a'),
    ],
    detached: true,
  });
  (globalThis as { __emulator?: typeof child }).__emulator = child;
  try {
    await waitForPort(port, 90_000);
  } catch {
    // The whole process group: the wrapper script and the emulator it started.
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
    throw new Error(`The Firebase Auth emulator did not start on port ${port}; see ${dataDir}/emulator.log`);
  }
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${port}`;
}
