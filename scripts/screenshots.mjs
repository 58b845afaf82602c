#!/usr/bin/env node
// `npm run screenshots`: the site's pages as a visitor and as each demo account, at a phone's width
// (390 px) and a laptop's (1280 px), saved as JPEGs of the first screen into docs/screenshots/ with
// an index (README.md). Starts the whole stack the way the browser journeys do (scripts/lib/stack.mjs)
// on a temporary DATA_DIR, so the pictures show the fresh demo shop, and removes it afterwards.
// The apps use ports 3000–3004: stop `npm start` first. Needs Debian's Chromium (CHROMIUM_PATH).
/* global document -- in page.evaluate, which runs in the browser */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as prettier from 'prettier';
import { buildStale, DEMO_ACCOUNTS, DEMO_PASSWORD, ROOT, SITE_URL, startStack } from './lib/stack.mjs';

const { CHROMIUM, CHROMIUM_ARGS } = createRequire(import.meta.url)('../shared/build/chromium.cjs');

const OUT = path.join(ROOT, 'docs', 'screenshots');
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
/** JPEG quality: small files, legible text. */
const QUALITY = 70;

const demo = (role) => DEMO_ACCOUNTS.find((account) => account.role === role).email;

/**
 * What to photograph, by who looks: each page's file name, what it shows, and how to reach it
 * (`open` gets the page and the ids found on the way; it resolves once the page is ready).
 */
const VISITS = [
  {
    who: 'visitor',
    pages: [
      ['home', 'Home: Fresh listings, the carousel, the categories', (page) => open(page, '/', 'Fresh listings')],
      ['search', 'Search: photo tiles, two to a row on a phone', (page) => open(page, '/search', null, 'article')],
      [
        'product',
        'A product page: large price, Book, the seller card',
        (page, ids) => open(page, `/product/${ids.product}`, null, 'h1'),
      ],
      [
        'seller',
        "A seller's page: their listings and reviews",
        (page, ids) => open(page, `/seller/${ids.seller}`, null, 'h1'),
      ],
      ['login', 'Login', (page) => open(page, '/login', 'Login')],
    ],
  },
  {
    who: 'buyer',
    pages: [
      ['home', 'Home, signed in (the phone’s tab bar)', (page) => open(page, '/', 'Fresh listings')],
      ['dashboard', 'Dashboard home: greeting, shortcuts and counts', (page) => open(page, '/dashboard', null, 'h1')],
      ['my-orders', 'My Orders', (page) => open(page, '/dashboard/myorders', 'My Orders')],
      ['saved', 'Saved items: photo tiles', (page) => open(page, '/dashboard/saved', 'Saved items')],
      ['book', 'The booking dialog: the facts as text, the Book button', openBooking],
      ['payment', 'The payment page: order summary and "Pay $X.XX"', openPayment],
    ],
  },
  {
    who: 'seller',
    pages: [
      [
        'my-products',
        'My Products: one primary action and a More menu',
        (page) => open(page, '/dashboard/myproducts', 'My Products'),
      ],
      ['my-products-menu', 'A listing’s More menu', openProductMenu],
      ['add-product', 'Add Product: photos first', (page) => open(page, '/dashboard/addproduct', 'Add Product')],
      ['my-bookings', 'My Bookings', (page) => open(page, '/dashboard/mybookings', 'My Bookings')],
    ],
  },
  {
    who: 'admin',
    pages: [
      ['dashboard', 'Dashboard home of an admin', (page) => open(page, '/dashboard', null, 'h1')],
      ['all-sellers', 'All Sellers', (page) => open(page, '/dashboard/allsellers', 'All Sellers')],
      ['reported-items', 'Reported Items', (page) => open(page, '/dashboard/reports', /Reported Items/)],
    ],
  },
];

/** Opens `url` and waits for its heading `name` (or the first `selector`) and for no spinner. */
async function open(page, url, name, selector = 'h1') {
  await page.goto(url);
  const ready = name ? page.getByRole('heading', { name }).first() : page.locator(selector).first();
  await ready.waitFor({ state: 'visible', timeout: 30_000 });
  await settle(page);
}

/** No spinner left, the fonts in and the first photos loaded. */
async function settle(page) {
  await page
    .locator('[role="status"]:not([id^="DndLiveRegion"])')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = Array.from(document.images).filter((image) => image.loading !== 'lazy' && !image.complete);
    await Promise.race([
      Promise.all(
        images.map((image) => new Promise((resolve) => image.addEventListener('load', resolve, { once: true }))),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
  });
}

/** The booking dialog of a product the buyer never books (`ids.other`), left open. */
async function openBooking(page, ids) {
  await bookingDialog(page, ids.other);
}

async function bookingDialog(page, productId) {
  await open(page, `/product/${productId}`, null, 'h1');
  await page.getByRole('button', { name: /^Book / }).click();
  await page.getByRole('dialog').waitFor();
  return page.getByRole('dialog');
}

/**
 * The payment page of the buyer's booking of `ids.product`: booked through the dialog the first
 * time (the site then goes on to the payment page), opened again at the next width.
 */
async function openPayment(page, ids) {
  if (!ids.payment) {
    const dialog = await bookingDialog(page, ids.product);
    await dialog.getByLabel('Mobile number', { exact: true }).fill('+351 913 000 111');
    await dialog.getByLabel('Meeting location', { exact: true }).fill('Rossio station');
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await page.waitForURL(/\/dashboard\/payment\//);
    ids.payment = new URL(page.url()).pathname;
  } else {
    await page.goto(ids.payment);
  }
  await page.getByLabel('Card number').waitFor({ timeout: 30_000 });
  await settle(page);
}

async function openProductMenu(page) {
  await open(page, '/dashboard/myproducts', 'My Products');
  await page
    .getByRole('button', { name: /^More actions for / })
    .first()
    .click();
  await page.getByRole('menu').waitFor();
}

async function signIn(context, email) {
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Login Successfully').waitFor({ timeout: 30_000 });
  await page.waitForURL(`${SITE_URL}/`);
  return page;
}

/** Two demo products (one for the payment page, one to show) and the first one's seller. */
async function findIds(browser) {
  const context = await browser.newContext({ baseURL: SITE_URL });
  const page = await context.newPage();
  await open(page, '/search', null, 'article');
  const links = page.locator('article a[href^="/product/"]');
  const ids = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href').split('/').pop()),
  );
  await page.goto(`/product/${ids[0]}`);
  const seller = await page.locator('a[href^="/seller/"]').first().getAttribute('href');
  await context.close();
  return { product: ids[0], other: ids[1], seller: seller.split('/').pop() };
}

async function shoot(browser) {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  // Shared by every visit: the payment page's booking, once made, is kept here too.
  const ids = await findIds(browser);
  const index = [];
  for (const { who, pages } of VISITS) {
    for (const size of WIDTHS) {
      const context = await browser.newContext({ baseURL: SITE_URL, viewport: size, deviceScaleFactor: 1 });
      const page = who === 'visitor' ? await context.newPage() : await signIn(context, demo(who));
      for (const [name, caption, reach] of pages) {
        await reach(page, ids);
        const file = `${who}-${name}-${size.width}.jpg`;
        await page.screenshot({ path: path.join(OUT, file), type: 'jpeg', quality: QUALITY });
        index.push({ who, name, caption, width: size.width, file });
        console.log(`  ${file}`);
      }
      await context.close();
    }
  }
  return index;
}

/** The index of the pictures, formatted as the repository's Prettier would (`npm run lint` checks it). */
async function writeIndex(index) {
  const rows = [];
  for (const { who, name, caption } of index.filter((entry) => entry.width === WIDTHS[0].width)) {
    const files = WIDTHS.map((size) => `[${size.width} px](${who}-${name}-${size.width}.jpg)`).join(' · ');
    rows.push(`| ${who} | ${caption} | ${files} |`);
  }
  const file = path.join(OUT, 'README.md');
  const markdown = `# Screenshots

The site's pages as a visitor and as each demo account (\`npm run screenshots\`), the first screen of
each at a phone's width (390 × 844) and a laptop's (1280 × 800), on the fresh demo data. The buyer's
payment page is that of a booking the script makes.

| who | page | files |
| --- | --- | --- |
${rows.join('\n')}
`;
  writeFileSync(file, await prettier.format(markdown, { ...(await prettier.resolveConfig(file)), filepath: file }));
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'replay-screenshots-'));
let stack;
let browser;
let failed = false;
try {
  await buildStale();
  stack = await startStack({ dataDir, quiet: true });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  console.log(`screenshots into ${path.relative(ROOT, OUT)}/:`);
  await writeIndex(await shoot(browser));
  const bytes = readdirSync(OUT).reduce((sum, file) => sum + statSync(path.join(OUT, file)).size, 0);
  console.log(`${readdirSync(OUT).length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
} catch (error) {
  console.error(`screenshots: ${error.stack ?? error.message}`);
  failed = true;
} finally {
  await browser?.close();
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
