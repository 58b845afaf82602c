import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { createFirebaseIdentity } from './auth/firebase';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { syncAdmins } from './db/users';
import { adminEmailsAtStart, seedDemo } from './seed/demo';
import { serveSnapshots } from './snapshot';
import { startTracing } from './tracing';

async function main(): Promise<void> {
  const config = loadConfig();
  // Traces: the SDK starts before anything it follows (and is not loaded at all without it).
  const stopTracing = config.tracing ? await startTracing() : undefined;
  const db = await openDatabase(config);
  // PGlite: from now on, `npm run backup` asks this process for its snapshot (src/snapshot.ts).
  const stopSnapshots = serveSnapshots(db, config.dataDir, {
    // JSON lines like the server's own log (the app, and its logger, come later).
    info: (fields, msg) => console.log(JSON.stringify({ level: 30, time: Date.now(), ...fields, msg })),
    error: ({ err }, msg) => console.error(JSON.stringify({ level: 50, time: Date.now(), err: String(err), msg })),
  });
  await migrate(db);
  await syncAdmins(db, adminEmailsAtStart(config));
  const identity = createFirebaseIdentity(config.firebaseProjectId, { apiKey: config.firebaseApiKey });
  const app = await buildApp({ config, db, identity });

  if (config.seedDemo)
    await seedDemo({ db, identity, images: app.images, useEmulator: Boolean(config.authEmulatorHost), log: app.log });

  /*
   * Ctrl-C or SIGTERM: stop taking connections, finish the requests already accepted (Fastify's
   * close; a request arriving on a kept-alive connection meanwhile is served, its connection then
   * closed), end the live streams, let each job finish the run under way (its leased rows), then
   * close the database, and exit 0. Past SHUTDOWN_GRACE_MS the process exits 1 anyway.
   */
  // SIGUSR2 is the backup's (src/snapshot.ts), not a stop.
  closeWithGrace({ delay: config.shutdownGraceMs, skip: ['SIGUSR2'] }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    stopSnapshots();
    await app.close();
    await identity.close();
    await db.close();
    await stopTracing?.();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: db.kind,
      payments: config.paymentProvider,
      dataDir: config.dataDir,
      mail: app.mailTransport.destination,
    },
    'Replay Market API ready',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
