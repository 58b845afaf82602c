// The machinery that runs the whole product: used by `npm start` (scripts/start.mjs) and by the
// e2e global setup. Builds what is missing or stale, starts the auth emulator, the API and the
// five apps as child processes, waits until each answers, and stops them gracefully.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SITE_URL = 'http://localhost:3000';
export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@replay.test' },
  { role: 'seller', email: 'seller@replay.test' },
  { role: 'buyer', email: 'buyer@replay.test' },
];
export const DEMO_PASSWORD = 'replay123';
/** The shell's server (shell/server, bundled by its build): it serves the shell and each remote. */
const SHELL_SERVER = path.join(ROOT, 'shell', 'server', 'dist', 'server.js');

const APPS = [
  { name: 'shell', workspace: 'shell', port: 3000 },
  { name: 'storefront', workspace: 'mfe-storefront', port: 3001 },
  { name: 'buyer', workspace: 'mfe-buyer', port: 3002 },
  { name: 'seller', workspace: 'mfe-seller', port: 3003 },
  { name: 'admin', workspace: 'mfe-admin', port: 3004 },
];
/**
 * Every service of the stack, in start order. The API and emulator ports default to the
 * contract (5000, 9099); the apps are told where they are through their runtime config.
 * `dev` runs the API and the apps from source with live reload instead of their builds.
 * @param {{ dataDir: string, apiPort?: number, authPort?: number, dev?: boolean }} options
 */
export function services({ dataDir, apiPort = 5000, authPort = 9099, dev = false }) {
  const node = process.execPath;
  // npm scripts (dev servers) are stopped through their process group.
  const npmDev = (workspace) => ({ command: 'npm', args: ['run', 'dev', '-w', workspace], group: true });
  const appEnv = { API_URL: `http://localhost:${apiPort}`, AUTH_EMULATOR_URL: `http://127.0.0.1:${authPort}` };
  return [
    {
      name: 'auth',
      command: node,
      args: [path.join(ROOT, 'scripts', 'auth-emulator.mjs')],
      env: {
        DATA_DIR: dataDir,
        AUTH_EMULATOR_PORT: String(authPort),
        FIREBASE_PROJECT_ID: 'demo-replay',
      },
      port: authPort,
      ready: `http://127.0.0.1:${authPort}/`,
    },
    {
      name: 'api',
      command: node,
      args: ['--enable-source-maps', path.join(ROOT, 'server', 'dist', 'server.js')],
      ...(dev ? npmDev('server') : {}),
      env: {
        PORT: String(apiPort),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
        FIREBASE_PROJECT_ID: 'demo-replay',
      },
      port: apiPort,
      ready: `http://127.0.0.1:${apiPort}/health`,
    },
    ...APPS.map((app) => ({
      name: app.name,
      command: node,
      args: ['--enable-source-maps', SHELL_SERVER, '--app', path.join(ROOT, app.workspace)],
      ...(dev ? npmDev(app.workspace) : {}),
      env: appEnv,
      port: app.port,
      ready: `http://127.0.0.1:${app.port}/config.json`,
    })),
  ];
}

const FRONT_END_BUILD_INPUTS = ['shared/contract/src', 'shared/platform/src', 'shared/build'];

/** The newest modification time under `target`, build output (dist/) aside. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target)
    .filter((entry) => entry !== 'dist')
    .reduce((latest, entry) => Math.max(latest, newestMtime(path.join(target, entry))), 0);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** A build that takes longer than this is named as the slow step. */
const SLOW_BUILD_MS = 60_000;

/** Runs one build (`npm run <script>` in its workspace) with its output captured (builds run side by side). */
function runBuild({ name, workspace, script = 'build' }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script, '-w', workspace], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ name, ok: code === 0, ms: Date.now() - started, output }));
  });
}

/**
 * Builds (production) every package whose output is missing or older than its sources, as many
 * at once as the machine has cores, printing each one's time and the total. SKIP_BUILD=1 uses the
 * existing builds as they are.
 */
export async function buildStale({ log = console.log } = {}) {
  if (process.env.SKIP_BUILD) return log('SKIP_BUILD set: using the existing builds');
  // An app's build depends on the shared sources, the shared build configuration and its own.
  const stale = [
    {
      name: 'server',
      workspace: 'server',
      output: path.join('server', 'dist', 'server.js'),
      sources: [path.join('server', 'src'), path.join('shared', 'contract', 'src')],
    },
    ...APPS.map((app) => ({
      name: app.workspace,
      workspace: app.workspace,
      output: path.join(app.workspace, 'dist', 'index.html'),
      sources: [
        path.join(app.workspace, 'src'),
        path.join(app.workspace, 'webpack.config.js'),
        ...FRONT_END_BUILD_INPUTS,
      ],
    })),
    // The shell's server, which serves every app: a build of its own (esbuild, well under a second).
    {
      name: 'shell-server',
      workspace: 'shell',
      script: 'build:server',
      output: path.relative(ROOT, SHELL_SERVER),
      sources: [path.join('shell', 'server'), ...FRONT_END_BUILD_INPUTS],
    },
  ].filter((target) => {
    const built = newestMtime(path.join(ROOT, target.output));
    return !built || built < Math.max(...target.sources.map((source) => newestMtime(path.join(ROOT, source))));
  });
  // The shell's build builds its server too.
  const targets = stale.filter((target) => target.name !== 'shell-server' || !stale.some((t) => t.name === 'shell'));
  if (targets.length === 0) return;

  const started = Date.now();
  const parallel = Math.max(1, Math.min(os.availableParallelism(), targets.length));
  log(`building ${targets.map((t) => t.name).join(', ')} (production, ${parallel} at a time)…`);
  const queue = [...targets];
  const results = [];
  async function worker() {
    for (let target = queue.shift(); target; target = queue.shift()) {
      log(`  ${target.name}: building…`);
      const result = await runBuild(target);
      results.push(result);
      if (!result.ok) {
        log(`  ${target.name}: FAILED after ${seconds(result.ms)}\n${result.output}`);
        continue;
      }
      // webpack leaves unchanged files untouched; mark the build as newer than its sources.
      const now = new Date();
      utimesSync(path.join(ROOT, target.output), now, now);
      log(`  ${target.name}: built in ${seconds(result.ms)} (${seconds(Date.now() - started)} since the start)`);
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker));
  const failed = results.filter((result) => !result.ok);
  if (failed.length) throw new Error(`building ${failed.map((result) => result.name).join(', ')} failed`);
  const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a));
  log(`builds done in ${seconds(Date.now() - started)}`);
  if (slowest.ms > SLOW_BUILD_MS) {
    log(
      `  slow step: ${slowest.name} took ${seconds(slowest.ms)}; a build after a change is quicker (webpack's cache in node_modules/.cache)`,
    );
  }
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Resolves once something accepts connections on the port; fails after `timeoutMs`. */
export async function waitForPort(port, { timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (!(await portInUse(port))) {
    if (Date.now() > deadline) throw new Error(`nothing answered on port ${port} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts one service as a child process. Its output is prefixed with its name, dropped when
 * `quiet`, or not even piped when `detach` (the child then outlives this process).
 */
export function startService(service, { quiet = false, detach = false } = {}) {
  const child = spawn(service.command, service.args, {
    cwd: ROOT,
    env: { ...process.env, ...service.env },
    stdio: detach ? 'ignore' : ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C reaches only us, and we stop the services in order.
    detached: true,
  });
  if (detach) {
    child.unref();
    return { name: service.name, service, child, pid: child.pid };
  }
  const prefix = `[${service.name}]`.padEnd(13);
  // The last lines are kept even when quiet, to explain a service that fails to start.
  const recent = [];
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        recent.push(line);
        if (recent.length > 40) recent.shift();
        if (!quiet) process.stdout.write(`${prefix} ${line}\n`);
      }
    });
  }
  return { name: service.name, service, child, pid: child.pid, recent };
}

/**
 * Stops a started service: SIGINT (the emulator exports, PGlite closes), SIGKILL after a grace
 * period. `group` signals the service's whole process group (npm and the dev server under it).
 */
export function stopProcess(pid, { group = false, graceMs = 20_000 } = {}) {
  const target = group ? -pid : pid;
  return new Promise((resolve) => {
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    if (!alive()) return resolve();
    process.kill(target, 'SIGINT');
    const started = Date.now();
    const timer = setInterval(() => {
      if (!alive()) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > graceMs) {
        clearInterval(timer);
        process.kill(target, 'SIGKILL');
        resolve();
      }
    }, 100);
  });
}

/** Resolves once every URL answers with a status below 500; fails after `timeout` ms. */
export async function waitUntilReady(resources, timeout = 180_000) {
  const deadline = Date.now() + timeout;
  const answers = (url) =>
    fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status < 500,
      () => false,
    );
  for (const url of [resources].flat()) {
    while (!(await answers(url))) {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeout / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Starts the whole stack on `dataDir` and resolves once every service answers. `stateFile`,
 * when given, records the services' process ids (the e2e harness stops and restarts remotes).
 * @param {{ dataDir: string, apiPort?: number, authPort?: number, dev?: boolean, quiet?: boolean, stateFile?: string, log?: (message: string) => void }} options
 */
export async function startStack({
  dataDir,
  apiPort,
  authPort,
  dev = false,
  quiet = false,
  stateFile,
  log = console.log,
}) {
  const all = services({ dataDir, apiPort, authPort, dev });
  const busy = [];
  for (const service of all) if (await portInUse(service.port)) busy.push(`${service.name} (${service.port})`);
  if (busy.length) throw new Error(`ports already in use: ${busy.join(', ')}. Is the site already running?`);

  mkdirSync(path.join(dataDir, 'tmp'), { recursive: true });
  const started = Date.now();
  const running = [];
  const stack = {
    running,
    writeState() {
      if (stateFile) writeFileSync(stateFile, JSON.stringify(Object.fromEntries(running.map((r) => [r.name, r.pid]))));
    },
    async stop() {
      // Apps and API first, the emulator last so it exports the accounts the API may have touched.
      for (const r of running) r.child.removeAllListeners('exit');
      const stopOne = (r) => stopProcess(r.pid, { group: r.service.group });
      await Promise.all(running.filter((r) => r.name !== 'auth').map(stopOne));
      await Promise.all(running.filter((r) => r.name === 'auth').map(stopOne));
    },
  };

  let failed;
  const exited = new Promise((_, reject) => {
    failed = (r, code) => reject(new Error(`${r.name} exited early (code ${code}):\n${r.recent.join('\n')}`));
  });
  exited.catch(() => undefined);
  /** Starts services and resolves when they answer, or rejects when one of them dies. */
  async function launch(group) {
    for (const service of group) {
      const r = startService(service, { quiet });
      r.child.once('exit', (code) => failed(r, code));
      running.push(r);
    }
    stack.writeState();
    await Promise.race([
      Promise.all(
        group.map(async (service) => {
          await waitUntilReady(service.ready);
          log(`  ${service.name} ready after ${seconds(Date.now() - started)}`);
        }),
      ),
      exited,
    ]);
  }

  try {
    // The API seeds the demo accounts into the emulator as it starts.
    await launch(all.filter((s) => s.name === 'auth'));
    await launch(all.filter((s) => s.name !== 'auth'));
  } catch (error) {
    await stack.stop();
    throw error;
  }
  log('all services answer');
  if (!dev) {
    try {
      await waitForComposedSite();
    } catch (error) {
      await stack.stop();
      throw error;
    }
    log("the shell serves every remote's routes");
  }
  return stack;
}

/**
 * The remotes whose routes `/` does not carry in its startup data (shell/server): the shell
 * composes its pages from every remote's prerender.json as it starts, and again a few seconds
 * later while one could not be read (remotes starting alongside it, a busy machine).
 */
export function remotesMissingFromPage(html) {
  const data = startupDataOf(html);
  if (!data) return ['(the page has no startup data)'];
  const { remotes = {}, routes = {} } = data;
  return Object.keys(remotes).filter((name) => !routes[name]);
}

/**
 * The startup data the shell's server writes into a page (`#startup-data`), parsed (not checked)
 * as the type its writer and the shell share; null without it.
 * @param {string} html
 * @returns {import('@replay/platform/startup-data').StartupData | null}
 */
export function startupDataOf(html) {
  const json = /<script id="startup-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? JSON.parse(json) : null;
}

/**
 * Resolves once `/` carries every remote's routes, so that the first page a test or a benchmark
 * opens is the one visitors get (not one that loads a remote's route manifest itself).
 */
async function waitForComposedSite(timeout = 30_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const missing = await fetch(`${SITE_URL}/`, {
      headers: { Accept: 'text/html' },
      signal: AbortSignal.timeout(5000),
    }).then(
      async (response) => remotesMissingFromPage(await response.text()),
      (error) => [`(${error.message})`],
    );
    if (!missing.length) return;
    if (Date.now() > deadline)
      throw new Error(`after ${timeout / 1000} s the shell's pages still lack the routes of: ${missing.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export function readState(stateFile) {
  return existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : {};
}

/** Stops processes recorded in a state file (including remotes the e2e tests restarted). */
export async function stopFromState(stateFile) {
  const { auth, ...others } = readState(stateFile);
  await Promise.all(Object.values(others).map((pid) => stopProcess(pid)));
  if (auth) await stopProcess(auth);
}

/**
 * Keeps the stack running until Ctrl-C (or SIGTERM), then stops it; if a service dies on its
 * own, stops the rest and exits non-zero. Used by `npm start` and `npm run dev`.
 */
export function runUntilStopped(stack) {
  let stopping = false;
  async function shutdown(code) {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping…');
    await stack.stop();
    process.exit(code);
  }
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  for (const r of stack.running) {
    r.child.once('exit', (code) => {
      if (stopping) return;
      console.error(`${r.name} stopped unexpectedly (code ${code}); stopping the rest`);
      void shutdown(1);
    });
  }
}

/** The banner printed once the site answers. */
/** Where the API's mails go (MAIL_TRANSPORT, by default .eml files under DATA_DIR/mail). */
function mailDestination(dataDir) {
  const transport = process.env.MAIL_TRANSPORT || 'log';
  if (transport === 'none') return 'not sent (MAIL_TRANSPORT=none)';
  if (transport !== 'log') return `sent through ${transport.replace(/\/\/[^@/]*@/, '//***@')}`;
  return `each written as an .eml file under ${path.join(dataDir, 'mail')} (open one with any mail program)`;
}

export function printWelcome(dataDir) {
  console.log(`
  Replay Market is running at ${SITE_URL}
  Data: ${dataDir}
  Mail: ${mailDestination(dataDir)}

  Demo logins (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(7)} ${a.email}`).join('\n')}

  Press Ctrl-C to stop.
`);
}

/** Options shared by `npm start` and `npm run dev`, from DATA_DIR, API_PORT and AUTH_EMULATOR_PORT. */
export function stackOptionsFromEnv() {
  const port = (name) => (process.env[name] ? Number(process.env[name]) : undefined);
  return {
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(ROOT, '.data')),
    apiPort: port('API_PORT'),
    authPort: port('AUTH_EMULATOR_PORT'),
  };
}
