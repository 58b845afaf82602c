import type { Page } from '@playwright/test';
import { describeAtEachWidth, expectUsable, expectUsableDialog } from '../support/accessibility.js';
import { bookingsOf, sellerWithProduct, signUpUser } from '../support/fixtures.js';
import { signedIn, tableRow } from '../support/site.js';
import { expect, test } from '../support/test.js';

/**
 * Make an offer, in two browsers: the buyer offers $30.00 for a $40.00 listing, the seller counters
 * $35.00 in the conversation, the buyer accepts and pays exactly $35.00 with the test card; My
 * Orders shows the agreed price and "Offer accepted". Then the new parts are checked with axe.
 */

/** Pays the open payment page with the test card 4242. */
async function payWithTestCard(page: Page): Promise<void> {
  await expect(page.getByText('Test mode')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
}

test('an offer, a counter, an acceptance and a payment at the agreed price', async ({ browser }) => {
  test.setTimeout(150_000);
  const title = `Offered console ${Date.now()}`;
  const { seller, productId } = await sellerWithProduct('Otto Offers', title);
  const buyer = await signUpUser('buyer', 'Bo Bargain');
  const buyerPage = await signedIn(browser, buyer);
  const sellerPage = await signedIn(browser, seller);

  await test.step('the buyer offers $30.00 from the product page', async () => {
    await buyerPage.goto(`/product/${productId}`);
    await buyerPage.getByRole('button', { name: 'Make an offer' }).click();
    const dialog = buyerPage.getByRole('dialog');
    await expect(dialog.getByText('The listed price is $40.00. Offers from $20.00.')).toBeVisible();
    await dialog.getByLabel('Your offer').fill('30');
    await dialog.getByLabel('Message to the seller (optional)').fill('Would you take $30?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(buyerPage).toHaveURL(/\/dashboard\/messages\/.+/);
    await expect(buyerPage.getByRole('heading', { name: 'Your offer: $30.00' })).toBeVisible();
  });

  await test.step('the seller counters $35.00 in the conversation; the buyer sees it live', async () => {
    await sellerPage.goto('/dashboard/offers');
    await tableRow(sellerPage, title)
      .getByRole('link', { name: /Open conversation/ })
      .click();
    const card = sellerPage.getByRole('article', { name: 'Offer from Bo Bargain: $30.00' });
    await card.getByRole('button', { name: 'Counter' }).click();
    const dialog = sellerPage.getByRole('dialog');
    await dialog.getByLabel('Your counter-offer').fill('35');
    await dialog.getByRole('button', { name: 'Send counter-offer' }).click();
    await expect(sellerPage.getByRole('heading', { name: 'Your counter-offer: $35.00' })).toBeVisible();
    await expect(buyerPage.getByRole('heading', { name: 'Counter-offer from Otto Offers: $35.00' })).toBeVisible();
  });

  await test.step('the buyer accepts and pays exactly $35.00', async () => {
    const card = buyerPage.getByRole('article', { name: 'Counter-offer from Otto Offers: $35.00' });
    await card.getByRole('button', { name: 'Accept' }).click();
    await buyerPage.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await expect(buyerPage.getByRole('heading', { name: 'Agreed price: $35.00' })).toBeVisible();
    await buyerPage.getByRole('link', { name: 'Pay now' }).click();
    await expect(buyerPage.getByText('Please pay $35.00 for this product')).toBeVisible();
    await payWithTestCard(buyerPage);
    const [booking] = await bookingsOf(buyer);
    expect(booking).toMatchObject({ paid: true, price: 35 });
  });

  await test.step('My Orders shows the agreed price and "Offer accepted"; the seller sees it sold', async () => {
    await buyerPage.goto('/dashboard/myorders');
    const row = tableRow(buyerPage, title);
    await expect(row.getByText('$35.00')).toBeVisible();
    await expect(row.getByText('Offer accepted')).toBeVisible();
    await sellerPage.goto('/dashboard/mybookings');
    await expect(tableRow(sellerPage, title).getByText('Offer accepted')).toBeVisible();
  });
  await buyerPage.context().close();
  await sellerPage.context().close();
});

describeAtEachWidth('offers at {width} px', (phone) => {
  test('the offer dialog, the thread cards and the Offers page pass axe', async ({ browser }) => {
    test.setTimeout(120_000);
    const { seller, productId } = await sellerWithProduct('Olga Offers', `Axe offer console ${Date.now()}`);
    const buyer = await signUpUser('buyer', 'Axel Buyer');
    const page = await signedIn(browser, buyer);
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/product/${productId}`);
    await page.getByRole('button', { name: 'Make an offer' }).click();
    await expectUsableDialog(page, 'the offer dialog', page.getByRole('dialog'), phone);
    await page.getByRole('button', { name: 'Make an offer' }).click();
    await page.getByRole('dialog').getByLabel('Your offer').fill('25');
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expectUsable(
      page,
      'the thread with an offer card',
      page.getByRole('heading', { name: 'Your offer: $25.00' }),
      phone,
    );
    await page.goto('/dashboard/offers');
    await expectUsable(page, 'the Offers page', page.getByRole('link', { name: /Open conversation/ }).first(), phone);
    await page.context().close();

    const sellerPage = await signedIn(browser, seller);
    if (phone) await sellerPage.setViewportSize({ width: 390, height: 844 });
    await sellerPage.goto('/dashboard/offers');
    await sellerPage
      .getByRole('link', { name: /Open conversation/ })
      .first()
      .click();
    const card = sellerPage.getByRole('article', { name: 'Offer from Axel Buyer: $25.00' });
    await expectUsable(sellerPage, 'the seller’s offer card', card, phone);
    await card.getByRole('button', { name: 'Counter' }).click();
    await expectUsableDialog(sellerPage, 'the counter dialog', sellerPage.getByRole('dialog'), phone);
    await sellerPage.context().close();
  });
});
