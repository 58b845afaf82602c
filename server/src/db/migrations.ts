import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Where the migrations are: beside this module in src/db, and copied beside the bundle in dist/. */
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/**
 * Versioned schema changes, applied in order at start: `migrations/NNNN-name.sql`, plain SQL whose
 * first line (`-- …`) says what it does. Never edit one that has shipped; add the next version
 * instead. Money is integer cents; ownership and uniqueness are constraints.
 */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}-[a-z0-9-]+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const sql = readFileSync(path.join(dir, file), 'utf8');
      return { version: Number(file.slice(0, 4)), name: /^--\s*(.+)$/m.exec(sql)?.[1] ?? file, sql };
    });
}

const MIGRATION_LOCK = 4_242_001;

/**
 * Applies pending migrations in one transaction. The transaction-scoped advisory lock keeps
 * several instances starting at once on PostgreSQL from racing; DDL is transactional there.
 */
export async function migrate(db: Database, migrations = loadMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    // An index over a large table may take longer than requests are allowed (DATABASE_STATEMENT_TIMEOUT_MS).
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version),
    );
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/**
 * Splits a migration on statement-ending semicolons (one at a line's end), keeping a function's
 * `$$`-quoted body whole; our migrations hold no other quoted semicolons.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let pending = '';
  for (const part of sql.split(/;\s*(?:\n|$)/)) {
    pending = pending ? `${pending};\n${part}` : part;
    // Inside a $$ body while an odd number of $$ has been seen.
    if ((pending.match(/\$\$/g)?.length ?? 0) % 2 === 1) continue;
    statements.push(pending);
    pending = '';
  }
  if (pending) statements.push(pending);
  return statements.map((statement) => statement.replace(/^\s*--.*$/gm, '').trim()).filter(Boolean);
}
