import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { describeAtEachWidth, expectUsable, expectUsableDialog } from '../support/accessibility.js';
import {
  addProduct,
  categoryNamed,
  closeProduct,
  imageBytes,
  productOf,
  saveProduct,
  signUpUser,
  uploadPhoto,
  type Category,
  type FreshUser,
} from '../support/fixtures.js';
import { chooseMoreAction, fillProductForm, login, tableRow } from '../support/site.js';
import { expect, test } from '../support/test.js';

/**
 * Listings a seller manages: a listing with three photos, reordered with the keyboard alone, its
 * title edited; the buyer's product page shows the new cover and title; closed, it leaves the
 * category page and the buyer's saved items read Closed. Then the new pages under axe at 1280 and
 * 390 px.
 */

const seedImage = (name: string) => fileURLToPath(new URL(`../../server/seed-images/${name}`, import.meta.url));
const [FIRST, SECOND, THIRD] = ['demo-product-snes.jpg', 'demo-product-gbc.jpg', 'demo-product-megadrive.jpg'].map(
  seedImage,
) as [string, string, string];

/** The list item of the photo at `position` (1-based) in the form. */
const photo = (page: Page, position: number) =>
  page.getByRole('listitem', { name: new RegExp(`^Photo ${position} of \\d+`) });
const photoSource = (page: Page, position: number) =>
  photo(page, position).getByRole('presentation').getAttribute('src');

let category: Category;
test.beforeAll(async () => {
  category = await categoryNamed('PC & Retro');
});

test('a seller adds three photos, reorders them with the keyboard, edits the title, closes the listing', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const title = `Retro trio ${stamp}`;
  const edited = `Retro trio, boxed ${stamp}`;
  const seller = await signUpUser('seller', 'Lena Lister');
  const buyer = await signUpUser('buyer', 'Sam Saver');
  let productId = '';

  await test.step('the seller fills Add Product with three photos', async () => {
    await login(page, seller.email);
    await page.goto('/dashboard/addproduct');
    await fillProductForm(page, {
      title,
      category: category.category_name,
      condition: 'Excellent',
      description: 'Three consoles in one listing, each photographed.',
      location: 'Leeds',
      mobile: '+44 113 496 0000',
      originalPrice: '300',
      resalePrice: '180',
      yearsOfUse: '10',
      purchaseYear: '2012',
    });
    await page.getByLabel('Add photos').setInputFiles([FIRST, SECOND, THIRD]);
    await expect(page.getByRole('listitem', { name: /^Photo \d of 3/ })).toHaveCount(3);
    await expect(photo(page, 1)).toContainText('Cover');
  });

  await test.step('and reorders them with the keyboard alone', async () => {
    const [a, b, c] = [await photoSource(page, 1), await photoSource(page, 2), await photoSource(page, 3)];
    // Drag the third photo to the front: Space picks it up, the arrows move it, Space drops it.
    // Each step is announced (the drag-and-drop library's live region).
    const announced = (text: string) => expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
    const handle = photo(page, 3).getByRole('button', { name: 'Drag photo 3' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowLeft');
    await announced('Photo 3 is over position 2.');
    await page.keyboard.press('ArrowLeft');
    await announced('Photo 3 is over position 1.');
    await page.keyboard.press('Space');
    await announced('Photo 3 dropped at position 1, the cover.');
    await expect.poll(() => photoSource(page, 1)).toBe(c);
    expect([await photoSource(page, 2), await photoSource(page, 3)]).toEqual([a, b]);
    // Then the last photo one place earlier, with its menu: Tab from its handle, Enter opens the
    // menu on its first item, ArrowDown to Move left, Enter; the focus follows the photo.
    await photo(page, 3).getByRole('button', { name: 'Drag photo 3' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'More actions for photo 3', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'More actions for photo 3' });
    await expect(menu.getByRole('menuitem', { name: 'Make cover' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Move left' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => photoSource(page, 2)).toBe(b);
    expect(await photoSource(page, 3)).toBe(a);
    await expect(page.getByRole('button', { name: 'More actions for photo 2', exact: true })).toBeFocused();
  });

  await test.step('the listing is saved with the photos in that order', async () => {
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product Added Successfully')).toBeVisible();
    await expect(page).toHaveURL('/dashboard/myproducts');
    const row = tableRow(page, title);
    await expect(row).toContainText('Available');
    await row.getByRole('button', { name: `More actions for ${title}`, exact: true }).click();
    const edit = page.getByRole('menu', { name: `More actions for ${title}` }).getByRole('menuitem', { name: 'Edit' });
    const href = await edit.getAttribute('href');
    await page.keyboard.press('Escape');
    productId = /\/dashboard\/products\/([^/]+)\/edit$/.exec(href ?? '')![1]!;
    const { images } = await productOf(productId);
    expect(await Promise.all(images.map(imageBytes))).toEqual([THIRD, SECOND, FIRST].map((file) => readFileSync(file)));
  });

  await test.step('the seller edits the title', async () => {
    await chooseMoreAction(tableRow(page, title), title, 'Edit');
    await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByRole('listitem', { name: /^Photo \d of 3/ })).toHaveCount(3);
    await page.getByLabel('Title').fill(edited);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Product Updated')).toBeVisible();
    await expect(page).toHaveURL('/dashboard/myproducts');
    await expect(tableRow(page, edited)).toContainText('Available');
  });

  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await test.step("the buyer's product page shows the new cover and title", async () => {
    await saveProduct(buyer, productId);
    await login(buyerPage, buyer.email);
    await buyerPage.goto(`/category/${category._id}`);
    await expect(buyerPage.getByRole('article', { name: edited })).toBeVisible();
    await buyerPage.goto(`/product/${productId}`);
    await expect(buyerPage.getByRole('heading', { name: edited })).toBeVisible();
    const { images } = await productOf(productId);
    const gallery = buyerPage.getByRole('region', { name: `Photos of ${edited}` });
    await expect(gallery.getByRole('img').first()).toHaveAttribute('src', `${images[0]}?w=640`);
    await expect(buyerPage.getByRole('button', { name: /^Show photo/ })).toHaveCount(3);
    await expect(buyerPage.locator('meta[name="robots"]')).toHaveCount(0);
  });

  await test.step('the seller closes it', async () => {
    await chooseMoreAction(tableRow(page, edited), edited, 'Close');
    const dialog = page.getByRole('dialog', { name: 'Close this listing?' });
    await dialog.getByRole('button', { name: 'Close listing' }).click();
    await expect(page.getByText('Listing closed')).toBeVisible();
    await expect(tableRow(page, edited)).toContainText('Closed');
    await expect(tableRow(page, edited).getByRole('button', { name: `Reopen ${edited}` })).toBeVisible();
  });

  await test.step('it leaves the category page; saved items read Closed; its page reads No longer available', async () => {
    await buyerPage.goto(`/category/${category._id}`);
    await expect(buyerPage.getByRole('article').first()).toBeVisible();
    await expect(buyerPage.getByRole('article', { name: edited })).toHaveCount(0);
    await buyerPage.goto('/dashboard/saved');
    await expect(buyerPage.getByRole('article', { name: edited })).toContainText('Closed');
    await buyerPage.goto(`/product/${productId}`);
    await expect(buyerPage.getByRole('heading', { name: `${edited} No longer available` })).toBeVisible();
    await expect(buyerPage.getByRole('button', { name: /^Book/ })).toHaveCount(0);
    await expect(buyerPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
  await buyerContext.close();
});

test.describe('the listing pages under axe', () => {
  let seller: FreshUser;
  let buyer: FreshUser;
  let productId: string;
  let closedId: string;
  const gallery = `Gallery console ${Date.now()}`;

  test.beforeAll(async () => {
    seller = await signUpUser('seller', 'Axel Lister');
    buyer = await signUpUser('buyer', 'Ava Buyer');
    const photos = [];
    for (const file of [FIRST, SECOND, THIRD])
      photos.push(await uploadPhoto(seller, { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: readFileSync(file) }));
    productId = await addProduct(seller, category, gallery, { images: photos });
    closedId = await addProduct(seller, category, `Closed console ${Date.now()}`, { images: photos.slice(0, 1) });
    await closeProduct(seller, closedId);
  });

  describeAtEachWidth('at {width} px', (phone) => {
    test("the seller's listing pages", async ({ page }) => {
      test.setTimeout(120_000);
      await login(page, seller.email);
      await page.goto('/dashboard/addproduct');
      await page.getByLabel('Add photos').setInputFiles([FIRST, SECOND]);
      await expectUsable(page, 'add product with photos', page.getByRole('listitem', { name: /^Photo 2 of 2/ }), phone);
      await page.goto(`/dashboard/products/${productId}/edit`);
      await expectUsable(page, 'edit product', page.getByRole('listitem', { name: /^Photo 3 of 3/ }), phone);
      await page.goto('/dashboard/myproducts');
      await expect(page.getByRole('row').filter({ hasText: 'Closed console' })).toContainText('Closed');
      await page.getByRole('button', { name: `More actions for ${gallery}`, exact: true }).click();
      await expectUsable(
        page,
        'my products menu',
        page.getByRole('menu', { name: `More actions for ${gallery}` }),
        phone,
      );
      await page.keyboard.press('Escape');
      await chooseMoreAction(page, gallery, 'Close');
      await expectUsable(page, 'close dialog', page.getByRole('dialog', { name: 'Close this listing?' }), phone);
      await page.keyboard.press('Escape');
      await chooseMoreAction(page, gallery, 'Mark as sold elsewhere');
      await expectUsableDialog(
        page,
        'sold elsewhere dialog',
        page.getByRole('dialog', { name: 'Mark as sold elsewhere?' }),
        phone,
      );
    });

    test('a gallery and a closed listing, as a buyer sees them', async ({ page }) => {
      test.setTimeout(120_000);
      await login(page, buyer.email);
      await page.goto(`/product/${productId}`);
      await expectUsable(page, 'product gallery', page.getByRole('button', { name: 'Show photo 3 of 3' }), phone);
      await page.goto(`/product/${closedId}`);
      await expectUsable(page, 'closed product', page.getByRole('heading', { name: /No longer available/ }), phone);
    });
  });
});
