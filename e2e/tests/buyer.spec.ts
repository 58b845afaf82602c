import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  advertise,
  advertisedProductIds,
  bookingsOf,
  bookProduct,
  sellerWithProduct,
  signUpUser,
} from '../support/fixtures.js';
import { carousel, drawer, login, mainNav, signedIn, tableRow as orderRow } from '../support/site.js';
import { expect, test } from '../support/test.js';

/**
 * The buyer's journeys (issue 5): My Orders and card payment in test mode (the built-in
 * test-card provider, Stripe's test numbers). Every journey lists its own product from a fresh
 * seller and books it as fresh buyers, so the demo data other specs use is untouched.
 */

async function openMyOrders(page: Page): Promise<void> {
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await drawer(page).getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
}

/** Types the card into the payment page (its price on Pay) and pays. */
async function payWith(page: Page, cardNumber: string, price = '$40.00'): Promise<void> {
  await expect(page.getByText('Test mode')).toBeVisible();
  const pay = page.getByRole('button', { name: `Pay ${price}`, exact: true });
  await expect(pay).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await expect(pay).toBeEnabled();
  await pay.click();
}

test('a buyer pays by card; the product is sold everywhere and a second buyer is told', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `Buyer journey Metroid ${Date.now()}`;
  const { seller, productId } = await sellerWithProduct('Sally Seller', title);
  await advertise(seller, productId);
  const buyer = await signUpUser('buyer', 'Bella Buyer');
  const rival = await signUpUser('buyer', 'Rita Rival');
  await bookProduct(buyer, productId);
  const rivalBookingId = await bookProduct(rival, productId);

  await test.step('My Orders shows the booking as available with a Pay link', async () => {
    await login(page, buyer.email);
    await openMyOrders(page);
    const row = orderRow(page, title);
    await expect(row.getByText('Available')).toBeVisible();
    await expect(row.getByText('$40.00')).toBeVisible();
    await row.getByRole('link', { name: 'Pay' }).click();
  });

  await test.step('pay with 4242 4242 4242 4242', async () => {
    await expect(page).toHaveURL(/\/dashboard\/payment\/.+/);
    await expect(page.getByRole('heading', { name: `Payment for ${title}` })).toBeVisible();
    await expect(page.getByText('Please pay $40.00 for this product')).toBeVisible();
    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
    const [booking] = await bookingsOf(buyer);
    expect(booking?.paid).toBe(true);
    await expect(page.getByText(booking!.transactionId!)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByText(/Please pay/)).toHaveCount(0);
  });

  await test.step('My Orders shows Paid', async () => {
    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    const row = orderRow(page, title);
    await expect(row.getByText('Paid')).toBeVisible();
    await expect(row.getByText('Sold')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Pay' })).toHaveCount(0);
  });

  await test.step('paying the same booking again is refused, not charged', async () => {
    await page.goBack();
    await page.reload();
    await expect(page.getByText('This booking is already paid')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
  });

  await test.step('the product is gone from the carousel', async () => {
    // The API caches the public lists for a few seconds.
    await expect.poll(advertisedProductIds, { timeout: 30_000 }).not.toContain(productId);
    await expect(async () => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Categories' })).toBeVisible();
      await expect(carousel(page).getByRole('img', { name: title })).toHaveCount(0);
    }).toPass({ timeout: 30_000 });
  });

  await test.step("the product is Sold in the seller's list", async () => {
    const sellerPage = await signedIn(browser, seller);
    await mainNav(sellerPage).getByRole('link', { name: 'Dashboard' }).click();
    await drawer(sellerPage).getByRole('link', { name: 'My Products' }).click();
    await expect(orderRow(sellerPage, title).getByText('Sold')).toBeVisible();
    await sellerPage.context().close();
  });

  await test.step('the first buyer cannot open the second buyer’s booking', async () => {
    await page.goto(`/dashboard/payment/${rivalBookingId}`);
    await expect(page.getByText('This booking belongs to another buyer')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Payment for/ })).toHaveCount(0);
  });

  await test.step('the second buyer sees that the item is bought by another buyer', async () => {
    const rivalPage = await signedIn(browser, rival);
    await openMyOrders(rivalPage);
    const row = orderRow(rivalPage, title);
    await expect(row.getByText('Item is bought by another buyer')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Pay' })).toHaveCount(0);

    await rivalPage.goto(`/dashboard/payment/${rivalBookingId}`);
    await expect(rivalPage.getByText('Item is bought by another buyer')).toBeVisible();
    await expect(rivalPage.getByLabel('Card number')).toHaveCount(0);
    await rivalPage.context().close();
  });
});

test('a declined card shows the provider message in red and records nothing', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Buyer journey Kirby ${Date.now()}`;
  const { productId } = await sellerWithProduct('Sally Seller', title);
  const buyer = await signUpUser('buyer', 'Dora Declined');
  const bookingId = await bookProduct(buyer, productId);

  await login(page, buyer.email);
  await page.goto(`/dashboard/payment/${bookingId}`);
  await expect(page.getByRole('heading', { name: `Payment for ${title}` })).toBeVisible();
  await payWith(page, '4000 0000 0000 0002');

  const message = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
  await expect(message).toBeVisible();
  await expect(message).toHaveCSS('color', 'rgb(220, 38, 38)');
  await expect(page.getByText('Congrats! your payment completed')).toHaveCount(0);
  expect((await bookingsOf(buyer))[0]).toMatchObject({ paid: false, status: true });

  await openMyOrders(page);
  await expect(orderRow(page, title).getByRole('link', { name: 'Pay' })).toBeVisible();
});

test('a booking that does not exist shows the error page with the server message', async ({ page }) => {
  const buyer = await signUpUser('buyer', 'Nina Nobooking');
  await login(page, buyer.email);
  await page.goto(`/dashboard/payment/${randomUUID()}`);
  await expect(page.getByText('Booking not found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
});
