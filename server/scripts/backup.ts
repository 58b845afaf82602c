/*
 * `npm run backup -- --out DIR` and `npm run restore -- --from DIR` (docs/operations.md), with the
 * server's own environment (DATA_DIR, DATABASE_URL, IMAGE_STORE, S3_*).
 *
 * A backup is a directory:
 *   manifest.json      what it holds, when it was taken, how long each part took
 *   database.tar.gz    the embedded PGlite's data directory (PGlite), or
 *   database.dump      pg_dump's custom format (PostgreSQL)
 *   images/            every object of the image store (uploads and their rendered sizes)
 *   secrets/           the secrets generated under DATA_DIR (when not set in the environment)
 *
 * It is the owner's only (folders 0700, files 0600, whatever the umask): it holds personal data and
 * the secrets that sign tokens. The restore refuses one that group or others may read or write,
 * unless told otherwise (--allow-shared-perms).
 *
 * The database is taken first and the images after, so every image a row names is there (images
 * are never changed once stored; those uploaded meanwhile come along unused).
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  constants,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { loadConfig, type Config, type S3Config } from '../src/config';
import { pidFile, snapshotFile } from '../src/snapshot';

const SECRETS = ['access-token-secret', 'unsubscribe-secret'];
/** How long a running server may take to write its snapshot. */
const SNAPSHOT_TIMEOUT_MS = 10 * 60_000;
/** A backup's folders and files: the owner's only. */
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;
/** The bits that let group or others read or write: a restore refuses them. */
const SHARED_BITS = 0o066;

interface Manifest {
  version: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  imageStore: 'fs' | 's3';
  images: number;
  /** Whether the PGlite snapshot came from the running server (else the data directory was not in use). */
  fromRunningServer?: boolean;
  ms: { database: number; images: number };
}

const log = (message: string) => console.log(`[backup] ${message}`);

function argument(name: string): string {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? process.argv[index + 1] : undefined;
  if (!value)
    throw new Error(
      `usage: npm run backup -- --out DIR | npm run restore -- --from DIR [--allow-shared-perms] (missing ${name})`,
    );
  // npm runs scripts from the repository root: a relative path is the caller's.
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), value);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

/**
 * A folder of the backup, and those mkdir creates above it. mkdir's mode is masked by the umask
 * and leaves an existing folder as it is: hence the chmod.
 */
function privateDir(dir: string): void {
  const first = mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  for (let current = dir; ; current = path.dirname(current)) {
    chmodSync(current, DIR_MODE);
    if (!first || current === first || current === path.dirname(current)) break;
  }
}

/** A new file of the backup (a mode given at creation is masked by the umask: hence the chmod). */
function writePrivate(file: string, data: string | Uint8Array): void {
  writeFileSync(file, data, { mode: FILE_MODE, flag: 'wx' });
  chmodSync(file, FILE_MODE);
}

/** copyFile gives the copy the source's mode (an image is 0644); the folder is already private meanwhile. */
function copyPrivate(source: string, target: string): void {
  copyFileSync(source, target, constants.COPYFILE_EXCL);
  chmodSync(target, FILE_MODE);
}

function copyTreePrivate(source: string, target: string): void {
  privateDir(target);
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) copyTreePrivate(from, to);
    else copyPrivate(from, to);
  }
}

/** Every folder and file under `dir` (itself first) that group or others may read or write. */
function sharedPaths(dir: string): Array<{ path: string; mode: number }> {
  // stat follows a symbolic link: what matters is what it points to.
  const mode = statSync(dir).mode & 0o777;
  const found = mode & SHARED_BITS ? [{ path: dir, mode }] : [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sharedPaths(file));
    else {
      const fileMode = statSync(file).mode & 0o777;
      if (fileMode & SHARED_BITS) found.push({ path: file, mode: fileMode });
    }
  }
  return found;
}

/** Refuses a backup others could have read (then leaked) or written (then tampered with). */
function assertPrivate(from: string): void {
  const shared = sharedPaths(from);
  if (!shared.length) return;
  const [{ path: first, mode }] = shared as [{ path: string; mode: number }];
  const more = shared.length > 1 ? ` (and ${shared.length - 1} more)` : '';
  throw new Error(
    `${first} is readable or writable by group or others (mode ${mode.toString(8).padStart(4, '0')})${more}: ` +
      `a backup holds personal data and secrets. Make it private with \`chmod -R go-rwx ${from}\` ` +
      `and restore again, or pass --allow-shared-perms to restore it as it is.`,
  );
}

/** The process serving DATA_DIR, when one is running. */
function runningServer(dataDir: string): number | undefined {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function backupPglite(config: Config, out: string): Promise<boolean> {
  const target = path.join(out, 'database.tar.gz');
  const pid = runningServer(config.dataDir);
  if (pid) {
    // The data directory is the server's: it writes the snapshot between two statements.
    const file = snapshotFile(config.dataDir);
    rmSync(file, { force: true });
    process.kill(pid, 'SIGUSR2');
    for (const started = Date.now(); !existsSync(file);) {
      if (Date.now() - started > SNAPSHOT_TIMEOUT_MS) throw new Error(`the server (pid ${pid}) wrote no snapshot`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    renameSync(file, target);
    // The server's mode, unless a stale temporary file of another mode was reused.
    chmodSync(target, FILE_MODE);
    return true;
  }
  const db = new PGlite(path.join(config.dataDir, 'pglite'), { extensions: { pg_trgm } });
  await db.waitReady;
  writePrivate(target, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
  await db.close();
  return false;
}

function s3Client(s3: S3Config): S3Client {
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
  });
}

function filesUnder(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

async function backupImages(config: Config, out: string): Promise<number> {
  const target = path.join(out, 'images');
  privateDir(target);
  if (config.imageStore === 'fs') {
    const source = path.join(config.dataDir, 'images');
    if (existsSync(source)) copyTreePrivate(source, target);
    return filesUnder(target).length;
  }
  const s3 = config.s3!;
  const client = s3Client(s3);
  let count = 0;
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      const got = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: object.Key! }));
      const file = path.join(target, object.Key!);
      privateDir(path.dirname(file));
      writePrivate(file, await got.Body!.transformToByteArray());
      count += 1;
    }
    token = page.NextContinuationToken;
  } while (token);
  client.destroy();
  return count;
}

export async function backup(config: Config, out: string): Promise<Manifest> {
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} is not empty`);
  // Belt and braces: what is created without an explicit mode (by pg_dump, say) is the owner's too.
  const umask = process.umask(0o077);
  try {
    return await backupInto(config, out);
  } finally {
    process.umask(umask);
  }
}

async function backupInto(config: Config, out: string): Promise<Manifest> {
  privateDir(out);
  let started = Date.now();
  let fromRunningServer: boolean | undefined;
  if (config.databaseUrl) {
    // Created here, owner-only: pg_dump truncates it and keeps its mode (it would create one 0666 & ~umask).
    const dump = path.join(out, 'database.dump');
    closeSync(openSync(dump, 'wx', FILE_MODE));
    chmodSync(dump, FILE_MODE);
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', dump, config.databaseUrl]);
    chmodSync(dump, FILE_MODE);
  } else {
    fromRunningServer = await backupPglite(config, out);
  }
  const databaseMs = Date.now() - started;
  started = Date.now();
  const images = await backupImages(config, out);
  const imagesMs = Date.now() - started;
  privateDir(path.join(out, 'secrets'));
  for (const name of SECRETS) {
    const file = path.join(config.dataDir, name);
    if (existsSync(file)) copyPrivate(file, path.join(out, 'secrets', name));
  }
  const manifest: Manifest = {
    version: 1,
    createdAt: new Date().toISOString(),
    database: config.databaseUrl ? 'postgres' : 'pglite',
    imageStore: config.imageStore,
    images,
    ...(fromRunningServer === undefined ? {} : { fromRunningServer }),
    ms: { database: databaseMs, images: imagesMs },
  };
  writePrivate(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function restoreImages(config: Config, from: string): Promise<number> {
  const source = path.join(from, 'images');
  const files = filesUnder(source);
  if (config.imageStore === 'fs') {
    const target = path.join(config.dataDir, 'images');
    mkdirSync(target, { recursive: true });
    if (files.length) cpSync(source, target, { recursive: true });
    return files.length;
  }
  const s3 = config.s3!;
  const client = s3Client(s3);
  for (const key of files) {
    await client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: await readFile(path.join(source, key)) }),
    );
  }
  client.destroy();
  return files.length;
}

export async function restore(
  config: Config,
  from: string,
  options: { allowSharedPerms?: boolean } = {},
): Promise<{ ms: number }> {
  const started = Date.now();
  if (!options.allowSharedPerms) assertPrivate(from);
  const manifest = JSON.parse(readFileSync(path.join(from, 'manifest.json'), 'utf8')) as Manifest;
  const wanted = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== wanted)
    throw new Error(`this backup holds a ${manifest.database} database; the configuration names ${wanted}`);
  if (config.databaseUrl) {
    // Into the database DATABASE_URL names (a new, empty one: see docs/operations.md).
    await run('pg_restore', [
      '--no-owner',
      '--clean',
      '--if-exists',
      '--exit-on-error',
      '--single-transaction',
      '--dbname',
      config.databaseUrl,
      path.join(from, 'database.dump'),
    ]);
  } else {
    if (runningServer(config.dataDir)) throw new Error(`a server is running on ${config.dataDir}: stop it first`);
    const dir = path.join(config.dataDir, 'pglite');
    if (existsSync(dir) && readdirSync(dir).length > 0)
      throw new Error(`${dir} is not empty: restore into a new DATA_DIR (or move that one away)`);
    const data = new Blob([readFileSync(path.join(from, 'database.tar.gz'))]);
    const db = new PGlite(dir, { loadDataDir: data, extensions: { pg_trgm } });
    await db.waitReady;
    await db.close();
  }
  await restoreImages(config, from);
  for (const name of SECRETS) {
    const file = path.join(from, 'secrets', name);
    if (existsSync(file)) {
      // As the server writes them (src/config.ts): the owner's only, whatever the backup's mode.
      const target = path.join(config.dataDir, name);
      cpSync(file, target);
      chmodSync(target, FILE_MODE);
    }
  }
  return { ms: Date.now() - started };
}

async function main(): Promise<void> {
  const mode = process.argv[2];
  const config = loadConfig();
  if (mode === 'backup') {
    const out = argument('--out');
    const manifest = await backup(config, out);
    log(
      `${manifest.database} database (${manifest.ms.database} ms) and ${manifest.images} images (${manifest.ms.images} ms) in ${out}`,
    );
  } else if (mode === 'restore') {
    const from = argument('--from');
    const { ms } = await restore(config, from, { allowSharedPerms: process.argv.includes('--allow-shared-perms') });
    log(`restored ${from} in ${ms} ms`);
  } else {
    throw new Error('usage: backup.ts backup --out DIR | backup.ts restore --from DIR [--allow-shared-perms]');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error(`[backup] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
