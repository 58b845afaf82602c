import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { LIMITS, toCents } from '@replay/contract';
import { ProductDetailsSchema } from '@replay/contract/schemas';
import * as endpoints from '@replay/contract/endpoints';
import { detectImageType } from '../src/images/store';
import { imageSize, ImageVariants, MAX_IMAGE_SIDE } from '../src/images/variants';
import { MIN_CHARGE_CENTS } from '../src/payments/provider';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from '../src/seed/art/pictures';
import { DEMO_ACCOUNTS, DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_SELLER_CONTACTS, productImage } from '../src/seed/data';
import { seedDemo } from '../src/seed/demo';
import { DEMO_PICTURES, storeDemoPictures } from '../src/seed/demo-pictures';
import { call } from './support/api';
import { createTestApp, type TestContext, type TestUser } from './support/harness';

const NOW = new Date('2026-11-20T12:00:00Z');
const quiet = { info: () => undefined, warn: () => undefined };

let ctx: TestContext;
let buyer: TestUser;
let seedMs: number;

beforeAll(async () => {
  ctx = await createTestApp('pglite');
  const started = performance.now();
  await seedDemo({
    db: ctx.db,
    identity: ctx.identity,
    images: ctx.app.images,
    useEmulator: false,
    log: quiet,
    now: NOW,
  });
  seedMs = performance.now() - started;
  buyer = await ctx.user('buyer');
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  // 70 pictures: not left in the temporary directory.
  if (ctx) rmSync(ctx.dataDir, { recursive: true, force: true });
});

async function stored(name: string): Promise<Buffer> {
  const image = await ctx.app.images.open(name);
  if (!image) throw new Error(`${name} is not stored`);
  const chunks: Buffer[] = [];
  for await (const chunk of image.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function categoryProducts(categoryId: string) {
  const response = await call(ctx.app, undefined, endpoints.listCategoryProducts, {
    params: { id: categoryId },
    query: { limit: 100 },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

it('seeds a shop of about forty listings across the four categories within a few seconds', async () => {
  console.log(`demo seeded in ${Math.round(seedMs)} ms (${DEMO_PICTURES.length} pictures drawn)`);
  expect(seedMs).toBeLessThan(15_000);

  const categories = (await call(ctx.app, undefined, endpoints.listCategories)).json();
  expect(categories.map((c) => c.category_name)).toEqual(['PlayStation', 'Xbox', 'Nintendo', 'PC & Retro']);
  const lists = await Promise.all(categories.map((c) => categoryProducts(c._id)));
  for (const list of lists) expect(list.length).toBeGreaterThanOrEqual(8);
  // Category pages show sold listings too; the shop is what is still for sale.
  const listed = lists.flat().filter((p) => p.status);
  expect(listed.length).toBeGreaterThanOrEqual(36);
  expect(listed.length).toBeLessThanOrEqual(46);

  expect(new Set(listed.map((p) => p.title)).size).toBe(listed.length);
  expect(new Set(listed.map((p) => p.sellerId)).size).toBeGreaterThanOrEqual(5);
  expect(new Set(listed.map((p) => p.condition))).toEqual(new Set(['Excellent', 'Good', 'Fair']));
  expect(new Set(listed.map((p) => p.location)).size).toBeGreaterThanOrEqual(5);
  // Posted over the last weeks, not all at once.
  const ages = listed.map((p) => (NOW.getTime() - Date.parse(p.date)) / 86_400_000);
  expect(Math.min(...ages)).toBeLessThan(1);
  expect(Math.max(...ages)).toBeGreaterThan(21);
  expect(new Set(ages.map(Math.floor)).size).toBeGreaterThan(15);

  const advertised = (await call(ctx.app, undefined, endpoints.listAdvertised)).json();
  expect(advertised.length).toBeGreaterThanOrEqual(3);
  expect(advertised.length).toBeLessThanOrEqual(8);
});

it('keeps the demo accounts the journeys sign in with', async () => {
  for (const account of DEMO_ACCOUNTS) {
    const [row] = await ctx.db.query<{ role: string; img: string }>('SELECT role, img FROM users WHERE email = $1', [
      account.email,
    ]);
    expect(row).toEqual({ role: account.role, img: `http://api.test/images/${account.image}` });
  }
});

it('lists only what a seller could list: each demo listing passes the listing rules', () => {
  const year = NOW.getUTCFullYear();
  // As the API's validator is configured (src/app.ts): prices in dollars and cents, within float precision.
  const ajv = new Ajv({ allErrors: true, strict: false, multipleOfPrecision: 6 });
  addFormats(ajv);
  const valid = ajv.compile(ProductDetailsSchema);
  for (const product of DEMO_PRODUCTS) {
    const { slug, title, condition, description, orgprice, resprice, useYear, puryear } = product;
    const details = {
      category_id: '00000000-0000-4000-8000-000000000000',
      title,
      condition,
      description,
      ...DEMO_SELLER_CONTACTS[product.seller],
      orgprice,
      resprice,
      useYear,
      puryear,
      imageUrl: `http://api.test/images/${productImage(product)}`,
    };
    valid(details);
    expect({ slug, errors: valid.errors ?? [] }).toEqual({ slug, errors: [] });
    expect(toCents(product.resprice)).toBeLessThanOrEqual(toCents(product.orgprice));
    expect(toCents(product.resprice)).toBeGreaterThanOrEqual(MIN_CHARGE_CENTS);
    expect(product.puryear).toBeLessThanOrEqual(year);
  }
});

it('gives sellers avatars and reviews from past sales, shown on their pages', async () => {
  const sellers = await ctx.db.query<{ id: string; email: string }>(
    `SELECT id, email FROM users WHERE role = 'seller'`,
  );
  expect(sellers.length).toBeGreaterThanOrEqual(5);
  for (const seller of sellers) {
    const profile = (await call(ctx.app, buyer, endpoints.getSeller, { params: { id: seller.id } })).json();
    expect(profile.img).toMatch(/^http:\/\/api\.test\/images\/demo-avatar-[a-z]+\.jpg$/);
    expect(profile.rating.count).toBeGreaterThanOrEqual(2);
    const reviews = (await call(ctx.app, buyer, endpoints.listSellerReviews, { params: { id: seller.id } })).json();
    expect(reviews.items.length).toBe(profile.rating.count);
    for (const review of reviews.items) expect(review.comment.length).toBeGreaterThan(0);
  }
});

it('stores each photo as an upload is stored: a JPEG of its own, resized on demand like any photo', async () => {
  const hashes = new Set<string>();
  for (const picture of DEMO_PICTURES.filter((p) => p.name.startsWith('demo-product-'))) {
    const content = await stored(picture.name);
    expect(detectImageType(content)?.type).toBe('image/jpeg');
    expect(content.length).toBeLessThanOrEqual(LIMITS.imageMaxBytes);
    const size = await imageSize(content);
    expect(size).toEqual({ width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
    expect(Math.max(size!.width, size!.height)).toBeLessThanOrEqual(MAX_IMAGE_SIDE);
    hashes.add(createHash('sha256').update(content).digest('hex'));
  }
  expect(hashes.size).toBe(DEMO_PRODUCTS.length);

  const cover = productImage(DEMO_PRODUCTS[0]!);
  const variant = await new ImageVariants(ctx.app.images, { concurrency: 1 }).render(cover, 384, 'image/webp');
  expect(variant?.type).toBe('image/webp');
  expect(await imageSize(variant!.body)).toEqual({ width: 384, height: 288 });
  const served = await call(ctx.app, undefined, endpoints.getImage, { params: { name: cover } });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/jpeg');

  const avatar = await stored(DEMO_ACCOUNTS[0]!.image);
  expect(detectImageType(avatar)?.type).toBe('image/jpeg');
  for (const category of DEMO_CATEGORIES) expect((await stored(category.image)).length).toBeGreaterThan(0);
});

it('draws the same pictures on every start and only those the store lacks', async () => {
  const picture = DEMO_PICTURES.find((p) => p.name === productImage(DEMO_PRODUCTS[1]!))!;
  const first = await stored(picture.name);
  await ctx.app.images.remove(picture.name);

  expect(await storeDemoPictures(ctx.app.images)).toBe(1);
  expect((await stored(picture.name)).equals(first)).toBe(true);
  expect(await storeDemoPictures(ctx.app.images)).toBe(0);
});

it('seeds the catalogue once per database', async () => {
  const count = async () => (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n;
  const before = await count();
  expect(before).toBe(DEMO_PRODUCTS.length);
  await seedDemo({
    db: ctx.db,
    identity: ctx.identity,
    images: ctx.app.images,
    useEmulator: false,
    log: quiet,
    now: NOW,
  });
  expect(await count()).toBe(before);
});
