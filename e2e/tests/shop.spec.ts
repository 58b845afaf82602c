import type { Locator, Page } from '@playwright/test';
import { expectUsable } from '../support/accessibility.js';
import {
  bookProduct,
  bookingsOf,
  productAs,
  productContactAs,
  searchAs,
  sellerWithProduct,
  SELLER_MOBILE,
  signUpUser,
  type FreshUser,
} from '../support/fixtures.js';
import { DEMO, login, payWithCard, productCard, submitBooking, submitLogin } from '../support/site.js';
import { expect, test } from '../support/test.js';

/**
 * A shop people enjoy (issue 48): a visitor looks around without an account and comes back to the
 * same product after signing in; a phone shows four results and the product's Book on its first
 * screen; booking leads straight to paying; the identity provider's refusals read as sentences; every
 * tap target of a phone page is a finger's size; the seller's mobile reaches only the buyer who
 * booked. Every journey lists its own product from a fresh seller.
 */

const PHONE = { width: 390, height: 844 };
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The text a page must never show: the identity provider's own codes and prefixes. */
const PROVIDER_CODES = /auth\/|Firebase:/;

const TITLE = `Shop journey Star Fox ${Date.now()}`;
let seller: FreshUser;
let sellerId: string;
let productId: string;
/** Booked the product over the API: may see the seller's mobile. */
let booker: FreshUser;
/** Another buyer, who did not book it. */
let other: FreshUser;

test.beforeAll(async () => {
  ({ seller, productId } = await sellerWithProduct('Sasha Shopkeeper', TITLE));
  sellerId = JSON.parse((await productAs(productId)).text).sellerId;
  booker = await signUpUser('buyer', 'Bram Booked');
  other = await signUpUser('buyer', 'Olga Other');
  await bookProduct(booker, productId);
});

/** The bottom of what the visitor sees without scrolling: above the phone's tab bar when there is one. */
function visibleBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const tabs = document.querySelector('nav[aria-label="Tabs"]');
    const top = tabs && tabs.getBoundingClientRect().height > 0 ? tabs.getBoundingClientRect().top : Infinity;
    return Math.min(window.innerHeight, top);
  });
}

test('a visitor browses search, a product and its seller, then Book → sign in → back on the product', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await test.step('search, without an account', async () => {
    await page.goto(`/search?q=${encodeURIComponent(TITLE)}`);
    await expect(page).toHaveURL(/\/search\?q=/);
    await expectUsable(page, 'search signed out', productCard(page, TITLE), false);
  });

  await test.step('the product page', async () => {
    await productCard(page, TITLE).getByRole('link', { name: TITLE, exact: true }).click();
    await expect(page).toHaveURL(`/product/${productId}`);
    await expect(page).toHaveTitle(`${TITLE} · $40.00 · Replay Market`);
    await expectUsable(page, 'product signed out', page.getByRole('heading', { name: TITLE }), false);
  });

  await test.step("the seller's page", async () => {
    await page
      .getByRole('region', { name: 'Sasha Shopkeeper' })
      .getByRole('link', { name: 'Sasha Shopkeeper' })
      .click();
    await expect(page).toHaveURL(`/seller/${sellerId}`);
    await expectUsable(page, 'seller signed out', productCard(page, TITLE), false);
    await page.goBack();
  });

  await test.step('Book asks the visitor to sign in, then brings them back to the product', async () => {
    await page.getByRole('button', { name: `Book ${TITLE}` }).click();
    await expect(page).toHaveURL('/login');
    await submitLogin(page, other.email);
    await expect(page).toHaveURL(`/product/${productId}`);
    await expect(page.getByRole('button', { name: `Book ${TITLE}` })).toBeEnabled();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('four search results and a product on the home page are on the first screen, signed out and in', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const who of ['a visitor', 'a buyer'] as const) {
      await test.step(who, async () => {
        if (who === 'a buyer') await login(page, other.email);
        await page.goto('/');
        const first = page.getByRole('article').first();
        await expect(first).toBeVisible();
        expect((await first.boundingBox())!.y, 'a product on the home page’s first screen').toBeLessThan(
          await visibleBottom(page),
        );

        await page.goto('/search');
        const tiles = page.getByRole('article');
        await expect(tiles.nth(3)).toBeVisible();
        const bottom = await visibleBottom(page);
        const boxes = await tiles.evaluateAll((elements) =>
          elements.map((element) => ({
            top: element.getBoundingClientRect().top,
            bottom: element.getBoundingClientRect().bottom,
          })),
        );
        // Half a pixel for the layout's sub-pixel rounding.
        const whole = boxes.filter((box) => box.top >= 0 && box.bottom <= bottom + 0.5);
        expect(
          whole.length,
          `results wholly within the first ${bottom} px: ${JSON.stringify(boxes.slice(0, 6))}`,
        ).toBeGreaterThanOrEqual(4);
        await expectUsable(page, `search ${who}`, tiles.first(), true);
      });
    }
  });

  test("the product page's Book is on the first screen, not covered, signed out and in", async ({ page }) => {
    for (const who of ['a visitor', 'a buyer'] as const) {
      await test.step(who, async () => {
        if (who === 'a buyer') await login(page, other.email);
        await page.goto(`/product/${productId}`);
        const book = page.getByRole('button', { name: `Book ${TITLE}` });
        await expect(book).toBeVisible();
        const box = (await book.boundingBox())!;
        expect(box.y + box.height, 'Book above the fold (and above the tabs)').toBeLessThanOrEqual(
          await visibleBottom(page),
        );
        expect(box.height).toBeGreaterThanOrEqual(44);
        // Nothing lies over its middle: a tap there presses Book.
        const onTop = await book.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return Boolean(hit && element.contains(hit));
        });
        expect(onTop, 'Book is not covered').toBe(true);
        await expectUsable(page, `product ${who}`, page.getByRole('heading', { name: TITLE }), true);
      });
    }
  });

  test('booking leads to the payment page, and it is paid in one flow', async ({ page }) => {
    test.setTimeout(120_000);
    const title = `Shop journey F-Zero ${Date.now()}`;
    const { productId: id } = await sellerWithProduct('Pedro Paid', title);
    const buyer = await signUpUser('buyer', 'Flora Flow');
    await login(page, buyer.email);
    await page.goto(`/product/${id}`);

    await test.step('Book: the read-only facts are text, the button reads Book', async () => {
      await page.getByRole('button', { name: `Book ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: `Book ${title}` });
      await expect(dialog.getByRole('definition')).toHaveText(['Flora Flow', buyer.email, title, '$40.00']);
      await submitBooking(page, title);
      await expect(page.getByText('Booking confirmed')).toBeVisible();
    });

    await test.step('the payment page follows, with its summary and "Pay $40.00"', async () => {
      await expect(page).toHaveURL(/\/dashboard\/payment\/.+/);
      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect(summary).toContainText(title);
      await expect(summary).toContainText('Pedro Paid');
      await expect(summary).toContainText('Rossio station');
      await expect(page.getByText('Please pay $40.00 for this product')).toBeVisible();
      await expectUsable(page, 'payment after booking', page.getByRole('button', { name: 'Pay $40.00' }), true);
    });

    await test.step('the product page now offers to pay, not to book', async () => {
      await page.goBack();
      await expect(page).toHaveURL(`/product/${id}`);
      await expect(page.getByRole('button', { name: `Book ${title}` })).toHaveCount(0);
      await page.getByRole('link', { name: 'You booked this — Pay now' }).click();
      await expect(page).toHaveURL(/\/dashboard\/payment\/.+/);
    });

    await test.step('paid with the test card', async () => {
      await payWithCard(page);
      await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
      const [booking] = await bookingsOf(buyer);
      expect(booking?.paid).toBe(true);
      await expect(page.getByText(booking!.transactionId!)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
      await expect(page.getByText(/Please pay/)).toHaveCount(0);
      await page.goto(`/product/${id}`);
      await expect(page.getByText('You bought this')).toBeVisible();
    });
  });
});

test.describe("the identity provider's refusals read as sentences", () => {
  /** The sentence shows under the form (and as a toast); no provider code anywhere on the page. */
  async function expectSentence(page: Page, sentence: string, { toast = true } = {}): Promise<void> {
    await expect(page.locator('form').getByRole('alert').filter({ hasText: sentence })).toBeVisible();
    if (toast) await expect(page.getByRole('alert').filter({ hasText: sentence })).toHaveCount(2);
    await expect(page.getByText(PROVIDER_CODES)).toHaveCount(0);
  }

  /** Answers the provider's `endpoint` (accounts:signInWithPassword…) with its error `code`, CORS and all. */
  async function providerRefuses(page: Page, endpoint: string, code: string): Promise<void> {
    await page.route(`**/identitytoolkit.googleapis.com/v1/${endpoint}**`, (route) => {
      const headers = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'POST, OPTIONS',
      };
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
      return route.fulfill({
        status: 400,
        headers,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 400, message: code, errors: [] } }),
      });
    });
  }

  test('a wrong password, too many attempts, no connection', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, DEMO.buyer, 'not-the-password');
    await expectSentence(page, 'Wrong e-mail or password');

    await page.goto('/login');
    await submitLogin(page, `nobody-${Date.now()}@replay.test`);
    await expectSentence(page, 'Wrong e-mail or password');

    await page.goto('/login');
    await providerRefuses(page, 'accounts:signInWithPassword', 'TOO_MANY_ATTEMPTS_TRY_LATER');
    await submitLogin(page, DEMO.buyer);
    await expectSentence(page, 'Too many attempts; try again in a few minutes');
    await page.unrouteAll();

    await page.goto('/login');
    await page.route('**/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword**', (route) =>
      route.abort('internetdisconnected'),
    );
    await submitLogin(page, DEMO.buyer);
    await expectSentence(page, 'Check your connection');
    await page.unrouteAll();
    await expect(page).toHaveURL('/login');
  });

  // The closed network opens no Google window here, so the provider refuses before one shows: whatever
  // it says comes as a sentence too.
  test('Continue with Google refused', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.locator('form').getByRole('alert')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('form').getByRole('alert')).toHaveText(/^[A-Z][^/]+$/);
    await expect(page.getByText(PROVIDER_CODES)).toHaveCount(0);
  });

  test('signing up with an address that has an account', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Dana Duplicate');
    await page.getByLabel('Email').fill(DEMO.buyer);
    await page.getByLabel('Password').fill('another-pass-1');
    await page.getByLabel('Image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectSentence(page, 'An account with this e-mail already exists', { toast: false });
    await expect(page).toHaveURL('/signup');
  });
});

/** A tap target smaller than 44 × 44 px: what it is, its name and its size. */
interface SmallTarget {
  page: string;
  target: string;
  size: string;
}

/**
 * Every visible button, `[role=button]` and link of the page that is not part of running text, and
 * smaller than 44 × 44 px. The rule for running text: a link laid out inline (computed display
 * `inline`) whose nearest non-inline ancestor has text besides the link's own, as a link inside a
 * sentence. A link that is a flex or grid item, a block, or alone on its line is a tap target.
 */
function smallTargets(page: Page, name: string): Promise<SmallTarget[]> {
  return page.evaluate((pageName) => {
    const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const inRunningText = (link: Element): boolean => {
      if (getComputedStyle(link).display !== 'inline') return false;
      let block = link.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      return Boolean(block && text(block).length > text(link).length);
    };
    const label = (element: Element) =>
      element.getAttribute('aria-label') ||
      text(element) ||
      element.getAttribute('title') ||
      element.querySelector('img')?.getAttribute('alt') ||
      '(no name)';
    const targets = document.querySelectorAll('button, [role="button"], a[href], [role="link"]');
    return Array.from(targets)
      .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .filter((element) => !element.closest('[aria-hidden="true"], [inert]'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Visually hidden (a skip link until focused): a 1 px box.
        return box.width > 1 && box.height > 1;
      })
      .filter((element) => !(element.matches('a, [role="link"]') && inRunningText(element)))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width < 43.5 || box.height < 43.5;
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          page: pageName,
          target: `${element.tagName.toLowerCase()} "${label(element).slice(0, 60)}"`,
          size: `${Math.round(box.width)}×${Math.round(box.height)}`,
        };
      });
  }, name);
}

test('every tap target of the phone pages is at least 44 × 44 px', async ({ browser }) => {
  test.setTimeout(150_000);
  const heading = (name: string) => (page: Page) => page.getByRole('heading', { name }).first();
  const visits: Array<{
    who: string;
    email?: string;
    pages: Array<[name: string, path: string, ready: (page: Page) => Locator]>;
  }> = [
    {
      who: 'a visitor',
      pages: [
        ['home', '/', heading('Fresh listings')],
        ['search', '/search', (page) => page.getByRole('article').first()],
        ['product', `/product/${productId}`, heading(TITLE)],
        ['login', '/login', (page) => page.getByRole('button', { name: 'Login' })],
      ],
    },
    {
      who: 'a buyer',
      email: other.email,
      pages: [
        ['dashboard home', '/dashboard', heading('Welcome to Dashboard')],
        ['my orders', '/dashboard/myorders', heading('My Orders')],
        ['product, signed in', `/product/${productId}`, heading(TITLE)],
      ],
    },
    { who: 'a seller', email: seller.email, pages: [['my products', '/dashboard/myproducts', heading('My Products')]] },
  ];
  const offenders: SmallTarget[] = [];
  for (const { who, email, pages } of visits) {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    if (email) await login(page, email);
    for (const [name, path, ready] of pages) {
      await test.step(`${name} (${who})`, async () => {
        await page.goto(path);
        await expect(ready(page)).toBeVisible();
        await expect(page.locator('[role="status"]:not([id^="DndLiveRegion"])')).toHaveCount(0, { timeout: 15_000 });
        offenders.push(...(await smallTargets(page, `${name} (${who})`)));
      });
    }
    await context.close();
  }
  expect(
    offenders,
    `tap targets under 44 × 44 px:\n${offenders.map((o) => `  ${o.page}: ${o.target} ${o.size}`).join('\n')}`,
  ).toEqual([]);
});

test("the seller's mobile reaches only the buyer who booked", async ({ browser }) => {
  test.setTimeout(90_000);
  // The number as the seller typed it, and its digits as a tel: link would carry them.
  const digits = SELLER_MOBILE.replace(/[^\d+]/g, '');
  const shows = (text: string) => text.includes(SELLER_MOBILE) || text.includes(digits);

  await test.step('the API: GET /product/{id} and the search', async () => {
    for (const [who, user] of [
      ['a visitor', undefined],
      ['another buyer', other],
    ] as const) {
      const product = await productAs(productId, user);
      expect(product.status).toBe(200);
      expect(shows(product.text), `GET /product/{id} as ${who}`).toBe(false);
      const search = await searchAs(TITLE, user);
      expect(search.status).toBe(200);
      expect(search.text, `the search as ${who} finds the product`).toContain(productId);
      expect(shows(search.text), `the search as ${who}`).toBe(false);
    }
    const refused = await productContactAs(productId, other);
    expect(refused.status, 'GET /product/{id}/contact as another buyer').toBe(403);
    expect(shows(refused.text)).toBe(false);
    const booked = await productContactAs(productId, booker);
    expect(booked.status).toBe(200);
    expect(JSON.parse(booked.text).mobile, 'GET /product/{id}/contact as the buyer who booked').toBe(SELLER_MOBILE);
  });

  await test.step('the HTML the server sends for the product page', async () => {
    const context = await browser.newContext();
    const html = await (await context.request.get(`/product/${productId}`)).text();
    expect(shows(html)).toBe(false);
    await context.close();
  });

  for (const [who, user] of [
    ['a visitor', undefined],
    ['another buyer', other],
    ['the buyer who booked', booker],
  ] as const) {
    await test.step(`the product page, as ${who}`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (user) await login(page, user.email);
      await page.goto(`/product/${productId}`);
      await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
      await expect(page.getByText('Sasha Shopkeeper').first()).toBeVisible();
      if (user === booker) {
        await expect(page.getByText("Seller's mobile")).toBeVisible();
        await expect(page.getByRole('link', { name: SELLER_MOBILE })).toHaveAttribute('href', `tel:${digits}`);
      } else {
        // The page has settled (its booking question answered) before it is read.
        await expect(page.getByRole('button', { name: `Book ${TITLE}` })).toBeVisible();
        await expect(page.getByText("Seller's mobile")).toHaveCount(0);
        expect(shows(await page.content())).toBe(false);
      }
      await context.close();
    });
  }
});
