import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, type TestContext } from './support/harness';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<script>alert(1)</script>')]);

function multipart(file: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = '----replay-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'image'}"; filename="${options.filename ?? 'photo.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

describe('images', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { env: { RATE_LIMIT_UPLOADS: '12' } });
  });
  afterAll(() => ctx.close());

  const upload = (file: Buffer, options?: Parameters<typeof multipart>[1]) =>
    ctx.app.inject({ method: 'POST', url: '/images', ...multipart(file, options) });

  it('stores an image under a generated name and serves it with its type and nosniff', async () => {
    const response = await upload(PNG, { filename: '../../etc/passwd.png' });
    expect(response.statusCode).toBe(201);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.url).toMatch(/^http:\/\/api\.test\/images\/[0-9a-f-]{36}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: new URL(data.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses what is not an image by content, whatever its name says', async () => {
    const text = await upload(Buffer.from('<html><script>alert(1)</script></html>'), {
      filename: 'cat.png',
      type: 'image/png',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: 'Only JPEG, PNG, WebP or GIF images are accepted' });
    const disguised = await upload(GIF, { filename: 'cat.jpg', type: 'image/jpeg' });
    expect(disguised.statusCode).toBe(415);
    const notMultipart = await ctx.app.inject({ method: 'POST', url: '/images', payload: { image: 'x' } });
    expect(notMultipart.statusCode).toBe(415);
    const wrongField = await upload(PNG, { field: 'file' });
    expect(wrongField.statusCode).toBe(400);
  });

  it('refuses images over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The image is larger than 5 MB' });
  });

  describe('sized for where they show (?w=)', () => {
    let url: string;
    beforeAll(async () => {
      // A real 640×480 JPEG: a demo product photo, uploaded like any other.
      const photo = readFileSync(path.join(__dirname, '..', 'seed-images', 'demo-product-ps5.jpg'));
      url = new URL((await upload(photo, { filename: 'ps5.jpg', type: 'image/jpeg' })).json().data.url).pathname;
    });

    it('answers WebP to browsers that take it, else JPEG, at most that wide, and much smaller', async () => {
      const original = await ctx.app.inject({ method: 'GET', url });
      const webp = await ctx.app.inject({
        method: 'GET',
        url: `${url}?w=192`,
        headers: { accept: 'image/avif,image/webp,*/*' },
      });
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers.vary).toBe('Accept');
      expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(webp.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(webp.rawPayload).metadata()).width).toBe(192);
      expect(webp.rawPayload.length).toBeLessThan(original.rawPayload.length / 5);

      const jpeg = await ctx.app.inject({ method: 'GET', url: `${url}?w=96`, headers: { accept: 'image/*' } });
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(jpeg.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 96, 72]);
      // Never wider than the original.
      const wide = await ctx.app.inject({ method: 'GET', url: `${url}?w=960`, headers: { accept: 'image/webp' } });
      expect((await sharp(wide.rawPayload).metadata()).width).toBe(640);
    });

    it('refuses other widths with a clear message, and unknown images with 404', async () => {
      const odd = await ctx.app.inject({ method: 'GET', url: `${url}?w=100` });
      expect(odd.statusCode).toBe(400);
      expect(odd.json()).toEqual(expect.objectContaining({ message: 'w must be one of: 96, 192, 384, 640, 960' }));
      expect((await ctx.app.inject({ method: 'GET', url: `${url}?w=abc` })).statusCode).toBe(400);
      const missing = await ctx.app.inject({
        method: 'GET',
        url: '/images/00000000-0000-4000-8000-000000000000.jpg?w=96',
      });
      expect(missing.statusCode).toBe(404);
    });

    it('serves an image libvips cannot read as it was uploaded, not as an error', async () => {
      const stored = new URL((await upload(PNG)).json().data.url).pathname;
      const served = await ctx.app.inject({ method: 'GET', url: `${stored}?w=96`, headers: { accept: 'image/webp' } });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
    });
  });

  it('answers 404 for unknown or crafted names, never cached for long', async () => {
    for (const name of ['00000000-0000-4000-8000-000000000000.png', '..%2F..%2Fpglite', 'x.svg']) {
      for (const url of [`/images/${name}`, `/images/${name}?w=96`]) {
        const missing = await ctx.app.inject({ method: 'GET', url });
        expect(missing.statusCode).toBe(404);
        expect(missing.headers['cache-control']).toBeUndefined();
      }
    }
  });

  it('limits uploads per caller with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 14; i += 1) {
      last = await upload(PNG);
      statuses.push(last.statusCode);
    }
    expect(statuses).toContain(429);
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().message).toMatch(/^Too many requests; try again in \d+ seconds$/);
  });
});
