import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import * as endpoints from '@replay/contract/endpoints';
import { openPostgres } from '../src/db/database';
import { ONE_PIXEL_PNG, sellerPhoto } from './support/images';
import { payWithCard, record } from './support/payments';
import {
  book,
  createCategory,
  createPostgresDatabase,
  createProduct,
  createTestApp,
  ENGINES,
  type TestContext,
} from './support/harness';
import { freePort, request, startServer } from './support/server-process';
import { call } from './support/api';

const run = promisify(execFile);
const serverDir = path.resolve(__dirname, '..');

/**
 * `npm run backup` / `npm run restore` as an operator runs them, with the server's environment;
 * `umask`: the operator's (through a shell, so this process keeps its own).
 */
async function cli(
  mode: 'backup' | 'restore',
  dir: string,
  env: Record<string, string>,
  options: { umask?: number; args?: string[] } = {},
): Promise<string> {
  const command = [
    process.execPath,
    '--import',
    'tsx',
    'scripts/backup.ts',
    mode,
    mode === 'backup' ? '--out' : '--from',
    dir,
    ...(options.args ?? []),
  ];
  const [file, args] =
    options.umask === undefined
      ? [command[0]!, command.slice(1)]
      : ['/bin/sh', ['-c', `umask ${options.umask.toString(8)} && exec "$@"`, 'sh', ...command]];
  const { stdout } = await run(file, args, {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'development', ...env },
    timeout: 120_000,
  });
  return stdout;
}

/** Every folder under `dir` (itself included) whose mode is not 0700, and every file not 0600. */
function notPrivate(dir: string): string[] {
  const wrong = (file: string, wanted: number) => {
    const mode = statSync(file).mode & 0o777;
    return mode === wanted ? [] : [`${file}: ${mode.toString(8)}`];
  };
  return [
    ...wrong(dir, 0o700),
    ...readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? notPrivate(path.join(dir, entry.name)) : wrong(path.join(dir, entry.name), 0o600),
    ),
  ];
}

/** Every file under `dir`, by its path there. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

/** Checks that a restored site serves the image `name` (the one-pixel PNG it was uploaded as); closes the site after. */
async function expectServesPng(site: TestContext, name: string): Promise<void> {
  try {
    const image = await call(site, undefined, endpoints.getImage, { params: { name } });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
  } finally {
    await site.close();
  }
}

const TABLES = ['users', 'categories', 'products', 'bookings', 'payments', 'images', 'notifications', 'outbox'];

async function contents(ctx: TestContext): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  // Each row's key (the first column: id, or an image's name).
  for (const table of TABLES)
    all[table] = (await ctx.db.query(`SELECT * FROM ${table} ORDER BY 1`)).map((row) => Object.values(row)[0]);
  return all;
}

describe.each(ENGINES)('backup and restore (%s)', (engine) => {
  let ctx: TestContext;
  let restored: TestContext | undefined;
  /** How to drop each database the suite made. */
  const drops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    await restored?.close();
    if (engine === 'postgres') await ctx.close();
    for (const drop of drops) await drop();
  });

  /** The URL of a database on the test server. */
  const urlOf = (name: string) => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    return url.toString();
  };

  /** The URL of a new, empty database on the test server (dropped after the suite). */
  const newDatabase = async () => {
    const database = await createPostgresDatabase();
    drops.push(database.drop);
    return database.url;
  };

  it('backs up a running site and restores it into a new data directory, every row and image there', async () => {
    ctx = await createTestApp(engine);
    const seller = await ctx.user('seller');
    const buyer = await ctx.user('buyer');
    await ctx.user('admin');
    const categoryId = await createCategory(ctx.db);
    const photos = [await sellerPhoto(ctx.app, seller), await sellerPhoto(ctx.app, seller, ONE_PIXEL_PNG)];
    const productIds = [
      await createProduct(ctx, seller, categoryId, { title: 'Sega Saturn', imageUrl: photos[0] }),
      await createProduct(ctx, seller, categoryId, { title: 'Neo Geo', imageUrl: photos[1] }),
    ];
    const bookingId = await book(ctx, buyer, productIds[0]!);
    await book(ctx, buyer, productIds[1]!);
    const transactionId: string = await payWithCard(ctx, buyer, bookingId);
    expect((await record(ctx, buyer, bookingId, transactionId)).statusCode).toBe(201);
    const before = await contents(ctx);
    expect(before.payments).toHaveLength(1);
    const imageFiles = readdirSync(path.join(ctx.dataDir, 'images'));
    expect(imageFiles.length).toBeGreaterThanOrEqual(2);

    // The site runs (as `npm start` does), and requests keep coming while it is backed up: PGlite's
    // snapshot is taken by the server's own process.
    const env: Record<string, string> = { DATA_DIR: ctx.dataDir };
    if (engine === 'postgres') {
      const [{ name }] = (await ctx.db.query<{ name: string }>('SELECT current_database() AS name')) as [
        { name: string },
      ];
      env.DATABASE_URL = urlOf(name);
    } else {
      await ctx.app.close();
      await ctx.identity.close();
      await ctx.db.close();
    }
    const site = await startServer(env);
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'replay-backup-')), 'backup');
    let reading = true;
    const load = (async () => {
      let served = 0;
      while (reading) {
        expect((await request(site.port, endpoints.listCategoryProducts, { params: { id: categoryId } })).status).toBe(
          200,
        );
        served += 1;
      }
      return served;
    })();
    try {
      // With an operator's umask that would leave everything world-writable: the backup is private still.
      expect(await cli('backup', out, env, { umask: 0o000 })).toMatch(/\[backup\] (pglite|postgres) database/);
    } finally {
      reading = false;
    }
    expect(await load).toBeGreaterThan(0);
    expect(await site.stop()).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'));
    expect(manifest).toEqual(
      expect.objectContaining({ database: engine, imageStore: 'fs', images: imageFiles.length }),
    );
    if (engine === 'pglite') expect(manifest.fromRunningServer).toBe(true);
    expect(existsSync(path.join(out, 'secrets', 'unsubscribe-secret'))).toBe(true);
    expect(notPrivate(out)).toEqual([]);

    // Restored into a fresh data directory (and, on PostgreSQL, a new database), then started.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'replay-restored-'));
    const restoreEnv: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: '0' };
    let db;
    if (engine === 'postgres') restoreEnv.DATABASE_URL = await newDatabase();
    expect(await cli('restore', out, restoreEnv)).toMatch(/restored .* in \d+ ms/);
    if (restoreEnv.DATABASE_URL) db = await openPostgres(restoreEnv.DATABASE_URL);
    restored = await createTestApp(engine, { dataDir, ...(db ? { db } : {}) });

    expect(await contents(restored)).toEqual(before);
    expect(readFileSync(path.join(dataDir, 'unsubscribe-secret'), 'utf8')).toBe(
      readFileSync(path.join(ctx.dataDir, 'unsubscribe-secret'), 'utf8'),
    );
    // The restored site serves them: the product list, the buyer's payment, each image.
    const list = await call(restored, undefined, endpoints.listCategoryProducts, { params: { id: categoryId } });
    expect(
      list
        .json<Array<{ title: string }>>()
        .map((p) => p.title)
        .sort(),
    ).toEqual(['Neo Geo', 'Sega Saturn']);
    const bookings = await call(restored, buyer, endpoints.listMyBookings, { query: { email: buyer.email } });
    expect(bookings.statusCode).toBe(200);
    expect(bookings.json()).toHaveLength(2);
    for (const file of imageFiles) {
      const image = await call(restored, undefined, endpoints.getImage, { params: { name: file } });
      expect({ file, status: image.statusCode }).toEqual({ file, status: 200 });
      expect(image.rawPayload.equals(readFileSync(path.join(ctx.dataDir, 'images', file)))).toBe(true);
    }

    // A backup is never written over, nor restored over a data directory in use.
    await expect(cli('backup', out, env)).rejects.toThrow(/is not empty/);
    if (engine === 'pglite') await expect(cli('restore', out, restoreEnv)).rejects.toThrow(/is not empty/);
  }, 180_000);

  it('writes a backup only its owner can read, whatever the umask, and restores a shared one only when told', async () => {
    // A stopped site (PGlite: the backup reads the data directory itself) with an image and a rendered
    // size, both readable by all, as the image store leaves them under a usual umask.
    const site = await createTestApp(engine);
    const seller = await site.user('seller');
    const name = (await sellerPhoto(site.app, seller)).split('/').pop()!;
    const images = path.join(site.dataDir, 'images');
    mkdirSync(path.join(images, 'variants'));
    writeFileSync(path.join(images, 'variants', `${name}-320.webp`), 'webp');
    for (const dir of [images, path.join(images, 'variants')]) chmodSync(dir, 0o755);
    for (const file of [name, `variants/${name}-320.webp`]) chmodSync(path.join(images, file), 0o644);
    const env: Record<string, string> = { DATA_DIR: site.dataDir };
    if (engine === 'postgres') {
      const [{ db }] = (await site.db.query<{ db: string }>('SELECT current_database() AS db')) as [{ db: string }];
      env.DATABASE_URL = urlOf(db);
    } else {
      await site.close();
    }
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'replay-backup-private-')), 'backup');
    try {
      await cli('backup', out, env, { umask: 0o000 });
    } finally {
      if (engine === 'postgres') await site.close();
    }
    expect(filesIn(out).sort()).toEqual(
      [
        engine === 'pglite' ? 'database.tar.gz' : 'database.dump',
        `images/${name}`,
        `images/variants/${name}-320.webp`,
        'manifest.json',
        'secrets/access-token-secret',
        'secrets/unsubscribe-secret',
      ].sort(),
    );
    expect(notPrivate(out)).toEqual([]);

    // Made readable by the group (a copy with the wrong umask, an rsync -a from elsewhere): refused,
    // the folder named, and so is a file shared on its own.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'replay-restored-private-'));
    const restoreEnv: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: '0' };
    if (engine === 'postgres') restoreEnv.DATABASE_URL = await newDatabase();
    chmodSync(out, 0o750);
    await expect(cli('restore', out, restoreEnv)).rejects.toThrow(
      `${out} is readable or writable by group or others (mode 0750): a backup holds personal data and secrets. Make it private with \`chmod -R go-rwx ${out}\``,
    );
    chmodSync(out, 0o700);
    chmodSync(path.join(out, 'manifest.json'), 0o604);
    await expect(cli('restore', out, restoreEnv)).rejects.toThrow(
      `${path.join(out, 'manifest.json')} is readable or writable by group or others (mode 0604)`,
    );
    // Nothing restored (the configuration, loaded first, has generated its secrets there).
    expect(readdirSync(dataDir).filter((entry) => !entry.endsWith('-secret'))).toEqual([]);

    // The operator says it is fine: restored as it is.
    chmodSync(out, 0o755);
    expect(await cli('restore', out, restoreEnv, { args: ['--allow-shared-perms'] })).toMatch(/restored .* in \d+ ms/);
    expect(readFileSync(path.join(dataDir, 'images', 'variants', `${name}-320.webp`), 'utf8')).toBe('webp');
    expect(statSync(path.join(dataDir, 'unsubscribe-secret')).mode & 0o777).toBe(0o600);
    const db = restoreEnv.DATABASE_URL ? await openPostgres(restoreEnv.DATABASE_URL) : undefined;
    await expectServesPng(await createTestApp(engine, { dataDir, ...(db ? { db } : {}) }), name);
  }, 120_000);
});

describe('backup and restore of an S3 image store', () => {
  it('copies every object of the bucket out, and back into a new bucket', async () => {
    const port = await freePort();
    const s3 = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), 'replay-s3-')),
      configureBuckets: [
        { name: 'site', configs: [] },
        { name: 'restored', configs: [] },
      ],
    });
    await s3.run();
    const s3Env = (bucket: string) => ({
      IMAGE_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    const client = new S3Client({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      // A site on PGlite (stopped: the backup reads its data directory) whose images are in the bucket.
      const ctx = await createTestApp('pglite', { env: s3Env('site') });
      const seller = await ctx.user('seller');
      const photo = await sellerPhoto(ctx.app, seller);
      await ctx.close();
      const name = photo.split('/').pop()!;
      await client.send(new PutObjectCommand({ Bucket: 'site', Key: `variants/${name}-320.webp`, Body: 'webp' }));

      const out = path.join(mkdtempSync(path.join(tmpdir(), 'replay-backup-s3-')), 'backup');
      await cli('backup', out, { DATA_DIR: ctx.dataDir, ...s3Env('site') }, { umask: 0o000 });
      expect(readFileSync(path.join(out, 'images', name)).equals(ONE_PIXEL_PNG)).toBe(true);
      expect(existsSync(path.join(out, 'images', 'variants', `${name}-320.webp`))).toBe(true);
      expect(notPrivate(out)).toEqual([]);

      const dataDir = mkdtempSync(path.join(tmpdir(), 'replay-restored-s3-'));
      await cli('restore', out, { DATA_DIR: dataDir, ...s3Env('restored') });
      const listed = await client.send(new ListObjectsV2Command({ Bucket: 'restored' }));
      expect((listed.Contents ?? []).map((object) => object.Key).sort()).toEqual(
        [name, `variants/${name}-320.webp`].sort(),
      );
      await expectServesPng(await createTestApp('pglite', { dataDir, env: s3Env('restored') }), name);
    } finally {
      client.destroy();
      await s3.close();
    }
  }, 120_000);
});
