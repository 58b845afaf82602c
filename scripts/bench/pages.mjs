#!/usr/bin/env node
// Page-load benchmark: Lighthouse 12 in headless Chromium (CHROME_PATH / CHROMIUM_PATH, default
// /usr/bin/chromium), median of 5 runs per page (--quick: 1 run), after one discarded warm-up run
// (not in --quick). Two presets: desktop (performance only) on `/` and a category page, and
// Lighthouse's default mobile settings (4× CPU slowdown, slow 4G; performance and accessibility)
// on `/`, `/blog`, a category page, `/search?q=zelda`, a product page and three dashboard pages
// (My Orders as the buyer, My Products as the seller, All Sellers as the admin).
//   node scripts/bench/pages.mjs [--quick]        (builds what is missing, starts the stack)
// `/` and `/blog` are measured as a first visit by an anonymous visitor (fresh browser profile). The
// other pages need a signed-in user: the benchmark signs in through the real /login page in a fresh
// profile (Playwright), closes that browser, and runs Lighthouse in the same profile. Lighthouse
// 12 clears the HTTP cache before each run but by default keeps localStorage and IndexedDB (its
// clearStorageTypes), so every run is a cold-cache load by a signed-in user.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  DEMO,
  RESULTS_DIR,
  SITE_URL,
  check,
  firstCategory,
  firstProduct,
  login,
  median,
  ms,
  printTable,
  runBenchmark,
  runMain,
  writeResult,
} from './lib.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM;
export const PAGE_BUDGETS = { score: 95, lcp: 1200, cls: 0.05, tbt: 100 };
/** Lighthouse's default (mobile) settings: 4× CPU slowdown, slow 4G, a phone's screen. */
export const MOBILE_BUDGETS = { score: 95, lcp: 2000, cls: 0.05, tbt: 200, accessibility: 100 };
const budgetsOf = (page) => (page.preset === 'mobile' ? MOBILE_BUDGETS : PAGE_BUDGETS);

/** Signs in through /login in a browser profile directory (the session stays in the profile). */
async function signInProfile(profile, email) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    await login(context.pages()[0] ?? (await context.newPage()), email);
  } finally {
    await context.close();
  }
}

/** A Lighthouse result's figures (the budgets', and what explains them). */
export function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const metrics = audit('metrics')?.details?.items?.[0] ?? {};
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
  const accessibility = lhr.categories.accessibility;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: accessibility ? Math.round((accessibility.score ?? 0) * 100) : null,
    lcp: audit('largest-contentful-paint').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    ttfb: metrics.timeToFirstByte ?? audit('server-response-time').numericValue,
    fcp: audit('first-contentful-paint').numericValue,
    si: audit('speed-index').numericValue,
    observedLcp: metrics.observedLargestContentfulPaint,
    // Bytes transferred for the page, in all and of JavaScript.
    bytes: audit('total-byte-weight')?.numericValue ?? null,
    scriptBytes:
      audit('resource-summary')?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? null,
    lcpElement: lcpElement ? `${lcpElement.selector ?? ''} ${lcpElement.snippet ?? ''}`.trim() : null,
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings,
    // Lighthouse's measure of this host's CPU speed: simulated TBT is the observed work ×4, so it scales with it.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/** Runs Lighthouse `runs` times on one page and returns every run and the per-figure medians. */
async function lighthousePage(target, { runs, warmUp, log }) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'replay-bench-profile-'));
  const url = `${SITE_URL}${target.path}`;
  try {
    if (target.account) await signInProfile(profile, target.account);
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: [...CHROMIUM_ARGS, '--password-store=basic'],
      userDataDir: profile,
      logLevel: 'silent',
    });
    const all = [];
    const reports = [];
    try {
      for (let i = warmUp ? -1 : 0; i < runs; i += 1) {
        const mobile = target.preset === 'mobile';
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: mobile ? ['performance', 'accessibility'] : ['performance'],
          },
          // No config: Lighthouse's defaults, which are its mobile settings.
          mobile ? undefined : desktopConfig,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (lhr.runtimeError)
          throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (i < 0) continue;
        const run = figures(lhr);
        log(
          `pages: ${target.path} (${target.preset}) run ${i + 1}/${runs}: score ${run.score}${run.accessibility === null ? '' : `, accessibility ${run.accessibility}`}, LCP ${ms(run.lcp)}, CLS ${run.cls.toFixed(3)}, TBT ${ms(run.tbt)}`,
        );
        all.push(run);
        reports.push(lhr);
      }
    } finally {
      chrome.kill();
    }
    const med = Object.fromEntries(
      [
        'score',
        'accessibility',
        'lcp',
        'cls',
        'tbt',
        'ttfb',
        'fcp',
        'si',
        'observedLcp',
        'benchmarkIndex',
        'bytes',
        'scriptBytes',
      ].map((k) => [k, median(all.map((r) => r[k]))]),
    );
    const redirected = all.find((r) => {
      const final = new URL(r.finalUrl);
      return `${final.pathname}${final.search}` !== target.path;
    });
    // The report of the run closest to the medians is kept for inspection (.bench/lighthouse/).
    const distance = (r) => Math.abs(r.score - med.score) * 1000 + Math.abs(r.lcp - med.lcp);
    const closest = all.reduce((best, r, i) => (distance(r) < distance(all[best]) ? i : best), 0);
    if (reports[closest]) {
      mkdirSync(path.join(RESULTS_DIR, 'lighthouse'), { recursive: true });
      const slug = `${target.path === '/' ? 'home' : target.path.replace(/^\//, '').replace(/[/?=]/g, '-')}-${target.preset}`;
      writeResult(path.join('lighthouse', slug), reports[closest]);
    }
    return {
      ...target,
      url,
      runs: all,
      median: med,
      lcpElement: all[0]?.lcpElement,
      problem: redirected ? `ended on ${redirected.finalUrl}` : null,
    };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Measures the pages on desktop and on mobile; expects the stack to be running. */
export async function measurePages({ quick = false, log = console.log } = {}) {
  const category = await firstCategory();
  const product = await firstProduct(category);
  const targets = [
    { path: '/', label: '/', account: null, preset: 'desktop' },
    { path: `/category/${category._id}`, label: '/category/{id}', account: DEMO.buyer, preset: 'desktop' },
    { path: '/', label: '/', account: null, preset: 'mobile' },
    { path: '/blog', label: '/blog', account: null, preset: 'mobile' },
    { path: `/category/${category._id}`, label: '/category/{id}', account: DEMO.buyer, preset: 'mobile' },
    { path: '/search?q=zelda', label: '/search?q=zelda', account: DEMO.buyer, preset: 'mobile' },
    { path: `/product/${product._id}`, label: '/product/{id}', account: DEMO.buyer, preset: 'mobile' },
    { path: '/dashboard/myorders', label: '/dashboard/myorders', account: DEMO.buyer, preset: 'mobile' },
    { path: '/dashboard/myproducts', label: '/dashboard/myproducts', account: DEMO.seller, preset: 'mobile' },
    { path: '/dashboard/allsellers', label: '/dashboard/allsellers', account: DEMO.admin, preset: 'mobile' },
  ];
  const runs = quick ? 1 : 5;
  const pages = [];
  for (const target of targets) pages.push(await lighthousePage(target, { runs, warmUp: !quick, log }));
  return {
    tool: `lighthouse ${lighthouseVersion()} (desktop preset: performance; default mobile settings: performance and accessibility; simulated throttling)`,
    runs,
    category,
    pages,
  };
}

export function lighthouseVersion() {
  // Lighthouse is one of the benchmarks' own dependencies (scripts/bench/node_modules).
  return JSON.parse(readFileSync(new URL('./node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version;
}

export function pageChecks(result) {
  const checks = [];
  for (const page of result.pages) {
    const m = page.median;
    const budgets = budgetsOf(page);
    const name = `${page.label} (${page.preset ?? 'desktop'})`;
    if (page.problem) checks.push(check(`${name} stays on the page`, page.problem, { expect: 'yes' }));
    checks.push(check(`${name} performance score`, m.score, { min: budgets.score }));
    checks.push(check(`${name} LCP`, m.lcp, { max: budgets.lcp, format: ms }));
    checks.push(check(`${name} CLS`, m.cls, { max: budgets.cls, format: (v) => v.toFixed(3) }));
    checks.push(check(`${name} TBT`, m.tbt, { max: budgets.tbt, format: ms }));
    if (budgets.accessibility)
      checks.push(check(`${name} accessibility score`, m.accessibility, { min: budgets.accessibility }));
  }
  return checks;
}

export function printPages(result) {
  printTable(`Lighthouse, median of ${result.runs} run(s) per page: ${result.tool}`, result.pages, [
    { title: 'page', get: (p) => p.label },
    { title: 'preset', get: (p) => p.preset ?? 'desktop' },
    { title: 'score', get: (p) => p.median.score, right: true },
    {
      title: 'a11y',
      get: (p) => (Number.isFinite(p.median.accessibility) ? p.median.accessibility : '–'),
      right: true,
    },
    { title: 'LCP', get: (p) => ms(p.median.lcp), right: true },
    { title: 'CLS', get: (p) => p.median.cls.toFixed(3), right: true },
    { title: 'TBT', get: (p) => ms(p.median.tbt), right: true },
    { title: 'TTFB', get: (p) => ms(p.median.ttfb), right: true },
    { title: 'FCP', get: (p) => ms(p.median.fcp), right: true },
    { title: 'SI', get: (p) => ms(p.median.si), right: true },
    {
      title: 'CPU index',
      get: (p) => (Number.isFinite(p.median.benchmarkIndex) ? Math.round(p.median.benchmarkIndex) : '–'),
      right: true,
    },
    { title: 'LCP element', get: (p) => (p.lcpElement ?? '').slice(0, 60) },
  ]);
}

export function main({ quick }) {
  return runBenchmark({
    name: 'pages',
    label: 'page',
    quick,
    measure: () => measurePages({ quick }),
    checksOf: pageChecks,
    print: printPages,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await runMain(main);
