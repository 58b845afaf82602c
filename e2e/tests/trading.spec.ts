import type { Page } from '@playwright/test';
import {
  addProduct,
  bookProduct,
  categoryNamed,
  payBooking,
  sellerWithProduct,
  signUpUser,
} from '../support/fixtures.js';
import { drawer, login, mainNav, productCard, signedIn, submitBooking, tableRow } from '../support/site.js';
import { expect, test } from '../support/test.js';

/**
 * The trade loop beyond the spec (issue 13), two strangers in two browsers: the seller sees who
 * booked, the buyer cancels, a reservation while paying, a review, saved items. Every journey
 * uses its own seller, buyers and product.
 */

async function openDashboard(page: Page, link: string): Promise<void> {
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await drawer(page).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: link })).toBeVisible();
}

test('a buyer books; the seller sees how to reach them; the buyer cancels and the seller sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Trading journey Pikmin ${Date.now()}`;
  const { seller, productId } = await sellerWithProduct('Tara Trader', title);
  const buyer = await signUpUser('buyer', 'Bruno Booker');

  await test.step('the buyer books from the product page', async () => {
    await login(page, buyer.email);
    await page.goto(`/product/${productId}`);
    await page.getByRole('button', { name: `Book ${title}` }).click();
    await submitBooking(page, title, { mobile: '+351 913 222 333', location: 'Cais do Sodré' });
    await expect(page.getByText('Booking confirmed')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/payment\/.+/);
  });

  const sellerPage = await signedIn(browser, seller);
  await test.step("the seller's My Bookings shows the buyer, their mobile and the meeting place", async () => {
    await openDashboard(sellerPage, 'My Bookings');
    const row = tableRow(sellerPage, title);
    // The buyer went on to the payment page, which holds the item for them while they pay: Reserved.
    for (const text of ['Bruno Booker', buyer.email, '+351 913 222 333', 'Cais do Sodré', 'Reserved']) {
      await expect(row.getByText(text)).toBeVisible();
    }
  });

  await test.step('the buyer cancels from My Orders', async () => {
    await openDashboard(page, 'My Orders');
    await tableRow(page, title)
      .getByRole('button', { name: `Cancel booking of ${title}` })
      .click();
    await page.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Booking cancelled')).toBeVisible();
    await expect(tableRow(page, title).getByText('Cancelled')).toBeVisible();
  });

  await test.step('the seller sees Cancelled', async () => {
    await sellerPage.reload();
    await expect(tableRow(sellerPage, title).getByText('Cancelled')).toBeVisible();
  });
  await sellerPage.context().close();
});

test('buyer A opens the payment, B is told it is reserved, A pays, B sees it sold; A rates the seller', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Trading journey Metroid Dread ${Date.now()}`;
  const { seller, productId } = await sellerWithProduct('Tara Trader', title);
  const [a, b] = [await signUpUser('buyer', 'Alma Alpha'), await signUpUser('buyer', 'Bob Beta')];
  const bookingA = await bookProduct(a, productId);
  const bookingB = await bookProduct(b, productId);

  await test.step('A opens the payment page', async () => {
    await login(page, a.email);
    await page.goto(`/dashboard/payment/${bookingA}`);
    await expect(page.getByLabel('Card number')).toBeVisible();
  });

  const pageB = await signedIn(browser, b);
  await test.step("B's payment page says it is reserved, and so does B's order", async () => {
    await pageB.goto(`/dashboard/payment/${bookingB}`);
    await expect(pageB.getByText('This item is reserved by another buyer for a few minutes')).toBeVisible();
    await expect(pageB.getByLabel('Card number')).toHaveCount(0);
    await openDashboard(pageB, 'My Orders');
    await expect(tableRow(pageB, title).getByText('Reserved by another buyer')).toBeVisible();
  });

  await test.step('A pays', async () => {
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
  });

  await test.step("B's order reads sold", async () => {
    await pageB.reload();
    await expect(tableRow(pageB, title).getByText('Item is bought by another buyer')).toBeVisible();
    await pageB.context().close();
  });

  await test.step('A rates the seller', async () => {
    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    await tableRow(page, title)
      .getByRole('button', { name: `Rate seller of ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Rate Tara Trader' });
    await dialog.getByRole('radio', { name: '5 stars' }).check();
    await dialog.getByLabel('Comment (optional)').fill('Met on time, console as described');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thanks for your review')).toBeVisible();
    await expect(tableRow(page, title).getByText('Rated')).toBeVisible();
  });

  await test.step("the rating shows on the product page's seller card and on the seller's page", async () => {
    const next = `Trading journey Kid Icarus ${Date.now()}`;
    await addProduct(seller, await categoryNamed('Nintendo'), next);
    await page.goto(`/search?q=${encodeURIComponent(next)}`);
    await productCard(page, next).getByRole('link', { name: next, exact: true }).click();
    const card = page.getByRole('region', { name: 'Tara Trader' });
    await expect(card.getByText('★ 5.0 (1)')).toBeVisible();
    await card.getByRole('link', { name: 'Tara Trader' }).click();
    await expect(page.getByRole('heading', { name: /Tara Trader/ })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' }).first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Reviews' }).getByText('Met on time, console as described'),
    ).toBeVisible();
    await expect(productCard(page, next)).toBeVisible();
  });
});

test('a buyer saves an item; it sells; Saved items shows it Sold and its page offers no Book', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Trading journey Mario Kart ${Date.now()}`;
  const { productId } = await sellerWithProduct('Tara Trader', title);
  const buyer = await signUpUser('buyer', 'Sofia Saver');

  await test.step('save it with the heart on the product page', async () => {
    await login(page, buyer.email);
    await page.goto(`/product/${productId}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  // Saved items are photo tiles: an article named by the title, a Sold badge once sold, the heart to forget it.
  const tile = productCard(page, title);
  await test.step('Saved items lists it, available', async () => {
    await openDashboard(page, 'Saved items');
    await expect(tile).toBeVisible();
    await expect(tile.getByText('Sold')).toHaveCount(0);
    await expect(tile.getByRole('button', { name: `Remove ${title} from saved items` })).toBeVisible();
  });

  await test.step('another buyer buys it; Saved items shows Sold, and the product cannot be booked', async () => {
    const rival = await signUpUser('buyer', 'Rafa Rival');
    await payBooking(rival, await bookProduct(rival, productId));
    await page.reload();
    await expect(tile.getByText('Sold', { exact: true })).toBeVisible();
    await tile.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`/product/${productId}`);
    await expect(page.getByRole('heading', { name: `${title} Sold` })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Book/ })).toHaveCount(0);
  });
});
