// `npm run openapi [-- --out FILE]`: writes the API's OpenAPI document (what GET /openapi.json
// answers, configured from the environment) to FILE, default dist/openapi.json.
// `npm run openapi -- --update`: writes the copy kept in the repository, openapi.json, from the
// default configuration alone (no environment read: PUBLIC_URL http://localhost:5000, the test-card
// payment provider); test/openapi.test.ts fails while it differs from the routes' by a byte.
// The routes are registered as the server registers them, on a throw-away in-memory database;
// nothing is listened on.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { createFirebaseIdentity } from '../src/auth/firebase';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/database';

/** The committed copy of the document. */
export const COMMITTED_OPENAPI = path.join(__dirname, '..', 'openapi.json');

/** The document of the API configured from `env`, as the file's text. */
export async function openApiText(env: NodeJS.ProcessEnv): Promise<string> {
  const config = loadConfig({ ...env, DATA_DIR: path.join(tmpdir(), 'replay-openapi'), REFUND_RETRY_INTERVAL_MS: '0' });
  const db = await openPglite(undefined);
  const identity = createFirebaseIdentity(config.firebaseProjectId);
  try {
    const app = await buildApp({ config, db, identity, logger: false });
    await app.ready();
    const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    await app.close();
    return text;
  } finally {
    await identity.close();
    await db.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: path.join(__dirname, '..', 'dist', 'openapi.json') },
      update: { type: 'boolean', default: false },
    },
  });
  const out = values.update ? COMMITTED_OPENAPI : path.resolve(values.out!);
  const text = await openApiText(values.update ? {} : process.env);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, text);
  console.log(`OpenAPI document written to ${out}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
