import type { Page } from '@playwright/test';
import { describeAtEachWidth, expectUsable, expectUsableDialog } from '../support/accessibility.js';
import {
  addProduct,
  bookProduct,
  categoryNamed,
  productOf,
  reportMessage,
  sendMessage,
  signUpUser,
  startConversation,
  type FreshUser,
} from '../support/fixtures.js';
import { DEMO, login } from '../support/site.js';
import { expect, test } from '../support/test.js';

/**
 * Every page of the site, signed out and as each role, at a desktop (1280 px) and a phone (390 px)
 * width: axe-core finds no violation of any impact, nothing is wider than the viewport, and a phone
 * screenshot of each page is kept with the test's results.
 */

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first();

let seller: FreshUser;
let buyer: FreshUser;
let productId: string;
let bookingId: string;
let categoryId: string;
let conversationId: string;

test.beforeAll(async () => {
  const category = await categoryNamed('Nintendo');
  categoryId = category._id;
  seller = await signUpUser('seller', 'Ada Access');
  buyer = await signUpUser('buyer', 'Ben Access');
  productId = await addProduct(seller, category, `Accessible Zelda ${Date.now()}`);
  bookingId = await bookProduct(buyer, productId);
  // A conversation about it, with a message of each and the seller's reported (the admin's list).
  conversationId = await startConversation(buyer, productId);
  await sendMessage(buyer, conversationId, 'Does it come with the box?');
  await reportMessage(buyer, await sendMessage(seller, conversationId, 'Yes, and a second controller.'));
});

describeAtEachWidth('at {width} px', (phone) => {
  test('public pages, signed out', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await expectUsable(page, 'home', heading(page, /best offers/), phone);
    if (phone) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expectUsableDialog(page, 'menu', page.getByRole('dialog', { name: 'Menu' }), phone);
    }
    await page.goto('/blog');
    await expectUsable(page, 'blog', heading(page, 'Blog'), phone);
    await page.goto('/login');
    await expectUsable(page, 'login', page.getByRole('button', { name: 'Login' }), phone);
    await page.goto('/signup');
    await expectUsable(page, 'signup', page.getByRole('button', { name: 'Sign Up' }), phone);
    await page.goto('/no-such-page');
    await expectUsable(page, '404', heading(page, 'This page does not exist.'), phone);
    // An e-mail's unsubscribe link: the confirmation page, no sign-in.
    await page.goto(`/unsubscribe?token=00000000-0000-4000-8000-000000000000.activity.signature`);
    await expectUsable(page, 'unsubscribe', page.getByRole('button', { name: 'Unsubscribe' }), phone);
  });

  test("a buyer's pages, with the report and cancel dialogs open", async ({ page }) => {
    test.setTimeout(180_000);
    await login(page, buyer.email);
    await page.goto(`/category/${categoryId}`);
    await expectUsable(page, 'category', page.getByRole('article').first(), phone);
    await page.goto(`/product/${productId}`);
    await expectUsable(page, 'product', heading(page, /Accessible Zelda/), phone);
    await page.getByRole('button', { name: 'Report', exact: false }).first().click();
    await expectUsableDialog(page, 'report dialog', page.getByRole('dialog'), phone);
    await page.goto('/search?q=zelda');
    await expectUsable(page, 'search', page.getByRole('article').first(), phone);
    if (phone) {
      await page.getByRole('button', { name: 'Filters' }).click();
      await expectUsableDialog(page, 'filters sheet', page.getByRole('dialog', { name: 'Filters' }), phone);
    }
    await page.goto(`/seller/${(await productOf(productId)).sellerId}`);
    await expectUsable(page, 'seller page', heading(page, /Ada Access/), phone);
    await page.goto('/dashboard');
    await expectUsable(page, 'dashboard', heading(page, 'Welcome to Dashboard'), phone);
    await page.goto('/dashboard/myorders');
    await expectUsable(page, 'my orders', heading(page, 'My Orders'), phone);
    await page
      .getByRole('button', { name: /Cancel booking of/ })
      .first()
      .click();
    await expectUsable(page, 'cancel dialog', page.getByRole('dialog', { name: 'Cancel this booking?' }), phone);
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.goto('/dashboard/saved');
    await expectUsable(page, 'saved items', heading(page, 'Saved items'), phone);
    await page.goto('/dashboard/messages');
    await expectUsable(page, 'messages', heading(page, 'Messages'), phone);
    await page.goto(`/dashboard/messages/${conversationId}`);
    await expectUsable(page, 'conversation', page.getByText('Yes, and a second controller.'), phone);
    await page.getByRole('button', { name: 'Report this message from Ada Access' }).click();
    await expectUsableDialog(
      page,
      'report message dialog',
      page.getByRole('dialog', { name: 'Report this message' }),
      phone,
    );
    await page.getByRole('button', { name: 'Block Ada Access' }).click();
    await expectUsableDialog(page, 'block dialog', page.getByRole('dialog', { name: 'Block Ada Access?' }), phone);
    await page.goto(`/dashboard/payment/${bookingId}`);
    await expectUsable(page, 'payment', page.getByLabel('Card number'), phone);
  });

  test("a seller's pages", async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, seller.email);
    await page.goto('/dashboard/addproduct');
    await expectUsable(page, 'add product', page.getByRole('button', { name: 'Add Product' }), phone);
    await page.goto('/dashboard/myproducts');
    await expectUsable(page, 'my products', heading(page, 'My Products'), phone);
    await page.goto('/dashboard/mybookings');
    await expectUsable(page, 'my bookings', heading(page, 'My Bookings'), phone);
    // The buyer's booking is in the bell: its panel open, then the page of them all.
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    await expectUsable(page, 'notification bell', page.getByRole('region', { name: 'Notifications' }), phone);
    await page.keyboard.press('Escape');
    await expect(bell).toBeFocused();
    await page.goto('/dashboard/messages');
    await expectUsable(page, 'seller messages', heading(page, 'Messages'), phone);
    await page.goto(`/dashboard/messages/${conversationId}`);
    await expectUsable(page, 'seller conversation', page.getByText('Does it come with the box?'), phone);
    await page.goto('/dashboard/notifications');
    await expectUsable(page, 'notifications', page.getByRole('checkbox', { name: 'By e-mail' }), phone);
  });

  test("the admin's pages", async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, DEMO.admin);
    await page.goto('/dashboard/allsellers');
    await expectUsable(page, 'all sellers', heading(page, 'All Sellers'), phone);
    await page.goto('/dashboard/allbuyer');
    await expectUsable(page, 'all buyers', heading(page, 'All Buyers'), phone);
    await page.goto('/dashboard/reports');
    await expectUsable(page, 'reported items', heading(page, /Reported Items/), phone);
    await page.goto('/dashboard/reportedmessages');
    await expectUsable(page, 'reported messages', heading(page, 'Reported Messages'), phone);
  });
});

test('search engines get a title and description per page, robots.txt and a sitemap of the public pages', async ({
  page,
  request,
}) => {
  for (const [path, title] of [
    ['/', 'Replay Market — used games and consoles'],
    ['/blog', 'Blog · Replay Market'],
    ['/login', 'Login · Replay Market'],
    ['/signup', 'Sign Up · Replay Market'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{40,}$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Disallow: \/dashboard[\s\S]*Sitemap: http:\/\/localhost:3000\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/', '/blog', '/login', '/signup'])
    expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`);
});
