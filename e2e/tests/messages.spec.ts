import type { Locator, Page } from '@playwright/test';
import { bookProduct, sellerWithProduct, signUpUser } from '../support/fixtures.js';
import { drawer, login, signedIn, useUntilLive } from '../support/site.js';
import { expect, test } from '../support/test.js';

/**
 * Talking inside Replay Market, in two browsers: a buyer asks about a product, the seller's drawer
 * counts the message without a reload, the seller replies and the buyer reads it live; the buyer
 * blocks the seller and the seller's next message is refused. Then the thread with the keyboard
 * alone, and the ways in from My Orders and My Bookings.
 */

const messagesLink = (page: Page) =>
  drawer(page)
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: /^Messages/ });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Your message' });
const thread = (page: Page) => page.getByRole('log');

/** A mark on this document: a reload would drop it. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as { stillHere?: boolean }).stillHere);

test("a buyer asks; the seller's drawer counts it live; the reply reaches the buyer live; a block refuses the next message", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `Talk journey Game Boy ${Date.now()}`;
  const { seller, productId } = await sellerWithProduct('Sol Seller', title);
  const buyer = await signUpUser('buyer', 'Bea Buyer');

  const sellerPage = await signedIn(browser, seller);
  await test.step('the seller has no unread message', async () => {
    await sellerPage.goto('/dashboard/myproducts');
    await expect(messagesLink(sellerPage)).toHaveAccessibleName('Messages');
    // The seller uses the page (the live stream opens at the first intent; until then the counts poll).
    await useUntilLive(sellerPage, messagesLink(sellerPage));
    await markDocument(sellerPage);
  });

  let sentAt = 0;
  await test.step('the buyer asks the seller from the product page', async () => {
    await login(page, buyer.email);
    await page.goto(`/product/${productId}`);
    await page.getByRole('button', { name: 'Ask the seller' }).click();
    await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sol Seller' })).toBeVisible();
    await expect(page.getByText(`About ${title}`)).toBeVisible();
    await composer(page).fill('Does it come with the box?');
    await composer(page).press('Enter');
    sentAt = Date.now();
    await expect(thread(page).getByText('Does it come with the box?')).toBeVisible();
    await expect(thread(page).getByText('Sending…')).toBeHidden();
    await markDocument(page);
  });

  await test.step("the seller's drawer shows 1 unread without a reload", async () => {
    await expect(messagesLink(sellerPage)).toHaveAccessibleName('Messages 1 unread', { timeout: 10_000 });
    test.info().annotations.push({ type: 'live delay (ms)', description: String(Date.now() - sentAt) });
    expect(await stillSameDocument(sellerPage)).toBe(true);
  });

  await test.step('the seller opens the conversation from the inbox and replies', async () => {
    await messagesLink(sellerPage).click();
    await expect(sellerPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const row = sellerPage.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: title });
    await expect(row).toContainText('Bea Buyer');
    await expect(row).toContainText('Does it come with the box?');
    await expect(row).toContainText('1 unread');
    await row.click();
    await expect(thread(sellerPage).getByText('Does it come with the box?')).toBeVisible();
    // Read: the drawer's count goes.
    await expect(messagesLink(sellerPage)).toHaveAccessibleName('Messages');
    await composer(sellerPage).fill('Yes, boxed, with both cables.');
    await composer(sellerPage).press('Enter');
    await expect(thread(sellerPage).getByText('Sending…')).toBeHidden();
  });

  await test.step('the buyer sees the reply live', async () => {
    await expect(thread(page).getByText('Yes, boxed, with both cables.')).toBeVisible({ timeout: 10_000 });
    expect(await stillSameDocument(page)).toBe(true);
  });

  await test.step("the buyer blocks the seller; the seller's next message is refused", async () => {
    await page.getByRole('button', { name: 'Block Sol Seller' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block Sol Seller?' });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('You blocked Sol Seller: neither of you can send messages.')).toBeVisible();
    await expect(composer(page)).toBeDisabled();

    await composer(sellerPage).fill('Are you still there?');
    await composer(sellerPage).press('Enter');
    await expect(thread(sellerPage).getByText("Not sent: You can't message this user")).toBeVisible();
    await expect(thread(sellerPage).getByRole('button', { name: 'Retry' })).toBeVisible();
  });
  await sellerPage.context().close();
});

/** Presses Tab until `target` has focus; fails when it never gets it. */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} never received focus after ${max} presses of Tab`);
}

test('the thread with the keyboard alone, reached from My Orders and My Bookings', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const title = `Keyboard talk Zelda ${Date.now()}`;
  const { seller, productId } = await sellerWithProduct('Kit Seller', title);
  const buyer = await signUpUser('buyer', 'Kai Buyer');
  await bookProduct(buyer, productId);

  await test.step('the seller messages the buyer who booked, from My Bookings', async () => {
    const sellerPage = await signedIn(browser, seller);
    await sellerPage.goto('/dashboard/mybookings');
    await sellerPage.getByRole('button', { name: `Message Kai Buyer about ${title}` }).click();
    await expect(sellerPage.getByRole('heading', { level: 1, name: 'Kai Buyer' })).toBeVisible();
    await composer(sellerPage).fill('Thanks for booking! When can you come?');
    await composer(sellerPage).press('Enter');
    await expect(thread(sellerPage).getByText('Sending…')).toBeHidden();
    await sellerPage.context().close();
  });

  await test.step('the buyer opens the same conversation from My Orders', async () => {
    await login(page, buyer.email);
    await page.goto('/dashboard/myorders');
    const message = page.getByRole('button', { name: `Message seller of ${title}` });
    await tabTo(page, message);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Kit Seller' })).toBeVisible();
    await expect(thread(page).getByText('Thanks for booking! When can you come?')).toBeVisible();
  });

  await test.step('Enter sends, Shift+Enter starts a new line', async () => {
    await tabTo(page, composer(page));
    await page.keyboard.type('Saturday at 10?');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('At the station.');
    await page.keyboard.press('Enter');
    await expect(thread(page).getByText('Saturday at 10? At the station.', { exact: false })).toBeVisible();
    await expect(composer(page)).toHaveValue('');
    await expect(composer(page)).toBeFocused();
    const sent = thread(page).getByRole('listitem').last().locator('p');
    expect(await sent.evaluate((element) => element.textContent)).toBe('Saturday at 10?\nAt the station.');
  });

  await test.step('the report dialog, by keyboard: it takes focus, Escape closes it and focus comes back', async () => {
    const report = thread(page).getByRole('button', { name: 'Report this message from Kit Seller' });
    await tabTo(page, report);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Report this message' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(report).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('radio', { name: 'Something else' }));
    await page.keyboard.press('ArrowUp');
    await expect(dialog.getByRole('radio', { name: 'Offensive' })).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Report' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Thank you: an admin will review this message')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the block dialog by keyboard, cancelled', async () => {
    const block = page.getByRole('button', { name: 'Block Kit Seller' });
    await tabTo(page, block);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Block Kit Seller?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(block).toBeFocused();
  });
});
