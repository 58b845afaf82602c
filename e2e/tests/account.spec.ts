import { describeAtEachWidth, expectUsable } from '../support/accessibility.js';
import { freshEmail, latestOobCode, sellerWithProduct, signUpUser } from '../support/fixtures.js';
import { actionLinkIn, newestMail } from '../support/mail.js';
import { login, submitLogin } from '../support/site.js';
import { expect, test } from '../support/test.js';

/**
 * An account of one's own: a forgotten password reset through the mailed link, a new account
 * confirmed before it writes to a seller, a new name on the seller page at once, the account
 * deleted with the keyboard alone, an address taken by someone who knew the password and given
 * back by its owner, and every new page clean for axe on a desktop and a phone. The links are the
 * emulator's codes (the mails carry the same ones) or read from the mails themselves.
 */

/** What a page says when the API has ended the user's sessions (@replay/contract's SESSION_ENDED_MESSAGE). */
const SESSION_ENDED = 'Your session has ended; please sign in again';

test('forgot password → the mailed link → a new password → sign in with it', async ({ page }) => {
  const user = await signUpUser('buyer', 'Fay Forgetful');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account uses ${user.email}, we sent it a link`)).toBeVisible();

  await page.goto(`/auth/action?mode=resetPassword&oobCode=${await latestOobCode(user.email, 'PASSWORD_RESET')}`);
  await page.getByLabel('New password').fill('fresh-pass-42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();

  await page.goto('/login');
  await submitLogin(page, user.email, 'fresh-pass-42');
  await expect(page.getByText('Login Successfully')).toBeVisible();
});

test('sign up → confirm the address → start a conversation', async ({ page }) => {
  const { productId } = await sellerWithProduct('Cora Confirmed', `Confirm journey ${Date.now()}`);
  const buyer = await signUpUser('buyer', 'Uma Unconfirmed', { confirmed: false });
  await login(page, buyer.email);
  await page.goto('/dashboard/myorders');
  await expect(page.getByText('Please confirm your e-mail address')).toBeVisible();
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Ask the seller' }).click();
  await expect(page.getByText('Confirm your e-mail address first')).toBeVisible();

  await page.goto(`/auth/action?mode=verifyEmail&oobCode=${await latestOobCode(buyer.email, 'VERIFY_EMAIL')}`);
  await expect(page.getByText(`Thank you: ${buyer.email} is confirmed.`)).toBeVisible();
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Ask the seller' }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
});

test('edit the profile → the seller page shows the new name', async ({ page }) => {
  const { seller, productId } = await sellerWithProduct('Old Name', `Rename journey ${Date.now()}`);
  await login(page, seller.email);
  await page.goto('/dashboard/account');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Brand New Name');
  await page.getByLabel('Default meeting place').fill('Central library');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.goto(`/product/${productId}`);
  await page
    .getByRole('link', { name: /Brand New Name/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/seller\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Brand New Name' }).first()).toBeVisible();
});

test('delete the account with the keyboard alone', async ({ page }) => {
  const user = await signUpUser('buyer', 'Del Keyboard');
  await login(page, user.email);
  await page.goto('/dashboard/account');
  const open = page.getByRole('button', { name: 'Delete my account' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Password').focus();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Tab');
  await page.keyboard.type('DELETE');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your account was deleted')).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.goto('/login');
  await submitLogin(page, user.email);
  await expect(page.getByRole('alert')).toBeVisible();
});

test("someone who knew the password takes the address; the owner's undo signs them out at their next request", async ({
  page,
  browser,
}) => {
  const owner = await signUpUser('buyer', 'Olive Owner');
  const takenEmail = freshEmail('e2e-taker');
  const taker = await (await browser.newContext()).newPage();

  await test.step('signed in with the password in another browser, the taker moves the account to their address', async () => {
    await login(taker, owner.email);
    await taker.goto('/dashboard/account');
    await taker.getByLabel('New e-mail address').fill(takenEmail);
    await taker.getByLabel('Current password').fill(owner.password);
    await taker.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(taker.getByText(`We sent a link to ${takenEmail}.`)).toBeVisible();
    const mail = await newestMail(takenEmail, 'Confirm your new e-mail address');
    await taker.goto(actionLinkIn(mail, 'verifyAndChangeEmail'));
    await expect(taker.getByText(`Your account now uses ${takenEmail}.`)).toBeVisible();
  });

  await test.step('the change ended the sessions started before it; the taker signs in with the new address', async () => {
    await taker.goto('/dashboard/account');
    await expect(taker).toHaveURL('/login');
    await submitLogin(taker, takenEmail);
    await expect(taker).toHaveURL('/dashboard/account');
    await expect(taker.getByText(`${takenEmail} — confirmed`)).toBeVisible();
    await expect(taker.getByText(SESSION_ENDED)).toHaveCount(0);
  });

  await test.step('the owner is told at the old address and follows the undo link', async () => {
    const mail = await newestMail(owner.email, 'Your e-mail address was changed');
    expect(mail).toContain(`now uses ${takenEmail}`);
    await page.goto(actionLinkIn(mail, 'recoverEmail'));
    await page.getByRole('button', { name: 'Undo the change' }).click();
    await expect(page.getByText(`Your account uses ${owner.email} again and was signed out everywhere.`)).toBeVisible();
  });

  await test.step("the taker's open page is signed out at its next request and says why", async () => {
    await taker.getByRole('button', { name: 'Download my data' }).click();
    await expect(taker).toHaveURL('/login');
    await expect(taker.getByText(SESSION_ENDED)).toBeVisible();
    // Signed out for good: the account page asks for a sign-in again.
    await taker.goto('/dashboard/account');
    await expect(taker).toHaveURL('/login');
  });

  await test.step('the owner signs in with their address again', async () => {
    await login(page, owner.email);
  });
});

describeAtEachWidth('account pages at {width} px', (phone) => {
  test('forgot password, the action page and the account page are clean for axe', async ({ page }) => {
    await page.goto('/forgot-password');
    await expectUsable(page, 'forgot password', page.getByRole('button', { name: 'Send reset link' }), phone);
    await page.goto('/auth/action?mode=resetPassword&oobCode=not-a-code');
    await expectUsable(page, 'auth action', page.getByRole('button', { name: 'Change password' }), phone);
    const user = await signUpUser('buyer', 'Axe Account');
    await login(page, user.email);
    await page.goto('/dashboard/account');
    await expectUsable(page, 'account', page.getByRole('button', { name: 'Save profile' }), phone);
  });
});
