import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadMigrations, migrate } from '../src/db/migrations';
import { ENGINES, openTestDatabase } from './support/harness';

describe('migrations', () => {
  it('are the SQL files of src/db/migrations, numbered from 1 without a gap, each naming what it does', () => {
    const migrations = loadMigrations();
    expect(migrations.map((migration) => migration.version)).toEqual(migrations.map((_, index) => index + 1));
    for (const migration of migrations) expect(migration.name).not.toMatch(/\.sql$/);
  });

  it('ignores files that are not numbered SQL migrations', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'replay-migrations-'));
    writeFileSync(path.join(dir, '0001-first.sql'), '-- the first\nSELECT 1;\n');
    writeFileSync(path.join(dir, 'README.md'), 'not a migration');
    writeFileSync(path.join(dir, '2-second.sql'), 'SELECT 2;');
    expect(loadMigrations(dir)).toEqual([{ version: 1, name: 'the first', sql: '-- the first\nSELECT 1;\n' }]);
  });
});

describe.each(ENGINES)('migrating (%s)', (engine) => {
  it('applies every migration once, records it, and applies nothing the second time', async () => {
    const { db, drop } = await openTestDatabase(engine, mkdtempSync(path.join(tmpdir(), 'replay-migrate-')));
    try {
      const all = loadMigrations().map((migration) => migration.version);
      expect(await migrate(db)).toEqual(all);
      expect(await migrate(db)).toEqual([]);
      const recorded = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(recorded.map((row) => row.version)).toEqual(all);
    } finally {
      await drop();
    }
  });
});
