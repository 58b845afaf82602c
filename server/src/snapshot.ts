import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './db/database';

/** Where a running server writes the PGlite snapshot the backup asked for (see scripts/backup.ts). */
export const snapshotFile = (dataDir: string) => path.join(dataDir, 'backup-snapshot.tar.gz');
/** The running server's process id, for the backup to signal (PGlite only). */
export const pidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/**
 * PGlite backups while the site runs: its data directory belongs to this process, so
 * `npm run backup` sends it SIGUSR2 and this process writes a snapshot (PGlite's dumpDataDir,
 * taken between two statements of its one connection: consistent) to DATA_DIR, first under a
 * temporary name, then renamed, so the backup never reads half a file. A signal needs no port and
 * no credentials: only the server's own user (or root) on its own machine can send it.
 */
export function serveSnapshots(
  db: Database,
  dataDir: string,
  log: { info(fields: object, msg: string): void; error(fields: { err: unknown }, msg: string): void },
): () => void {
  if (!db.dump) return () => undefined;
  const dump = db.dump.bind(db);
  const file = snapshotFile(dataDir);
  const onSignal = () => {
    const started = Date.now();
    dump()
      .then(async (blob) => {
        writeFileSync(`${file}.tmp`, Buffer.from(await blob.arrayBuffer()), { mode: 0o600 });
        renameSync(`${file}.tmp`, file);
        log.info({ file, ms: Date.now() - started, bytes: blob.size }, 'database snapshot written');
      })
      .catch((error: unknown) => log.error({ err: error }, 'could not write the database snapshot'));
  };
  process.on('SIGUSR2', onSignal);
  writeFileSync(pidFile(dataDir), String(process.pid));
  return () => {
    process.off('SIGUSR2', onSignal);
    if (existsSync(pidFile(dataDir))) rmSync(pidFile(dataDir), { force: true });
  };
}
