import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { createFirebaseIdentity } from './auth/firebase';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { syncAdmins } from './db/users';
import { adminEmailsAtStart, seedDemo } from './seed/demo';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await migrate(db);
  await syncAdmins(db, adminEmailsAtStart(config));
  const identity = createFirebaseIdentity(config.firebaseProjectId, { apiKey: config.firebaseApiKey });
  const app = await buildApp({ config, db, identity });

  if (config.seedDemo)
    await seedDemo({ db, identity, images: app.images, useEmulator: Boolean(config.authEmulatorHost), log: app.log });

  // Ctrl-C or SIGTERM: stop taking requests, finish the ones under way, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await identity.close();
    await db.close();
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
