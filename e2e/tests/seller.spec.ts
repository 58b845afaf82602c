import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  carousel,
  chooseMoreAction,
  drawer,
  drawerLinks,
  fillProductForm,
  mainNav,
  signUpWithForm,
  tableRow as productRow,
} from '../support/site.js';
import { expect, test } from '../support/test.js';

/**
 * The seller's journeys: a new seller signs up, adds a product with a photo, sees it
 * in My Products and on its category page, advertises it (home carousel), deletes it (gone
 * everywhere). The seller and the product are new, so the demo data other specs use is untouched.
 */

const seedImage = (name: string) => fileURLToPath(new URL(`../../server/seed-images/${name}`, import.meta.url));
const PRODUCT_PHOTO = seedImage('demo-category-nintendo.jpg');
const AVATAR = readFileSync(seedImage('demo-avatar-seller.jpg'));
/** Text dressed up as a PNG: passes the file picker's filter, refused by the server by content. */
const NOT_AN_IMAGE = { name: 'cartridge.png', mimeType: 'image/png', buffer: Buffer.from('definitely not a picture') };

const CATEGORY = 'Nintendo';

async function openDashboardPage(page: Page, link: 'Add Product' | 'My Products'): Promise<void> {
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await drawer(page).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: link })).toBeVisible();
}

async function openCategory(page: Page): Promise<void> {
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: `Explore ${CATEGORY}` }).click();
  await expect(page).toHaveURL(/\/category\//);
}

test('a new seller adds, advertises and deletes a product', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Seller journey Zelda cartridge ${stamp}`;

  await test.step('sign up as a seller', async () => {
    await signUpWithForm(page, {
      name: 'Sid Seller',
      email: `new-seller-${stamp}@replay.test`,
      role: 'seller',
      image: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: AVATAR },
    });
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(drawer(page).getByRole('navigation').getByRole('link')).toHaveText(drawerLinks('seller'));
  });

  await test.step('My Products starts empty', async () => {
    await drawer(page).getByRole('link', { name: 'My Products' }).click();
    await expect(page.getByText("You haven't add any Product yet")).toBeVisible();
  });

  await test.step('the form explains what is missing', async () => {
    await drawer(page).getByRole('link', { name: 'Add Product' }).click();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('At least one photo is required')).toBeVisible();
  });

  await test.step('a refused upload keeps what was typed', async () => {
    await fillProductForm(page, {
      title,
      category: CATEGORY,
      condition: 'Good',
      description: 'Cartridge only, tested and working. Some wear on the label.',
      location: 'Porto',
      mobile: '+351 912 345 678',
      originalPrice: '59.99',
      resalePrice: '34.5',
      yearsOfUse: '3',
      purchaseYear: '2020',
    });
    await page.getByLabel('Add photos').setInputFiles(NOT_AN_IMAGE);
    await page.getByRole('button', { name: 'Add Product' }).click();

    await expect(page.getByLabel('Add more photos')).toHaveAccessibleDescription(
      'Only JPEG, PNG, WebP or GIF images are accepted',
    );
    await expect(page).toHaveURL('/dashboard/addproduct');
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Resale price')).toHaveValue('34.5');
  });

  await test.step('with a real photo the product is added', async () => {
    await chooseMoreAction(page, 'photo 1', 'Remove');
    await page.getByLabel('Add photos').setInputFiles(PRODUCT_PHOTO);
    await page.getByRole('button', { name: 'Add Product' }).click();

    await expect(page.getByText('Product Added Successfully')).toBeVisible();
    await expect(page).toHaveURL('/dashboard/myproducts');
    const row = productRow(page, title);
    await expect(row).toContainText('$34.50');
    await expect(row).toContainText('Available');
    // One primary action in sight, the rest behind "More actions for {title}".
    await expect(row.getByRole('button', { name: `Advertise ${title}`, exact: true })).toBeVisible();
    await row.getByRole('button', { name: `More actions for ${title}`, exact: true }).click();
    const menu = page.getByRole('menu', { name: `More actions for ${title}` });
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Edit',
      'Advertise',
      'Close',
      'Mark as sold elsewhere',
      'Delete',
    ]);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(row.getByRole('button', { name: `More actions for ${title}`, exact: true })).toBeFocused();
  });

  await test.step('it shows on its category page with the uploaded photo', async () => {
    await openCategory(page);
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: title })).toHaveAttribute('src', /\/images\/.+\.jpg\?w=\d+$/);
  });

  await test.step('advertising it puts it in the home carousel', async () => {
    await openDashboardPage(page, 'My Products');
    await productRow(page, title).getByRole('button', { name: 'Advertise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Advertise this product?' });
    await dialog.getByRole('button', { name: 'Advertise' }).click();

    await expect(page.getByText('Advertise confirmed')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(productRow(page, title).getByText('Advertised')).toBeVisible();
    await expect(productRow(page, title).getByRole('button', { name: 'Advertise' })).toHaveCount(0);

    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(carousel(page).getByRole('img', { name: title })).toHaveCount(1);
  });

  await test.step('deleting it removes it everywhere', async () => {
    await openDashboardPage(page, 'My Products');
    await chooseMoreAction(productRow(page, title), title, 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByRole('button', { name: 'Yes' }).click();

    await expect(page.getByText('Product Delete Confirmed')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("You haven't add any Product yet")).toBeVisible();

    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(carousel(page).getByRole('img').first()).toBeVisible();
    await expect(carousel(page).getByRole('img', { name: title })).toHaveCount(0);

    await page.getByRole('link', { name: `Explore ${CATEGORY}` }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);

    // A fresh load too, not only the client's cache.
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  });
});
