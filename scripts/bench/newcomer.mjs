#!/usr/bin/env node
// A newcomer's first page: clones the repository's committed HEAD into a temporary folder and does
// what the README says — `npm ci`, then `npm start` — timing each phase (install, each build,
// services ready, the home page's hero in Chromium) against the budgets: npm ci ≤ 2 min, the first
// npm start ≤ 2 min, ≤ 5 min in all, node_modules ≤ 700 MB. Writes .bench/newcomer.json; exits 1 on
// a miss. npm's download cache starts empty too (`--warm-cache` keeps this machine's).
// Uses ports 3000–3004, 5000 and 9099 like `npm start`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, lstatSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  check,
  CHROMIUM,
  CHROMIUM_ARGS,
  describeMachine,
  machine,
  printChecks,
  printTable,
  ROOT,
  SITE_URL,
  writeResult,
} from './lib.mjs';

const BUDGETS = { installSeconds: 120, startSeconds: 120, totalSeconds: 300, nodeModulesMb: 700 };
const warmCache = process.argv.includes('--warm-cache');

/** Bytes of every file under a folder (what `du --apparent-size` counts), links not followed. */
function folderBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(full);
    else total += lstatSync(full).size;
  }
  return total;
}

/** Runs a command in the clone, echoing its output with a prefix; resolves with its exit code. */
function run(command, args, { cwd, env, onLine = () => {} }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const done = new Promise((resolve) => child.on('close', resolve));
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        console.log(`  │ ${line}`);
        onLine(line);
      }
    });
  }
  return { child, done };
}

const seconds = (ms) => Math.round(ms / 100) / 10;
const work = mkdtempSync(path.join(tmpdir(), 'replay-newcomer-'));
const clone = path.join(work, 'replay-market');
const phases = [];
let start;
const began = Date.now();
console.log(describeMachine());
try {
  console.log(`cloning ${ROOT} (HEAD) into ${clone}`);
  const cloned = run('git', ['clone', '--quiet', ROOT, clone], { cwd: work });
  if ((await cloned.done) !== 0) throw new Error('git clone failed');

  const env = warmCache ? {} : { npm_config_cache: path.join(work, 'npm-cache') };
  console.log(`npm ci (${warmCache ? "this machine's npm cache" : 'an empty npm cache'})`);
  const installStarted = Date.now();
  const install = run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: clone, env });
  if ((await install.done) !== 0) throw new Error('npm ci failed');
  phases.push({ phase: 'npm ci', seconds: seconds(Date.now() - installStarted) });
  const nodeModulesMb = Math.round(folderBytes(path.join(clone, 'node_modules')) / 1e6);
  console.log(`node_modules: ${nodeModulesMb} MB`);

  console.log('npm start');
  const startStarted = Date.now();
  let ready;
  const readyPromise = new Promise((resolve) => (ready = resolve));
  start = run('npm', ['start'], {
    cwd: clone,
    env: { DATA_DIR: path.join(work, 'data') },
    onLine(line) {
      const built = /^\s+(\S+): built in ([\d.]+) s/.exec(line);
      if (built) phases.push({ phase: `build ${built[1]}`, seconds: Number(built[2]) });
      if (/^builds done in/.test(line))
        phases.push({ phase: 'all builds', seconds: seconds(Date.now() - startStarted) });
      if (/^ready in /.test(line)) {
        phases.push({ phase: 'services ready', seconds: seconds(Date.now() - startStarted) });
        ready();
      }
    },
  });
  const exited = start.done.then((code) => {
    throw new Error(`npm start exited (code ${code}) before the site was ready`);
  });
  await Promise.race([readyPromise, exited]);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(SITE_URL);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  } finally {
    await browser.close();
  }
  const startSeconds = seconds(Date.now() - startStarted);
  phases.push({ phase: 'first page (npm start → hero shown)', seconds: startSeconds });
  const totalSeconds = seconds(Date.now() - installStarted);
  phases.push({ phase: 'npm ci + npm start → first page', seconds: totalSeconds });

  const install_ = phases.find((p) => p.phase === 'npm ci').seconds;
  const checks = [
    check('npm ci', install_, { max: BUDGETS.installSeconds, format: (v) => `${v} s` }),
    check('first npm start to the first page', startSeconds, { max: BUDGETS.startSeconds, format: (v) => `${v} s` }),
    check('clone to first page (npm ci + npm start)', totalSeconds, {
      max: BUDGETS.totalSeconds,
      format: (v) => `${v} s`,
    }),
    check('node_modules', nodeModulesMb, { max: BUDGETS.nodeModulesMb, format: (v) => `${v} MB` }),
  ];
  printTable('A newcomer’s first page, phase by phase', phases, [
    { title: 'phase', get: (p) => p.phase },
    { title: 'seconds', get: (p) => p.seconds, right: true },
  ]);
  printChecks('Newcomer budgets', checks);
  const pass = checks.every((c) => c.pass);
  const file = writeResult('newcomer', {
    date: new Date().toISOString(),
    warmCache,
    machine: machine(),
    pass,
    phases,
    nodeModulesMb,
    checks,
  });
  console.log(
    `\n${pass ? 'all newcomer budgets met' : 'newcomer budgets MISSED'}; results in ${file} (${seconds(Date.now() - began)} s in all)`,
  );
  process.exitCode = pass ? 0 : 1;
} catch (error) {
  console.error(`newcomer: ${error.message}`);
  process.exitCode = 2;
} finally {
  if (start?.child.pid) {
    // npm start stops the whole site on SIGINT (Ctrl-C), as a newcomer would.
    try {
      process.kill(-start.child.pid, 'SIGINT');
    } catch {
      // already gone
    }
    await Promise.race([start.done, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  }
  rmSync(work, { recursive: true, force: true });
}
