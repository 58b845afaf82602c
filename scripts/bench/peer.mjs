#!/usr/bin/env node
// Replay Market's home page side by side with a seed-class single-page build of it: the fixture in
// scripts/bench/peer/ (the spec's home page with the seed's stack: React, React Router, React Query,
// axios, Firebase Auth, one bundle, built by Vite), served on port 3010 with gzip against the same
// API as the site. Lighthouse's mobile settings on both in one browser, taking turns run by run
// (a drift of the machine's speed moves both), median of 5 after a warm-up of each (--quick: 1).
// Prints both and the ratios (score, LCP, TBT, bytes); the budget: Replay Market ahead on each
// (on TBT: ahead, or both under 50 ms).
//   node scripts/bench/peer.mjs [--quick]        (builds what is missing, starts the stack)
import { createReadStream, existsSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import {
  API_URL,
  CHROMIUM,
  CHROMIUM_ARGS,
  RESULTS_DIR,
  SITE_URL,
  check,
  kb,
  median,
  ms,
  printTable,
  runBenchmark,
  runMain,
} from './lib.mjs';
import { figures, lighthouseVersion } from './pages.mjs';

const PEER_PORT = 3010;
/** TBTs below this are not told apart (see peerChecks). */
const TBT_NOISE_MS = 50;
export const PEER_URL = `http://localhost:${PEER_PORT}`;
const FIXTURE = path.join(path.dirname(new URL(import.meta.url).pathname), 'peer');
const OUT_DIR = path.join(RESULTS_DIR, 'peer-dist');
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM;

/**
 * The stack's API answers the peer's origin too (it is another site calling the same API, as the
 * seed's client does). Set before the stack starts: its API reads CORS_ORIGINS from the environment.
 */
export function allowPeerOrigin() {
  const origins = [3000, 3001, 3002, 3003, 3004, PEER_PORT].flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
  process.env.CORS_ORIGINS = origins.join(',');
}

/** Builds the fixture with Vite (production) into .bench/peer-dist, against the stack's API and emulator. */
async function buildPeer() {
  rmSync(OUT_DIR, { recursive: true, force: true });
  process.env.VITE_API_URL = API_URL;
  process.env.VITE_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';
  // Vite's build sets this process's NODE_ENV to production; `npm run bench` goes on after it (the
  // API benchmark's servers inherit it), so it is put back as it was.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ configFile: path.join(FIXTURE, 'vite.config.mjs'), build: { outDir: OUT_DIR, emptyOutDir: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/**
 * The peer's host: its files, gzip for text (what a static host does), hashed assets cached for a
 * year, and index.html for every other path (a single-page app's routes).
 */
function servePeer() {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url, PEER_URL);
    let file = path.join(OUT_DIR, path.normalize(url.pathname));
    if (!file.startsWith(OUT_DIR) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(OUT_DIR, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const gzip = type !== 'application/octet-stream' && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': type,
      'cache-control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : { 'content-length': statSync(file).size }),
    });
    await pipeline(createReadStream(file), ...(gzip ? [createGzip({ level: 9 })] : []), response).catch(
      () => undefined,
    );
  });
  return new Promise((resolve) => server.listen(PEER_PORT, '127.0.0.1', () => resolve(server)));
}

/** Lighthouse (mobile) on both home pages in one browser, taking turns. */
async function measureBoth({ runs, warmUp, log }) {
  const sites = [
    { name: 'Replay Market', url: `${SITE_URL}/`, runs: [] },
    { name: 'seed-class SPA', url: `${PEER_URL}/`, runs: [] },
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    for (let i = warmUp ? -1 : 0; i < runs; i += 1) {
      for (const site of sites) {
        const result = await lighthouse(site.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError)
          throw new Error(`Lighthouse failed on ${site.url}: ${lhr?.runtimeError?.message}`);
        if (i < 0) continue;
        const run = figures(lhr);
        site.runs.push(run);
        log(
          `peer: ${site.name} run ${i + 1}/${runs}: score ${run.score}, LCP ${ms(run.lcp)}, TBT ${ms(run.tbt)}, ${kb(run.bytes)}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  for (const site of sites)
    site.median = Object.fromEntries(
      ['score', 'lcp', 'tbt', 'fcp', 'cls', 'bytes', 'scriptBytes', 'benchmarkIndex'].map((k) => [
        k,
        median(site.runs.map((r) => r[k])),
      ]),
    );
  return sites;
}

export async function measurePeer({ quick = false, log = console.log } = {}) {
  await buildPeer();
  const server = await servePeer();
  try {
    const page = await (await fetch(`${PEER_URL}/`)).text();
    if (!page.includes('id="root"')) throw new Error('the peer build is not served');
    const [ours, peer] = await measureBoth({ runs: quick ? 1 : 5, warmUp: !quick, log });
    return {
      tool: `lighthouse ${lighthouseVersion()} (default mobile settings, performance)`,
      runs: quick ? 1 : 5,
      ours,
      peer,
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Ours ÷ theirs to two decimals; '–' when theirs is 0 (a TBT of 0 ms, say). */
const ratio = (a, b) => (b ? (a / b).toFixed(2) : '–');

export function peerChecks(result) {
  const { ours, peer } = result;
  const ahead = (figure, mine, theirs, higherIsBetter, format) =>
    check(
      `/ vs the seed-class SPA: ${figure}`,
      mine,
      higherIsBetter ? { min: theirs, format } : { max: theirs, format },
    );
  return [
    ahead('performance score', ours.median.score, peer.median.score, true, String),
    ahead('LCP', ours.median.lcp, peer.median.lcp, false, ms),
    // Below 50 ms both are one short task of each other, within a run-to-run spread on this host.
    ahead('TBT (or both under 50 ms)', ours.median.tbt, Math.max(peer.median.tbt, TBT_NOISE_MS), false, ms),
    ahead('bytes', ours.median.bytes, peer.median.bytes, false, kb),
  ];
}

export function printPeer(result) {
  const { ours, peer } = result;
  const rows = [
    ['performance score', ours.median.score, peer.median.score, String],
    ['LCP', ours.median.lcp, peer.median.lcp, ms],
    ['TBT', ours.median.tbt, peer.median.tbt, ms],
    ['FCP', ours.median.fcp, peer.median.fcp, ms],
    ['bytes (all)', ours.median.bytes, peer.median.bytes, kb],
    ['bytes (JavaScript)', ours.median.scriptBytes, peer.median.scriptBytes, kb],
  ].map(([figure, mine, theirs, format]) => ({ figure, mine, theirs, format }));
  printTable(`Home page on a phone, side by side: ${result.tool}, median of ${result.runs}`, rows, [
    { title: 'figure', get: (r) => r.figure },
    { title: 'Replay Market', get: (r) => r.format(r.mine), right: true },
    { title: 'seed-class SPA', get: (r) => r.format(r.theirs), right: true },
    { title: 'ratio (Replay ÷ SPA)', get: (r) => ratio(r.mine, r.theirs), right: true },
  ]);
}

export function main({ quick }) {
  allowPeerOrigin();
  return runBenchmark({
    name: 'peer',
    label: 'peer',
    quick,
    measure: () => measurePeer({ quick }),
    checksOf: peerChecks,
    print: printPeer,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await runMain(main);
