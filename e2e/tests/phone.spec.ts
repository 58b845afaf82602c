import type { Locator, Page } from '@playwright/test';
import {
  addProduct,
  advertise,
  bookProduct,
  categoryNamed,
  deleteProduct,
  payBooking,
  reportMessage,
  reportProduct,
  saveProduct,
  sendMessage,
  signUpUser,
  startConversation,
  type FreshUser,
} from '../support/fixtures.js';
import { DEMO, login } from '../support/site.js';
import { expect, test } from '../support/test.js';

/**
 * The site on a phone (390 px): the header is one row (the name, search, the avatar or Login, a
 * menu), the search page shows its results first with the filters in a sheet, and every dashboard
 * table is a list of cards whose actions are all within the screen's width. A screenshot of each
 * step is kept with the test's results.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`phone-${name}-390.png`), fullPage: true });
}

/** The header holds `controls`, all visible and side by side on one line, and is one control high. */
async function expectOneRowHeader(page: Page, controls: Locator[]): Promise<void> {
  const header = await page.getByRole('banner').boundingBox();
  const boxes = [];
  for (const control of controls) {
    await expect(control).toBeVisible();
    boxes.push((await control.boundingBox())!);
  }
  const [brand] = boxes;
  for (const box of boxes) {
    expect(box.y, 'on the brand’s line').toBeLessThan(brand!.y + brand!.height);
    expect(box.y + box.height, 'on the brand’s line').toBeGreaterThan(brand!.y);
    expect(box.x + box.width, 'within the screen').toBeLessThanOrEqual(PHONE.width);
  }
  const tallest = Math.max(...boxes.map((box) => box.height));
  expect(header!.height, 'one row high').toBeLessThan(2 * tallest);
}

/** The menu is a modal dialog that takes focus and gives it back on Escape; returns it open. */
async function openMenu(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  return dialog;
}

/**
 * The table shows the spec's columns (its headers, read by screen readers) and at least one row;
 * every link and button of every row lies within the screen's width, and the page does not scroll
 * sideways.
 */
async function expectRowActionsOnScreen(page: Page, headers: string[]): Promise<void> {
  await expect(page.getByRole('columnheader')).toHaveText(headers);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  const actions = await rows.evaluateAll((elements) =>
    elements.flatMap((row) =>
      Array.from(row.querySelectorAll('a, button')).map((action) => {
        const box = action.getBoundingClientRect();
        return { name: action.textContent, left: box.left, right: box.right, width: box.width };
      }),
    ),
  );
  expect(actions.length, 'rows with actions').toBeGreaterThan(0);
  const offScreen = actions.filter((action) => action.width === 0 || action.left < 0 || action.right > PHONE.width);
  expect(offScreen).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

const TITLE = `Tidal Lantern ${Date.now()}`;
let seller: FreshUser;
let buyer: FreshUser;
const listed: string[] = [];

test.beforeAll(async () => {
  const category = await categoryNamed('Nintendo');
  seller = await signUpUser('seller', 'Pia Phone');
  buyer = await signUpUser('buyer', 'Pat Phone');
  // Priced 30, 40 and 50: one advertised, one booked and unpaid, one paid, all three saved, one reported.
  for (const price of [30, 40, 50])
    listed.push(await addProduct(seller, category, `${TITLE} ${price}`, { resprice: price }));
  const [advertised, unpaid, paid] = listed as [string, string, string];
  await advertise(seller, advertised);
  await bookProduct(buyer, unpaid);
  await payBooking(buyer, await bookProduct(buyer, paid));
  for (const id of listed) await saveProduct(buyer, id);
  await reportProduct(buyer, advertised);
  // A message of the seller the buyer reported, for the admin's list.
  const conversation = await startConversation(buyer, unpaid);
  await reportMessage(buyer, await sendMessage(seller, conversation, `Pay me outside the site ${TITLE}`));
});

test.afterAll(async () => {
  for (const id of listed) await deleteProduct(seller, id);
});

test('the header is one row, its menu a dialog with the other links, its search button opens the search field', async ({
  page,
}) => {
  await page.goto('/');
  const brand = page.getByRole('link', { name: 'Replay Market' });
  const main = page.getByRole('navigation', { name: 'Main' });
  await expectOneRowHeader(page, [
    brand,
    main.getByRole('link', { name: 'Login' }),
    page.getByRole('button', { name: 'Menu', exact: true }),
  ]);
  await expect(main.getByRole('link', { name: 'Blog' })).toBeHidden();
  await screenshot(page, 'header-signed-out');

  let menu = await openMenu(page);
  await expect(menu.getByRole('link')).toHaveText(['Home', 'Blog']);
  await screenshot(page, 'menu-signed-out');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();

  await login(page, buyer.email);
  const search = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
  await expectOneRowHeader(page, [
    brand,
    search,
    main.getByRole('button', { name: /^Notifications/ }),
    main.getByRole('img', { name: 'Pat Phone' }),
    page.getByRole('button', { name: 'Menu', exact: true }),
  ]);
  await screenshot(page, 'header-signed-in');
  // Signed in, the phone's tabs sit at the bottom; one menu button, never a second.
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  // Messages carries the unread count (the seller wrote to this buyer).
  await expect(tabs.getByRole('link')).toHaveText(['Home', 'Search', /^Messages/, 'Dashboard']);
  await expect(page.getByRole('button', { name: /menu/i })).toHaveCount(1);

  menu = await openMenu(page);
  await expect(menu.getByRole('link')).toHaveText(['Home', 'Blog', 'Dashboard']);
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: /menu/i })).toHaveCount(1);
  await expect(tabs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await search.click();
  const field = page.getByRole('searchbox', { name: 'Search games' });
  await expect(field).toBeFocused();
  await screenshot(page, 'search-field');
  await field.fill(TITLE);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Tidal/);
  await expect(field).toBeHidden();
});

test('search shows its results first; the filters are in a sheet that counts the results', async ({ page }) => {
  await login(page, buyer.email);
  await page.goto(`/search?q=${encodeURIComponent(TITLE)}`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2); // the paid one is sold: "Available only" leaves it out
  expect((await cards.first().boundingBox())!.y, 'the first result on the first screen').toBeLessThan(PHONE.height);
  await expect(page.getByLabel('Max price ($)')).toBeHidden();
  await screenshot(page, 'search');

  const open = page.getByRole('button', { name: 'Filters' });
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expect(sheet.getByText('2 results')).toBeVisible();
  const box = (await sheet.boundingBox())!;
  expect(box.y + box.height, 'a sheet on the bottom edge').toBeCloseTo(PHONE.height, 0);
  expect(box.width).toBe(PHONE.width);

  await sheet.getByLabel('Max price ($)').fill('35');
  await expect(page).toHaveURL(/maxPrice=35/);
  await expect(sheet.getByText('1 result', { exact: true })).toBeVisible();
  // A click, not uncheck(): the box follows the URL, which the router updates after the click.
  await sheet.getByLabel('Available only').click();
  await expect(page).toHaveURL(/available=false/);
  await expect(sheet.getByLabel('Available only')).not.toBeChecked();
  await expect(sheet.getByText('1 result', { exact: true })).toBeVisible();
  await sheet.getByLabel('Max price ($)').fill('');
  await expect(sheet.getByText('3 results')).toBeVisible();
  await screenshot(page, 'filters-sheet');

  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();
  await expect(cards).toHaveCount(3);
});

interface TablePage {
  path: string;
  heading: string;
  /** The spec's columns. */
  headers: string[];
  /** A row of this journey's data (a text it contains) and the names of the actions it offers. */
  row: () => [text: string, actions: Array<string | RegExp>];
}

/** Each dashboard table, by the account that sees it. */
const TABLES: Array<{ account: () => string; pages: TablePage[] }> = [
  {
    account: () => seller.email,
    pages: [
      {
        path: '/dashboard/myproducts',
        heading: 'My Products',
        headers: ['#', 'Name', 'Price', 'Status', 'Action'],
        row: () => [`${TITLE} 40`, [`Advertise ${TITLE} 40`, `More actions for ${TITLE} 40`]],
      },
      {
        path: '/dashboard/mybookings',
        heading: 'My Bookings',
        headers: [
          '#',
          'Product',
          'Buyer',
          'E-mail',
          'Mobile',
          'Meeting location',
          'Booked',
          'State',
          'Messages',
          'Earnings',
          'Handover',
        ],
        row: () => [`${TITLE} 40`, [buyer.email, '+44 20 7946 0000', `Message Pat Phone about ${TITLE} 40`]],
      },
    ],
  },
  {
    account: () => buyer.email,
    pages: [
      {
        path: '/dashboard/myorders',
        heading: 'My Orders',
        headers: ['#', 'Name', 'Price', 'Status', 'Payment', 'Actions'],
        row: () => [`${TITLE} 40`, ['Pay', `Message seller of ${TITLE} 40`, `Cancel booking of ${TITLE} 40`]],
      },
    ],
  },
  {
    account: () => DEMO.admin,
    pages: [
      {
        path: '/dashboard/allsellers',
        heading: 'All Sellers',
        headers: ['#', 'Name', 'Email', 'Action'],
        row: () => [seller.email, ['Verify', 'Delete']],
      },
      {
        path: '/dashboard/allbuyer',
        heading: 'All Buyers',
        headers: ['#', 'Name', 'Email', 'Action'],
        row: () => [buyer.email, ['Delete']],
      },
      {
        path: '/dashboard/reports',
        heading: 'Reported Items',
        headers: ['#', 'Name', 'Reasons', 'Action'],
        row: () => [`${TITLE} 30`, ['Delete']],
      },
      {
        path: '/dashboard/reportedmessages',
        heading: 'Reported Messages',
        headers: ['#', 'Message', 'Sender', 'About', 'Reports', 'Sent', 'Action'],
        row: () => [`Pay me outside the site ${TITLE}`, [seller.email, 'Remove']],
      },
    ],
  },
];

test("every row action of every dashboard table is within the phone's width", async ({ browser }) => {
  test.setTimeout(150_000);
  for (const { account, pages } of TABLES) {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await login(page, account());
    for (const { path, heading, headers, row } of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        const [text, actions] = row();
        const ours = page.getByRole('row').filter({ hasText: text });
        for (const name of actions)
          await expect(ours.getByRole('link', { name }).or(ours.getByRole('button', { name }))).toBeVisible();
        await expectRowActionsOnScreen(page, headers);
        await screenshot(page, path.split('/').pop()!);
      });
    }
    await context.close();
  }
});

test('saved items are photo tiles, two to a row, each with its heart within the screen', async ({ page }) => {
  await login(page, buyer.email);
  await page.goto('/dashboard/saved');
  await expect(page.getByRole('heading', { name: 'Saved items' })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Saved items' }).getByRole('article');
  await expect(tiles).toHaveCount(3);
  const sold = page.getByRole('article', { name: `${TITLE} 50` });
  await expect(sold.getByText('Sold', { exact: true })).toBeVisible();
  await expect(sold.getByRole('link', { name: `${TITLE} 50` })).toBeVisible();
  const heart = sold.getByRole('button', { name: `Remove ${TITLE} 50 from saved items` });
  await expect(heart).toBeVisible();
  const boxes = await tiles.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON()),
  );
  expect(new Set(boxes.map((box: DOMRect) => Math.round(box.top))).size, 'two tiles to a row').toBe(2);
  const box = (await heart.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'saved');
});
