import { addProduct, categoryNamed, deleteProduct, signUpUser, type FreshUser } from '../support/fixtures.js';
import { DEMO, login, productCard } from '../support/site.js';
import { expect, test } from '../support/test.js';

const TITLE = 'Skyward Relic';
let seller: FreshUser;
const listed: string[] = [];

test.beforeAll(async () => {
  seller = await signUpUser('seller', 'Search Seller');
  const nintendo = await categoryNamed('Nintendo');
  // 26 listings, more than one page of results (24), priced 30…55.
  for (let n = 1; n <= 26; n += 1)
    listed.push(await addProduct(seller, nintendo, `${TITLE} ${n}`, { resprice: 29 + n }));
});

test.afterAll(async () => {
  for (const id of listed) await deleteProduct(seller, id);
});

test('a buyer searches from the hero with a typo, filters, sorts, loads more and opens a result', async ({ page }) => {
  await login(page, DEMO.buyer);
  const hero = page.getByRole('search', { name: 'Search games and consoles' });
  await hero.getByLabel('Search games and consoles').fill('skyward relc');
  await hero.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL('/search?q=skyward%20relc');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(26);

  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(cards.first()).toHaveAccessibleName(`${TITLE} 1`);
  await page.getByLabel('Max price ($)').fill('33');
  await expect(page).toHaveURL(/maxPrice=33/);
  await expect(cards).toHaveCount(4);

  // A result is a photo tile: one link, named by the title, to the product's page.
  await productCard(page, `${TITLE} 3`)
    .getByRole('link', { name: `${TITLE} 3`, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: `${TITLE} 3` })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/maxPrice=33/);
  await expect(cards).toHaveCount(4);
  await expect(page.getByLabel('Keywords')).toHaveValue('skyward relc');
});
