import type { Page } from '@playwright/test';
import { deleteProduct, PRODUCT_DESCRIPTION, sellerWithProduct, signUpUser } from '../support/fixtures.js';
import {
  DEMO,
  carousel,
  expectOnCategoryPage,
  login,
  productCard,
  submitBooking,
  submitLogin,
} from '../support/site.js';
import { expect, test } from '../support/test.js';

/**
 * The storefront's journeys (issue 4): home with carousel and categories; Explore → login → back;
 * a buyer books and reports from a category page. The booking journey lists its own product
 * from a fresh seller and books it as a fresh buyer, so no other spec's data is touched.
 */

const categories = (page: Page) => page.getByRole('region', { name: 'Categories' });

test('a visitor sees the hero, the advertised carousel and the categories', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /best offers on bestselling games, at the best price/i,
  );

  await expect(carousel(page).getByRole('img').first()).toBeVisible();
  expect(await carousel(page).getByRole('img').count()).toBeGreaterThanOrEqual(1);
  await carousel(page).getByRole('button', { name: 'Next product' }).click();
  await carousel(page).getByRole('button', { name: 'Go to slide 2' }).click();
  await expect(carousel(page).getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');

  for (const name of ['PlayStation', 'Xbox', 'Nintendo', 'PC & Retro']) {
    await expect(categories(page).getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(categories(page).getByRole('link', { name: `Explore ${name}` })).toHaveAttribute(
      'href',
      /^\/category\/.+/,
    );
  }

  await page.getByRole('button', { name: 'Subscribe' }).scrollIntoViewIfNeeded();
  await page.getByLabel('Newsletter e-mail').fill('fan@replay.test');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
});

test('a visitor reads the blog', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'How does prototypal inheritance work?' })).toBeVisible();
});

test('Explore while signed out goes through login and back to the category', async ({ page }) => {
  await page.goto('/');
  await categories(page).getByRole('link', { name: 'Explore Xbox' }).click();

  await expect(page).toHaveURL('/login');
  await submitLogin(page, DEMO.buyer);

  await expect(page).toHaveURL(/\/category\/.+/);
  await expect(page.getByRole('heading', { name: 'Xbox', exact: true })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a buyer books and reports a product from its category page', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Storefront journey controller ${Date.now()}`;
  const { seller, category, productId } = await sellerWithProduct('Stella Storefront', title, 'Xbox');
  const buyer = await signUpUser('buyer', 'Bo Booker');

  try {
    await login(page, buyer.email);
    await expectOnCategoryPage(page, category._id, async () => {
      await expect(productCard(page, title)).toBeVisible({ timeout: 3_000 });
    });
    const card = productCard(page, title);
    await expect(card.getByText('Stella Storefront')).toBeVisible();
    await expect(card.getByText('33%')).toBeVisible();
    await expect(card.getByRole('img', { name: title })).toHaveJSProperty('width', 64);

    await test.step('book it', async () => {
      await card.getByRole('button', { name: `Book ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: `Book ${title}` });
      // What the buyer cannot change is text under its name, not a greyed input.
      await expect(dialog.getByRole('term')).toHaveText(['Name', 'Email', 'Product name', 'Price']);
      await expect(dialog.getByRole('definition')).toHaveText(['Bo Booker', buyer.email, title, '$40.00']);
      await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
      await submitBooking(page, title);

      await expect(page.getByText('Booking confirmed')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard\/payment\/.+/);
      await expect(page.getByRole('heading', { name: `Payment for ${title}` })).toBeVisible();
    });

    await test.step('a second booking is refused with a clear message', async () => {
      await page.goBack();
      await card.getByRole('button', { name: `Book ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: `Book ${title}` });
      await submitBooking(page, title);

      await expect(page.getByText('You have already booked this product')).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    await test.step('report it', async () => {
      await card.getByRole('button', { name: `Report ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm reporting this product' });
      await dialog.getByLabel('Reason').selectOption({ label: 'Misleading or wrong category' });
      await dialog.getByLabel('Details (optional)').fill('Listed under the wrong console.');
      await dialog.getByRole('button', { name: 'Confirm' }).click();

      await expect(page.getByText('Report Confirmed')).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    await test.step('See more opens the product page', async () => {
      await card.getByRole('link', { name: `See more about ${title}` }).click();
      await expect(page).toHaveURL(`/product/${productId}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText(PRODUCT_DESCRIPTION)).toBeVisible();
      // Booked already: the page offers to pay instead of Book.
      await expect(page.getByRole('link', { name: 'You booked this — Pay now' })).toBeVisible();
      await expect(page.getByRole('button', { name: `Book ${title}` })).toHaveCount(0);
    });
  } finally {
    await deleteProduct(seller, productId);
  }
});

test('sellers are told that only buyers can book', async ({ page }) => {
  await login(page, DEMO.seller);
  await page.goto('/');
  await categories(page).getByRole('link', { name: 'Explore Nintendo' }).click();

  const card = page.getByRole('article').first();
  await expect(card.getByText('Only buyers can book products.')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Book/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Report/ })).toBeVisible();
});
