// `npm run openapi [-- --out FILE]`: writes the API's OpenAPI document (what GET /openapi.json
// answers) to FILE, default dist/openapi.json. The routes are registered as the server registers
// them, on a throw-away in-memory database; nothing is listened on.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { createFirebaseIdentity } from '../src/auth/firebase';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/database';

const { values } = parseArgs({
  options: { out: { type: 'string', default: path.join(__dirname, '..', 'dist', 'openapi.json') } },
});

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: path.join(tmpdir(), 'replay-openapi'),
    REFUND_RETRY_INTERVAL_MS: '0',
  });
  const db = await openPglite(undefined);
  const identity = createFirebaseIdentity(config.firebaseProjectId);
  const app = await buildApp({ config, db, identity, logger: false });
  await app.ready();
  const out = path.resolve(values.out!);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  await identity.close();
  await db.close();
  console.log(`OpenAPI document written to ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
