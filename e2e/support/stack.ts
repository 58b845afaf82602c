import { writeFileSync } from 'node:fs';
import { readState, services, startService, stopProcess, waitUntilReady } from '../../scripts/lib/stack.mjs';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set; run the journeys through playwright.config.ts`);
  return value;
}

/** The API and emulator ports of the e2e stack (see global-setup.ts). */
export function stackPorts(): { apiPort?: number; authPort?: number } {
  const port = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
  return { apiPort: port('E2E_API_PORT'), authPort: port('E2E_AUTH_PORT') };
}

/** Stops one service of the running stack (e.g. a remote's server). */
export async function stopService(name: string): Promise<void> {
  const pid = readState(env('REPLAY_E2E_STATE'))[name];
  if (pid) await stopProcess(pid);
}

/**
 * Starts a stopped service again (with `extraEnv` on top of its usual environment, e.g. another
 * remotes.json for the shell) and waits until it answers; teardown stops it with the rest.
 */
export async function restartService(name: string, extraEnv: Record<string, string> = {}): Promise<void> {
  const stateFile = env('REPLAY_E2E_STATE');
  const service = services({ dataDir: env('REPLAY_E2E_DATA_DIR'), ...stackPorts() }).find((s) => s.name === name);
  if (!service) throw new Error(`unknown service ${name}`);
  const started = startService({ ...service, env: { ...service.env, ...extraEnv } }, { detach: true });
  writeFileSync(stateFile, JSON.stringify({ ...readState(stateFile), [name]: started.pid }));
  await waitUntilReady(service.ready, 30_000);
}
