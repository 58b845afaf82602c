#!/usr/bin/env node
// `npm run bench [-- --quick]`: every benchmark of the product, each figure next to its budget.
//   1. production builds of whatever is missing or stale (scripts/lib/stack.mjs, bench/lib.mjs);
//   2. the whole stack on a temporary DATA_DIR, as the e2e harness starts it, then
//      bundles.mjs (JavaScript of a first visit, by app), pages.mjs (Lighthouse) and
//      peer.mjs (the home page against a seed-class single-page build) and interactions.mjs (INP
//      of five interactions on a slow phone; it books products, so it runs last);
//   3. the stack stopped, api.mjs (API throughput; starts its own servers) as a child process.
// Writes .bench/bundles.json, .bench/pages.json, .bench/peer.json, .bench/interactions.json,
// .bench/api.json (api.mjs) and .bench/summary.json; exits 1 when any budget is missed. --quick: one Lighthouse run per page
// without warm-up, three runs of each interaction, and api.mjs --quick.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleChecks, measureBundles, printBundles } from './bundles.mjs';
import {
  ROOT,
  describeMachine,
  ensureBuilds,
  machine,
  parseFlags,
  printChecks,
  RESULTS_DIR,
  withStack,
  writeResult,
} from './lib.mjs';
import { interactionChecks, measureInteractions, printInteractions } from './interactions.mjs';
import { measurePages, pageChecks, printPages } from './pages.mjs';
import { allowPeerOrigin, measurePeer, peerChecks, printPeer } from './peer.mjs';

const API_SCRIPT = path.join(ROOT, 'scripts', 'bench', 'api.mjs');

/** Runs api.mjs, which prints its own table and writes .bench/api.json; returns its budget rows. */
function runApiBench(quick) {
  if (!existsSync(API_SCRIPT)) {
    return {
      missing: true,
      checks: [{ figure: 'API throughput (scripts/bench/api.mjs)', value: 'missing', budget: 'present', pass: false }],
    };
  }
  console.log(`\n— API throughput: node scripts/bench/api.mjs${quick ? ' --quick' : ''}`);
  const run = spawnSync(process.execPath, [API_SCRIPT, ...(quick ? ['--quick'] : [])], { cwd: ROOT, stdio: 'inherit' });
  const file = path.join(RESULTS_DIR, 'api.json');
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const checks = (report?.rows ?? [])
    .filter((row) => row.budget)
    .map((row) => ({
      figure: `API ${row.engine} ${row.endpoint} req/s (% of raw)`,
      value: `${row.rps} (${row.ratio} % of ${row.raw})`,
      budget: row.budget.replace(/\b(ok|MISS) /g, ''),
      pass: !row.budget.includes('MISS'),
    }));
  checks.push({ figure: 'API benchmark exit code', value: String(run.status), budget: '= 0', pass: run.status === 0 });
  return { status: run.status, checks };
}

async function main({ quick }) {
  const started = Date.now();
  console.log(`bench${quick ? ' --quick' : ''}: production builds…`);
  await ensureBuilds();
  console.log(describeMachine());

  allowPeerOrigin();
  const { bundles, pages, interactions, peer } = await withStack(async () => ({
    bundles: await measureBundles(),
    pages: await measurePages({ quick }),
    peer: await measurePeer({ quick }),
    interactions: await measureInteractions({ quick }),
  }));
  const meta = { date: new Date().toISOString(), quick, machine: machine() };
  console.log(`\n${describeMachine(meta.machine)}`);
  const bundleRows = bundleChecks(bundles);
  const pageRows = pageChecks(pages);
  const interactionRows = interactionChecks(interactions);
  const peerRows = peerChecks(peer);
  writeResult('bundles', { ...meta, pass: bundleRows.every((c) => c.pass), checks: bundleRows, ...bundles });
  writeResult('pages', { ...meta, pass: pageRows.every((c) => c.pass), checks: pageRows, ...pages });
  writeResult('interactions', {
    ...meta,
    pass: interactionRows.every((c) => c.pass),
    checks: interactionRows,
    ...interactions,
  });
  writeResult('peer', { ...meta, pass: peerRows.every((c) => c.pass), checks: peerRows, ...peer });
  printBundles(bundles);
  printPages(pages);
  printPeer(peer);
  printInteractions(interactions);

  const api = runApiBench(quick);

  printChecks('Bundle budgets', bundleRows);
  printChecks('Page budgets', pageRows);
  printChecks('Peer budgets (the home page against a seed-class single-page build)', peerRows);
  printChecks('Interaction budgets', interactionRows);
  printChecks('API budgets (details in the table above)', api.checks);

  const all = [...bundleRows, ...pageRows, ...peerRows, ...interactionRows, ...api.checks];
  const missed = all.filter((c) => !c.pass);
  const seconds = Math.round((Date.now() - started) / 1000);
  writeResult('summary', { ...meta, seconds, pass: missed.length === 0, checks: all });
  console.log(
    `\n${missed.length ? `${missed.length} budget(s) MISSED` : 'every budget met'} in ${seconds} s; results in .bench/`,
  );
  return missed.length === 0;
}

try {
  process.exit((await main(parseFlags())) ? 0 : 1);
} catch (error) {
  console.error(error);
  process.exit(2);
}
