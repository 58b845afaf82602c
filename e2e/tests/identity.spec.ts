import { DEMO, drawer, drawerLinks, login, mainNav, signUpWithForm, submitLogin } from '../support/site.js';
import { expect, test } from '../support/test.js';

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

for (const role of ['buyer', 'seller', 'admin'] as const) {
  test(`the demo ${role} logs in and sees the ${role} drawer`, async ({ page }) => {
    await login(page, DEMO[role]);
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();

    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();

    await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();
    const menu = drawer(page).getByRole('navigation', { name: 'Dashboard menu' });
    await expect(menu.getByRole('link')).toHaveText(drawerLinks(role));
    await expect(drawer(page).getByText(DEMO[role])).toBeVisible();
  });
}

test('login shows the validation messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await submitLogin(page, DEMO.buyer, '12345');
  await expect(page.getByText('Password must be 6 characters or longer')).toBeVisible();
});

test('a wrong password is reported in words, in red under the form and as a toast', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, DEMO.buyer, 'not-the-password');

  const underForm = page.locator('form').getByRole('alert').filter({ hasText: 'Wrong e-mail or password' });
  await expect(underForm).toBeVisible();
  await expect(underForm).toHaveCSS('color', 'rgb(220, 38, 38)');
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password' })).toHaveCount(2);
  await expect(page.getByText(/auth\/|Firebase:/)).toHaveCount(0);
  await expect(page).toHaveURL('/login');
});

test('sign-up shows the validation messages', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  for (const message of ['Name is required', 'Email is required', 'Password is required', 'image is required']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('User role')).toHaveValue('buyer');
});

test('a new buyer signs up with a photo', async ({ page }) => {
  await signUpWithForm(page, {
    name: 'Nina Newcomer',
    email: `new-buyer-${Date.now()}@replay.test`,
    password: 'secret123',
    image: { name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
  });
  const avatar = mainNav(page).getByRole('img', { name: 'Nina Newcomer' });
  // The uploaded photo, as a copy sized for the header (?w=), and it loads.
  await expect(avatar).toHaveAttribute('src', /\/images\/.+\.png\?w=\d+$/);
  expect(await avatar.evaluate((image: HTMLImageElement) => image.decode().then(() => image.currentSrc))).toMatch(
    /\?w=\d+$/,
  );
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();

  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(drawer(page).getByRole('navigation').getByRole('link')).toHaveText(drawerLinks('buyer'));
});

test('a protected page sends visitors to login and back', async ({ page }) => {
  await page.goto('/category/some-category');
  await expect(page).toHaveURL('/login');

  await submitLogin(page, DEMO.buyer);

  await expect(page).toHaveURL('/category/some-category');
  await page.goBack();
  await expect(page).not.toHaveURL('/login');
});

test('a buyer opening an admin page is not allowed', async ({ page }) => {
  await login(page, DEMO.buyer);
  await page.goto('/dashboard/allsellers');

  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(drawer(page).getByRole('link', { name: 'All Sellers' })).toHaveCount(0);
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page.getByText('This page does not exist.')).toBeVisible();
  await expect(
    page.getByText(
      'Sorry! We could not find the page you are looking for. Please check URL in address bar and try again.',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL('/');
});

test('logout clears the token and goes home', async ({ page }) => {
  await login(page, DEMO.seller);
  await page.goto('/dashboard');

  await drawer(page).getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL('/');
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('a returning buyer gets their page at once, every visit, and Firebase confirms the session after it', async ({
  browser,
}) => {
  const signIn = await browser.newContext();
  await login(await signIn.newPage(), DEMO.buyer);
  // Firebase keeps its user in IndexedDB; the site keeps the user and its access token in localStorage.
  const storageState = await signIn.storageState({ indexedDB: true });
  await signIn.close();

  // The first render races the router's first loaders: every visit must end on the page.
  for (let visit = 1; visit <= 5; visit += 1) {
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.method() !== 'POST') return;
      if (/\/booking\?/.test(request.url())) requests.push('bookings');
      if (/accounts:lookup/.test(request.url())) requests.push('identity provider');
    });

    await page.goto('/dashboard/myorders');

    await expect(page.getByRole('heading', { name: 'My Orders' }), `visit ${visit}`).toBeVisible();
    await expect.poll(() => requests).toContain('identity provider');
    expect(requests[0]).toBe('bookings');
    await context.close();
  }
});
