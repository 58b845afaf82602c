import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as endpoints from '@replay/contract/endpoints';
import type { ImageStore } from '../src/images/store';
import { deleteUnusedImages } from '../src/images/unused';
import { ImageVariants } from '../src/images/variants';
import {
  createCategory,
  createProduct,
  createTestApp,
  emulatorSignUp,
  ENGINES,
  freshIdToken,
  type TestContext,
} from './support/harness';
import { asUpload, type multipart, ONE_PIXEL_PNG, pngClaiming, sellerPhoto } from './support/images';
import { bearer, call, unchecked } from './support/api';

/** A PNG signature with a header cut short: libvips cannot read it. */
const UNREADABLE_PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<script>alert(1)</script>')]);
/** A real 640×480 JPEG: a demo product photo, uploaded like any other. */
const PHOTO = readFileSync(path.join(__dirname, '..', 'seed-images', 'demo-product-ps5.jpg'));
const NOT_OURS = 'Use an image uploaded to Replay Market';
const quiet = { info: () => undefined, warn: () => undefined };

describe.each(ENGINES)('images (%s)', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, { env: { RATE_LIMIT_UPLOADS: '30' } });
  });
  afterAll(() => ctx.close());

  /** An upload from `from` (the client address; each test its own, as budgets are per address). */
  const upload = (file: Buffer, options: Parameters<typeof multipart>[1] & { from?: string } = {}) =>
    call(ctx, undefined, endpoints.uploadImage, { ...asUpload(file, options), remoteAddress: options.from });
  const uploaded = async (file = PHOTO, from?: string) => {
    const response = await upload(file, { filename: 'photo.jpg', type: 'image/jpeg', from });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: { url: string } }>().data.url;
  };
  /** GET of an image by its name (the last part of its address), at width `w`. */
  const get = (name: string, options: { w?: number | string; accept?: string; from?: string } = {}) =>
    call(ctx, undefined, endpoints.getImage, {
      params: { name },
      headers: { accept: options.accept ?? 'image/webp' },
      query: { w: options.w },
      remoteAddress: options.from,
    });

  it('stores an image under a generated name and serves it with its type and nosniff', async () => {
    const response = await upload(ONE_PIXEL_PNG, { filename: '../../etc/passwd.png' });
    expect(response.statusCode).toBe(201);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.url).toMatch(/^http:\/\/api\.test\/images\/[0-9a-f-]{36}\.png$/);
    const served = await get(path.basename(data.url));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(served.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
  });

  it('refuses what is not an image by content, whatever its name says, and an image whose size cannot be read', async () => {
    const text = await upload(Buffer.from('<html><script>alert(1)</script></html>'), {
      filename: 'cat.png',
      type: 'image/png',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: 'Only JPEG, PNG, WebP or GIF images are accepted' });
    const disguised = await upload(GIF, { filename: 'cat.jpg', type: 'image/jpeg' });
    expect(disguised.statusCode).toBe(415);
    const notMultipart = await call(ctx, undefined, endpoints.uploadImage, { body: unchecked({ image: 'x' }) });
    expect(notMultipart.statusCode).toBe(415);
    const wrongField = await upload(ONE_PIXEL_PNG, { field: 'file' });
    expect(wrongField.statusCode).toBe(400);
    const unreadable = await upload(UNREADABLE_PNG);
    expect([unreadable.statusCode, unreadable.json()]).toEqual([
      415,
      { message: 'This image could not be read; please try another file' },
    ]);
  });

  it('refuses images over 5 MB with 413', async () => {
    const big = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The image is larger than 5 MB' });
  });

  it('refuses, by its header and before decoding it, an image over 8000 px on a side or 40 megapixels', async () => {
    for (const [width, height] of [
      [8001, 10],
      [10, 9000],
      [7000, 7000],
    ]) {
      const bomb = pngClaiming(width!, height!);
      expect(bomb.length).toBeLessThan(10_000);
      const response = await upload(bomb);
      expect([response.statusCode, response.json()]).toEqual([
        413,
        { message: 'Image too large (at most 8000 × 8000 pixels)' },
      ]);
    }
    expect((await upload(pngClaiming(8000, 5000))).statusCode).toBe(201);
  });

  describe('sized for where they show (?w=)', () => {
    let name: string;
    beforeAll(async () => {
      name = path.basename(await uploaded());
    });

    it('answers WebP to browsers that take it, else JPEG, at most that wide, and much smaller', async () => {
      const original = await get(name);
      const webp = await get(name, { w: 192, accept: 'image/avif,image/webp,*/*' });
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers.vary).toBe('Accept');
      expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(webp.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(webp.rawPayload).metadata()).width).toBe(192);
      expect(webp.rawPayload.length).toBeLessThan(original.rawPayload.length / 5);

      const jpeg = await get(name, { w: 96, accept: 'image/*' });
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(jpeg.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 96, 72]);
      // Never wider than the original.
      const wide = await get(name, { w: 960 });
      expect((await sharp(wide.rawPayload).metadata()).width).toBe(640);
    });

    it('refuses other widths with a clear message, and unknown images with 404', async () => {
      const odd = await get(name, { w: 100 });
      expect(odd.statusCode).toBe(400);
      expect(odd.json()).toEqual(expect.objectContaining({ message: 'w must be one of: 96, 192, 384, 640, 960' }));
      expect((await get(name, { w: 'abc' })).statusCode).toBe(400);
      expect((await get('00000000-0000-4000-8000-000000000000.jpg', { w: 96 })).statusCode).toBe(404);
    });

    it('serves an image libvips cannot read (stored before uploads were read) as it was stored, not as an error', async () => {
      const name = `${randomUUID()}.png`;
      await ctx.app.images.save(name, UNREADABLE_PNG);
      const served = await get(name, { w: 96 });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(UNREADABLE_PNG)).toBe(true);
    });

    it('renders each size once, however many ask at the same moment, and keeps it beside the image', async () => {
      const fresh = path.basename(await uploaded());
      const saved = jest.spyOn(ctx.app.images, 'saveVariant');
      try {
        const answers = await Promise.all(Array.from({ length: 6 }, () => get(fresh, { w: 384 })));
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
        expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
        expect(saved).toHaveBeenCalledTimes(1);
        const name = path.basename(fresh);
        expect(existsSync(path.join(ctx.dataDir, 'images', 'variants', `${name}.384.webp`))).toBe(true);
      } finally {
        saved.mockRestore();
      }
    });

    it('limits renders per client address (RATE_LIMIT_IMAGE_RENDERS); sizes rendered before are served and not counted', async () => {
      const fresh = path.basename(await uploaded());
      const from = '10.0.0.31';
      try {
        await ctx.restart({ RATE_LIMIT_IMAGE_RENDERS: '3' });
        for (const width of [96, 192, 384]) expect((await get(fresh, { w: width, from })).statusCode).toBe(200);
        const limited = await get(fresh, { w: 640, from });
        expect(limited.statusCode).toBe(429);
        expect(limited.json().message).toMatch(
          /^Too many new image sizes asked for from your address; try again in \d+ seconds$/,
        );
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect((await get(fresh, { w: 96, from })).statusCode).toBe(200);
        // Another address is not affected.
        expect((await get(fresh, { w: 640, from: '10.0.0.32' })).statusCode).toBe(200);

        // After a restart (memory and counts empty), the stored sizes are served without a render.
        await ctx.restart({ RATE_LIMIT_IMAGE_RENDERS: '3' });
        const saved = jest.spyOn(ctx.app.images, 'saveVariant');
        for (const width of [96, 192, 384, 640]) {
          expect((await get(fresh, { w: width, from })).statusCode).toBe(200);
        }
        expect(saved).not.toHaveBeenCalled();
        saved.mockRestore();
        for (const width of [960, 96, 192]) {
          expect((await get(fresh, { w: width, from, accept: 'image/jpeg' })).statusCode).toBe(200);
        }
        expect((await get(fresh, { w: 384, from, accept: 'image/jpeg' })).statusCode).toBe(429);
      } finally {
        await ctx.restart();
      }
    });
  });

  it('answers 404 for unknown or crafted names, never cached for long', async () => {
    for (const name of ['00000000-0000-4000-8000-000000000000.png', '../../pglite', 'x.svg']) {
      for (const w of [undefined, 96]) {
        const missing = await get(name, { w });
        expect(missing.statusCode).toBe(404);
        expect(missing.headers['cache-control']).toBeUndefined();
      }
    }
  });

  it('limits uploads per caller with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 32; i += 1) {
      last = await upload(ONE_PIXEL_PNG, { from: '10.0.0.41' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toContain(429);
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().message).toMatch(/^Too many requests; try again in \d+ seconds$/);
  });

  it('limits the bytes each client address uploads in an hour (UPLOAD_BYTES_PER_HOUR)', async () => {
    try {
      await ctx.restart({ UPLOAD_BYTES_PER_HOUR: String(Math.floor(PHOTO.length * 2.5)) });
      const from = '10.0.0.51';
      await uploaded(PHOTO, from);
      await uploaded(PHOTO, from);
      const over = await upload(PHOTO, { filename: 'photo.jpg', type: 'image/jpeg', from });
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toMatch(
        /^Uploads from your address are limited to 0\.1 MB an hour; try again in \d+ minutes$/,
      );
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // What fits is still taken, and another address has its own budget.
      expect((await upload(ONE_PIXEL_PNG, { from })).statusCode).toBe(201);
      await uploaded(PHOTO, '10.0.0.52');
    } finally {
      await ctx.restart();
    }
  });

  describe('pictures of products and accounts', () => {
    it('takes as a product image only an image uploaded to this API', async () => {
      const seller = await ctx.user('seller');
      const categoryId = await createCategory(ctx.db);
      const ours = await sellerPhoto(ctx.app, seller, PHOTO);
      expect(await createProduct(ctx, seller, categoryId, { imageUrl: ours })).toEqual(expect.any(String));
      for (const imageUrl of [
        'https://example.com/photo.jpg',
        ours.replace('http://api.test', 'https://elsewhere.test'),
        `http://api.test/images/${randomUUID()}.jpg`,
        `${ours}?w=96`,
      ]) {
        const refused = await call(ctx, seller, endpoints.addProduct, {
          body: { ...productDetails(categoryId), imageUrl },
        });
        expect([refused.statusCode, refused.json().message]).toEqual([400, NOT_OURS]);
      }
    });

    it("takes as an account's picture an image of ours, never a picture claim a password account set itself", async () => {
      const email = `pictured-${randomUUID()}@tests.replay`;
      const { uid } = await emulatorSignUp(email);
      // A password account can set any picture claim, Google's host included: it is not Google's photo of the user
      // (that one, copied at sign-up, is tested in public-surface.test.ts).
      const photo = 'https://lh3.googleusercontent.com/a/replay-test-photo';
      await ctx.identity.auth.updateUser(uid, { photoURL: photo });
      const idToken = await freshIdToken(email);
      const save = (img: string) =>
        call(ctx, bearer(idToken), endpoints.saveUser, { body: { name: 'Pictured', email, img } });
      const claimed = await save(photo);
      expect([claimed.statusCode, claimed.json().message]).toEqual([400, NOT_OURS]);
      expect((await save(await uploaded())).statusCode).toBe(200);
      expect((await save('')).statusCode).toBe(200);
      const refused = await save('https://lh3.googleusercontent.com/a/someone-else');
      expect([refused.statusCode, refused.json().message]).toEqual([400, NOT_OURS]);
    });
  });

  it('deletes the uploads nothing has used for ORPHAN_IMAGE_HOURS, with their sizes, and keeps the others', async () => {
    const seller = await ctx.user('seller');
    const categoryId = await createCategory(ctx.db);
    const [forProduct, forAccount, unused, recent] = [
      await sellerPhoto(ctx.app, seller, PHOTO),
      await uploaded(),
      await uploaded(),
      await uploaded(),
    ];
    await createProduct(ctx, seller, categoryId, { imageUrl: forProduct });
    await call(ctx, bearer(await freshIdToken(seller.email)), endpoints.saveUser, {
      body: { name: seller.name, email: seller.email, img: forAccount },
    });
    expect((await get(path.basename(unused), { w: 96 })).statusCode).toBe(200);
    const names = [forProduct, forAccount, unused].map((url) => path.basename(url));
    await ctx.db.query(`UPDATE images SET created_at = now() - interval '25 hours' WHERE name = ANY($1)`, [names]);

    const run = await deleteUnusedImages(ctx.db, ctx.app.images, { hours: 24, log: quiet });
    expect(run).toEqual({ deleted: 1, failed: 0 });
    expect((await get(path.basename(unused))).statusCode).toBe(404);
    expect(existsSync(path.join(ctx.dataDir, 'images', 'variants', `${path.basename(unused)}.96.webp`))).toBe(false);
    for (const kept of [forProduct, forAccount, recent]) expect((await get(path.basename(kept))).statusCode).toBe(200);
    expect(await ctx.db.query('SELECT status, attempts FROM images WHERE name = $1', [path.basename(unused)])).toEqual([
      { status: 'deleted', attempts: 1 },
    ]);
    // What was deleted can no longer be used.
    const refused = await call(ctx, seller, endpoints.addProduct, {
      body: { ...productDetails(categoryId), imageUrl: unused },
    });
    expect([refused.statusCode, refused.json().message]).toEqual([400, NOT_OURS]);
    expect(await deleteUnusedImages(ctx.db, ctx.app.images, { hours: 24, log: quiet })).toEqual({
      deleted: 0,
      failed: 0,
    });
  });
});

const productDetails = (categoryId: string) => ({
  category_id: categoryId,
  title: 'Nintendo Switch OLED',
  condition: 'Good' as const,
  description: 'Barely used.',
  location: 'Austin, TX',
  mobile: '+1 512 555 0100',
  orgprice: 349,
  resprice: 250,
  useYear: 1,
  puryear: 2023,
});

describe('resizing', () => {
  /** A store whose originals arrive only when the test lets them; it counts how many are read at once. */
  function slowStore() {
    const waiting: Array<() => void> = [];
    const store = {
      reading: 0,
      most: 0,
      open: async () => {
        store.reading += 1;
        store.most = Math.max(store.most, store.reading);
        await new Promise<void>((resolve) => waiting.push(resolve));
        store.reading -= 1;
        return { stream: [PHOTO][Symbol.iterator]() as unknown as NodeJS.ReadableStream, type: 'image/jpeg', size: 1 };
      },
      openVariant: async () => undefined,
      saveVariant: async () => undefined,
      /** Lets the next original arrive, once one is being read. */
      release: async () => {
        await until(() => waiting.length > 0);
        waiting.shift()!();
      },
    };
    return store;
  }
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setImmediate(resolve));
  };

  it('renders at most IMAGE_RENDER_CONCURRENCY images at a time, the others in turn', async () => {
    const store = slowStore();
    const variants = new ImageVariants(store as unknown as ImageStore, { concurrency: 2 });
    const all = Promise.all(Array.from({ length: 5 }, () => variants.render(`${randomUUID()}.jpg`, 96, 'image/webp')));
    await until(() => store.reading >= 2);
    for (let i = 0; i < 5; i += 1) await store.release();
    expect((await all).every((variant) => variant?.type === 'image/webp')).toBe(true);
    expect(store.most).toBe(2);
  });

  it('does not decode an image with more pixels than it may (sharp limitInputPixels): it is served as stored', async () => {
    const store = slowStore();
    const variants = new ImageVariants(store as unknown as ImageStore, { concurrency: 1, maxPixels: 640 * 479 });
    const rendering = variants.render(`${randomUUID()}.jpg`, 96, 'image/webp');
    await store.release();
    expect(await rendering).toEqual({ body: PHOTO, type: 'image/jpeg' });
  });
});
