import type { Locator, Page } from '@playwright/test';
import { DEMO, drawer, expectOnCategoryPage, login, productCard, submitLogin, tableRow } from '../support/site.js';
import { accessTokenOf, buyerBookings, deleteUsers, sellerWithProduct, signUpUser } from '../support/fixtures.js';
import { expect, test } from '../support/test.js';

/**
 * The admin's journeys (issue 7). Each makes its own users and products and removes them
 * afterwards, so the demo data other specs rely on is never touched.
 */

/** The photo, initials or product picture of a table row's Name cell. */
const picture = (row: Locator) => row.locator('img[alt=""], [aria-hidden="true"]').first();

/** Waits until the category page no longer lists `title` (the API caches public lists for a few seconds). */
const expectGoneFromCategory = (page: Page, categoryId: string, title: string) =>
  expectOnCategoryPage(page, categoryId, async () => {
    await expect(productCard(page, title)).toHaveCount(0, { timeout: 1_000 });
  });

async function confirmDelete(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
}

test('the admin verifies a new seller and the Verified badge shows on their products', async ({ page }) => {
  const title = `Verify journey cartridge ${Date.now()}`;
  const { seller, category } = await sellerWithProduct('Vera Verify', title, 'PC & Retro');
  await login(page, DEMO.admin);

  try {
    await expectOnCategoryPage(page, category._id, async () => {
      await expect(productCard(page, title)).toBeVisible({ timeout: 2_000 });
    });
    await expect(productCard(page, title).getByText('Verified', { exact: true })).toHaveCount(0);

    await page.goto('/dashboard');
    await drawer(page).getByRole('link', { name: 'All Sellers' }).click();
    await expect(page.getByRole('heading', { name: 'All Sellers' })).toBeVisible();
    const row = tableRow(page, seller.email);
    // The picture beside the name is decorative (hidden from screen readers: the name is written).
    await expect(row.getByText(seller.name, { exact: true })).toBeVisible();
    await expect(picture(row)).toBeVisible();
    await expect(row.getByText('Verified', { exact: true })).toHaveCount(0);

    await row.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify this seller?' });
    await expect(dialog).toContainText(seller.email);
    await dialog.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByText('Seller Verified')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Verify' })).toHaveCount(0);

    await expectOnCategoryPage(page, category._id, async () => {
      await expect(productCard(page, title).getByText('Verified', { exact: true })).toBeVisible({ timeout: 2_000 });
    });
  } finally {
    await deleteUsers(await accessTokenOf(page), [{ role: 'seller', email: seller.email }]);
  }
});

test('the admin deletes a seller and their products leave the storefront', async ({ page }) => {
  const title = `Deleted seller console ${Date.now()}`;
  const { seller, category } = await sellerWithProduct('Sid Soongone', title, 'Xbox');
  await login(page, DEMO.admin);

  try {
    await page.goto('/dashboard/allsellers');
    const row = tableRow(page, seller.email);
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toContainText(
      'will be deleted with their products',
    );
    await confirmDelete(page);

    await expect(page.getByText('Seller deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expectGoneFromCategory(page, category._id, title);
  } finally {
    await deleteUsers(await accessTokenOf(page), [{ role: 'seller', email: seller.email }]);
  }
});

test('a buyer reports a product; the admin deletes it and it leaves its category', async ({ page, browser }) => {
  const title = `Reported journey game ${Date.now()}`;
  const { seller, category } = await sellerWithProduct('Rita Reported', title);
  const buyer = await signUpUser('buyer', 'Rob Reporter');

  await login(page, buyer.email);
  await expectOnCategoryPage(page, category._id, async () => {
    await expect(productCard(page, title)).toBeVisible({ timeout: 2_000 });
  });
  await productCard(page, title)
    .getByRole('button', { name: `Report ${title}` })
    .click();
  const reportDialog = page.getByRole('dialog', { name: 'Confirm reporting this product' });
  await reportDialog.getByLabel('Reason').selectOption({ label: 'Scam or fraud' });
  await reportDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Report Confirmed')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await login(admin, DEMO.admin);
    await admin.goto('/dashboard/reports');
    await expect(admin.getByRole('heading', { name: 'Reported Items' })).toBeVisible();
    const row = tableRow(admin, title);
    // The picture beside the name is decorative (hidden from screen readers: the name is written).
    await expect(row.getByText(title, { exact: true })).toBeVisible();
    await expect(picture(row)).toBeVisible();
    await expect(row).toContainText('1 report');
    await expect(row).toContainText('Scam or fraud (1)');

    await row.getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(admin);

    await expect(admin.getByText('Product Delete Confirmed')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expectGoneFromCategory(admin, category._id, title);
  } finally {
    await deleteUsers(await accessTokenOf(admin), [
      { role: 'seller', email: seller.email },
      { role: 'buyer', email: buyer.email },
    ]);
    await adminContext.close();
  }
});

test('the admin deletes a buyer, who can then no longer sign in or use the API', async ({ page, browser }) => {
  const buyer = await signUpUser('buyer', 'Dan Departed');
  expect((await buyerBookings(buyer)).status).toBe(200);
  await login(page, DEMO.admin);

  await page.goto('/dashboard/allbuyer');
  await expect(page.getByRole('heading', { name: 'All Buyers' })).toBeVisible();
  const row = tableRow(page, buyer.email);
  // The picture beside the name is decorative (hidden from screen readers: the name is written).
  await expect(row.getByText(buyer.name, { exact: true })).toBeVisible();
  await expect(picture(row)).toBeVisible();
  // Admins are never listed, so no admin can delete themself or another admin here.
  await expect(tableRow(page, DEMO.admin)).toHaveCount(0);

  await row.getByRole('button', { name: 'Delete' }).click();
  await confirmDelete(page);
  await expect(page.getByText('Buyer deleted')).toBeVisible();
  await expect(row).toHaveCount(0);

  const refused = await buyerBookings(buyer);
  expect(refused.status).toBe(401);
  expect(refused.body.message).toBe('This account has been closed');

  const buyerContext = await browser.newContext();
  const signIn = await buyerContext.newPage();
  try {
    await signIn.goto('/login');
    await submitLogin(signIn, buyer.email);
    // The sign-in account was removed (an admin's deletion is the owner's own path).
    await expect(signIn.getByRole('alert').filter({ hasText: 'Wrong e-mail or password' }).first()).toBeVisible();
    await expect(signIn.getByText(/auth\/|Firebase:/)).toHaveCount(0);
    await expect(signIn).toHaveURL('/login');
  } finally {
    await buyerContext.close();
  }
});
