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
    ctx = await createTestApp('pglite', { env: { RATE_LIMIT_UPLOADS: '8' } });
  });
  afterAll(() => ctx.close());

  const upload = (file: Buffer, options?: Parameters<typeof multipart>[1]) => ctx.app.inject({ method: 'POST', url: '/images', ...multipart(file, options) });

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
    const text = await upload(Buffer.from('<html><script>alert(1)</script></html>'), { filename: 'cat.png', type: 'image/png' });
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

  it('answers 404 for unknown or crafted names', async () => {
    for (const name of ['00000000-0000-4000-8000-000000000000.png', '..%2F..%2Fpglite', 'x.svg']) {
      expect((await ctx.app.inject({ method: 'GET', url: `/images/${name}` })).statusCode).toBe(404);
    }
  });

  it('limits uploads per caller with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 10; i += 1) {
      last = await upload(PNG);
      statuses.push(last.statusCode);
    }
    expect(statuses).toContain(429);
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().message).toMatch(/^Too many requests; try again in \d+ seconds$/);
  });
});
