import { expect, type Browser, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'replay123';
export const DEMO = {
  admin: 'admin@replay.test',
  seller: 'seller@replay.test',
  buyer: 'buyer@replay.test',
} as const;

/** Drawer links each role sees (then the shell's Notifications, My account and Home). */
export const DRAWER_LINKS = {
  buyer: ['My Orders', 'Saved items', 'Messages', 'Offers', 'Decisions about me'],
  seller: ['Add Product', 'My Products', 'My Bookings', 'Payouts', 'Messages', 'Offers', 'Decisions about me'],
  admin: [
    'All Sellers',
    'All Buyers',
    'Reported Items',
    'Reported Messages',
    'Moderation',
    'Appeals',
    'Disputes',
    'Money',
    'Audit log',
    'Releases',
  ],
} as const;

/** Every link of a role's drawer: the role's own, then the shell's. */
export const drawerLinks = (role: keyof typeof DRAWER_LINKS) => [
  ...DRAWER_LINKS[role],
  'Notifications',
  'My account',
  'Home',
];

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const drawer = (page: Page) => page.getByRole('complementary', { name: 'Dashboard' });

/** Fills the login form (on /login) and submits it. */
export async function submitLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function login(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email);
  await expect(page.getByText('Login Successfully')).toBeVisible();
  await expect(page).toHaveURL('/');
}

/** A page signed in as `user` in a browser context of its own (close it with `page.context().close()`). */
export async function signedIn(browser: Browser, user: { email: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, user.email);
  return page;
}

/**
 * The visitor uses the page until its live stream is open: the stream opens at the first intent
 * the page sees once the stream's code has loaded (after the first screen), so a pointer moved
 * before that is not seen. `target` is what the visitor points at.
 */
export async function useUntilLive(page: Page, target: Locator): Promise<void> {
  let opened = false;
  const seen = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === '/events') opened = true;
  };
  page.on('request', seen);
  try {
    await expect(async () => {
      await page.mouse.move(0, 0);
      await target.hover();
      expect(opened).toBe(true);
    }).toPass({ intervals: [250, 500, 1000], timeout: 15_000 });
  } finally {
    page.off('request', seen);
  }
}

export const carousel = (page: Page) => page.getByRole('region', { name: 'Advertised products' });
/** A product card of a category page, or a photo tile (search, a seller's page, saved items), named by its title. */
export const productCard = (page: Page, title: string) => page.getByRole('article', { name: title });
/** The row of a dashboard table (My Products, My Orders, the admin's lists) that mentions `text`. */
export const tableRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Opens a category page until `check` passes: the API caches public lists for a few seconds. */
export async function expectOnCategoryPage(page: Page, categoryId: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(`/category/${categoryId}`);
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 5_000 });
    await check();
  }).toPass({ timeout: 30_000 });
}

/** Signs up through the site's form (on /signup) and waits for the welcome toast and the home page. */
export async function signUpWithForm(
  page: Page,
  user: {
    name: string;
    email: string;
    password?: string;
    role?: 'buyer' | 'seller';
    image: { name: string; mimeType: string; buffer: Buffer };
  },
): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(user.name);
  if (user.role) await page.getByLabel('User role').selectOption(user.role);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password ?? PASSWORD);
  await page.getByLabel('Image').setInputFiles(user.image);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('User created Successfully')).toBeVisible();
  await expect(page).toHaveURL('/');
}

/** What a seller types into the Add Product form (its category by name). */
export interface ProductForm {
  title: string;
  category: string;
  condition: 'Excellent' | 'Good' | 'Fair';
  description: string;
  location: string;
  mobile: string;
  originalPrice: string;
  resalePrice: string;
  yearsOfUse: string;
  purchaseYear: string;
}

/** Fills the Add Product form's fields (on /dashboard/addproduct), the photos aside. */
export async function fillProductForm(page: Page, product: ProductForm): Promise<void> {
  await page.getByLabel('Title').fill(product.title);
  await page.getByLabel('Category').selectOption({ label: product.category });
  await page.getByLabel('Condition').selectOption(product.condition);
  await page.getByLabel('Description').fill(product.description);
  await page.getByLabel('Location').fill(product.location);
  await page.getByLabel('Mobile number').fill(product.mobile);
  await page.getByLabel('Original price').fill(product.originalPrice);
  await page.getByLabel('Resale price').fill(product.resalePrice);
  await page.getByLabel('Years of use').fill(product.yearsOfUse);
  await page.getByLabel('Purchase year').fill(product.purchaseYear);
}

/**
 * Fills the open booking dialog of `title` with a mobile number and a meeting place, and presses
 * Book. Once "Booking confirmed", the buyer is on the booking's payment page.
 */
export async function submitBooking(
  page: Page,
  title: string,
  { mobile = '+351 913 000 111', location = 'Rossio station' } = {},
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: `Book ${title}` });
  await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await dialog.getByLabel('Meeting location', { exact: true }).fill(location);
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
}

/** The id in the address of a payment page (/dashboard/payment/{id}) the page is on. */
export function paymentIdOf(page: Page): string {
  const id = /\/dashboard\/payment\/([^/?#]+)/.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`not on a payment page: ${page.url()}`);
  return id;
}

/**
 * Opens the "More actions for {name}" menu (a My Products row's, a form photo's) inside `scope` and
 * chooses `item`.
 */
export async function chooseMoreAction(scope: Page | Locator, name: string, item: string): Promise<void> {
  await scope.getByRole('button', { name: `More actions for ${name}`, exact: true }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page
    .getByRole('menu', { name: `More actions for ${name}`, exact: true })
    .getByRole('menuitem', { name: item, exact: true })
    .click();
}

/** Pays on the open payment page with a test card (its number, a future date and any CVC) and presses "Pay $X.XX". */
export async function payWithCard(page: Page, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  await expect(page.getByText('Test mode')).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ }).click();
}
