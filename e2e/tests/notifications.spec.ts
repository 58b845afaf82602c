import type { Page } from '@playwright/test';
import { sellerWithProduct, signUpUser } from '../support/fixtures.js';
import { login, signedIn, submitBooking, useUntilLive } from '../support/site.js';
import { expect, test } from '../support/test.js';

/**
 * Being told, in two browsers: a buyer books, and the seller's bell, open on another page all
 * along, counts it without a reload (the live stream); the seller opens it and lands on My Bookings.
 */

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test("a buyer books; the seller's bell goes from 0 to 1 unread without a reload, and leads to My Bookings", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Told journey Kirby ${Date.now()}`;
  const { seller, productId } = await sellerWithProduct('Sol Seller', title);
  const buyer = await signUpUser('buyer', 'Bea Buyer');

  const sellerPage = await signedIn(browser, seller);
  await test.step('the seller has nothing unread', async () => {
    await sellerPage.goto('/dashboard/myproducts');
    await expect(bell(sellerPage)).toHaveAccessibleName('Notifications');
    // A mark on this document: a reload would drop it.
    await sellerPage.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
    // The seller uses the page (the live stream opens at the first intent; until then the bell polls).
    await useUntilLive(sellerPage, bell(sellerPage));
  });

  await test.step('the buyer books in another browser', async () => {
    await login(page, buyer.email);
    await page.goto(`/product/${productId}`);
    await page.getByRole('button', { name: `Book ${title}` }).click();
    await submitBooking(page, title);
    await expect(page.getByText('Booking confirmed')).toBeVisible();
  });

  await test.step("the seller's bell counts it at once, without a reload (the fallback polls every 30 s)", async () => {
    await expect(bell(sellerPage)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 10_000 });
    expect(await sellerPage.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  await test.step('the seller opens it and lands on My Bookings, the notification read', async () => {
    await bell(sellerPage).click();
    const panel = sellerPage.getByRole('region', { name: 'Notifications' });
    await panel.getByRole('link', { name: new RegExp(`New booking for ${title}`) }).click();
    await expect(sellerPage).toHaveURL('/dashboard/mybookings');
    await expect(sellerPage.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
    await expect(sellerPage.getByRole('row').filter({ hasText: title }).getByText('Bea Buyer')).toBeVisible();
    await expect(bell(sellerPage)).toHaveAccessibleName('Notifications');
    await expect(panel).toBeHidden();
  });
  await sellerPage.context().close();
});
