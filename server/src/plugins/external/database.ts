import fp from 'fastify-plugin';
import type { Database } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * The database the API runs on (PGlite or PostgreSQL), opened and migrated by whoever starts the
 * server (src/index.ts, the tests), and closed by them after the app: several apps may share one.
 */
export default fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'database' },
);
