import { describeAtEachWidth, expectUsable, expectUsableDialog } from '../support/accessibility.js';
import {
  productOf,
  reportProduct,
  sellerWithProduct,
  signUpModerator,
  signUpUser,
  type FreshUser,
} from '../support/fixtures.js';
import { DEMO, signedIn } from '../support/site.js';
import { expect, test } from '../support/test.js';

/**
 * Fair moderation, end to end: a visitor files a notice without signing in; the admin decides
 * "Listing removed" with a ground and the facts; the seller reads the statement in "Decisions about
 * me" and appeals; a second admin reverses the decision, and the listing is back. Then every new
 * page is checked with axe at each width.
 */

let moderator: FreshUser | undefined;
/** The second admin (ADMIN_EMAILS in global-setup), signed up once. */
async function theModerator(): Promise<FreshUser> {
  moderator ??= await signUpModerator('Mo Moderator');
  return moderator;
}

test('a notice, a decision with its statement, an appeal, a reversal by another admin', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const title = `Moderated console ${Date.now()}`;
  const { seller, productId } = await sellerWithProduct('Sam Moderated', title);
  const productUrl = `${baseURL}/product/${productId}`;

  await test.step('a visitor files a notice from the footer, without signing in', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Report content' }).click();
    await expect(page).toHaveURL('/report-content');
    await page.getByLabel('Link to the content').fill(productUrl);
    await page.getByLabel('Reason').selectOption('illegal');
    await page.getByLabel('Explanation').fill('This cartridge is a counterfeit: the label is a print.');
    await page.getByLabel('Your name').fill('Vic Visitor');
    await page.getByLabel('Your e-mail').fill('vic.visitor@replay.test');
    await page.getByRole('button', { name: 'Send notice' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Confirm that you send this notice in good faith' }),
    ).toBeVisible();
    await page.getByLabel('I believe in good faith that this information is accurate').check();
    await page.getByRole('button', { name: 'Send notice' }).click();
    await expect(page.getByRole('heading', { name: 'We received your notice' })).toBeVisible();
    await expect(page.getByText(/^N-[0-9A-F]{10}$/)).toBeVisible();
    await page.context().close();
  });

  await test.step('the admin finds the case in the queue and removes the listing, with a ground and the facts', async () => {
    const page = await signedIn(browser, { email: DEMO.admin });
    await page.goto('/dashboard/moderation');
    await page
      .getByRole('link', { name: `Open the case about ${title}` })
      .first()
      .click();
    await expect(page.getByText('This cartridge is a counterfeit: the label is a print.')).toBeVisible();
    await page.getByLabel('Action').selectOption('remove_listing');
    await page.getByLabel('Ground').selectOption('terms.prohibited_items');
    await page.getByLabel('Facts').fill('The photos show a reproduction label.');
    await page.getByRole('button', { name: 'Decide' }).click();
    await expect(page.getByText('Decision recorded')).toBeVisible();
    await page.context().close();
    await expect.poll(async () => (await productOf(productId).catch(() => undefined))?.title).toBeUndefined();
  });

  await test.step('the seller reads the statement in "Decisions about me" and appeals', async () => {
    const page = await signedIn(browser, seller);
    await page.goto('/dashboard');
    await page
      .getByRole('complementary', { name: 'Dashboard' })
      .getByRole('link', { name: 'Decisions about me' })
      .click();
    await expect(page).toHaveURL('/dashboard/decisions');
    await expect(page.getByText('The photos show a reproduction label.')).toBeVisible();
    await expect(
      page.getByText('This decision was made by a person on our team, not by an automated system.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Appeal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Appeal this decision' });
    await dialog
      .getByLabel('Why should we change this decision?')
      .fill('The cartridge is original; I have the receipt.');
    await dialog.getByRole('button', { name: 'Send appeal' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/Appeal sent on/)).toBeVisible();
    await page.context().close();
  });

  await test.step('a second admin reverses the decision; the listing is back', async () => {
    const page = await signedIn(browser, await theModerator());
    await page.goto('/dashboard/appeals');
    await page.getByRole('button', { name: `Decide the appeal of ${seller.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Decide the appeal' });
    await dialog.getByLabel('Reverse the decision').check();
    await dialog.getByLabel('Reason').fill('The receipt shows the cartridge is original.');
    await dialog.getByRole('button', { name: 'Decide' }).click();
    await expect(dialog).toBeHidden();
    await page.context().close();
    await expect.poll(async () => (await productOf(productId).catch(() => undefined))?.title).toBe(title);
  });
});

describeAtEachWidth('moderation pages at {width} px', (phone) => {
  test('the notice form, transparency, Decisions about me, the queue, a case and the appeals pass axe', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const visitor = await (
      await browser.newContext({ viewport: phone ? { width: 390, height: 844 } : undefined })
    ).newPage();
    await visitor.goto('/report-content');
    await expectUsable(visitor, 'the notice form', visitor.getByRole('button', { name: 'Send notice' }), phone);
    await visitor.goto('/transparency');
    await expectUsable(visitor, 'transparency', visitor.getByRole('heading', { name: /Figures for/ }), phone);
    await visitor.context().close();

    const { seller, productId } = await sellerWithProduct('Dee Decided', `Decided console ${Date.now()}`);
    // An open case of the queue's own.
    await reportProduct(await signUpUser('buyer', 'Rita Reporter'), productId);
    const page = await signedIn(browser, seller);
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/decisions');
    await expectUsable(page, 'Decisions about me', page.getByText('No decisions about you'), phone);
    await page.context().close();

    const admin = await signedIn(browser, { email: DEMO.admin });
    if (phone) await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto('/dashboard/moderation');
    const open = admin.getByRole('link', { name: /^Open the case about/ }).first();
    await expectUsable(admin, 'the moderation queue', open, phone);
    await open.click();
    await expectUsable(admin, 'a case', admin.getByRole('heading', { name: /^Case:/ }), phone);
    await admin.goto('/dashboard/appeals?state=reversed');
    await expectUsable(admin, 'the appeals', admin.getByRole('heading', { name: 'Appeals' }), phone);
    await admin.goto('/dashboard/appeals');
    const decide = admin.getByRole('button', { name: /^Decide the appeal of/ }).first();
    if (await decide.isVisible()) {
      await decide.click();
      await expectUsableDialog(admin, 'the appeal dialog', admin.getByRole('dialog'), phone);
    }
    await admin.context().close();
  });
});
