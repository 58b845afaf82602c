import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { listenPglite, listenPostgres, type Listener, type ListenLog, type OnNotify } from './listen';

export type Row = Record<string, unknown>;

/** Anything SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of each `pg_notify(channel, …)` once its transaction has
   * committed, from any instance on the same database (see ./listen.ts).
   */
  listen(channel: string, onNotify: OnNotify, log: ListenLog): Listener;
  /** Requests waiting for a pooled connection (PostgreSQL; PGlite has no pool: 0). */
  waiting(): number;
  /**
   * PGlite only: its data directory as a gzipped tarball, taken between two statements of its one
   * connection, so consistent while the site runs (see scripts/backup.ts).
   */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** PostgreSQL compiled to WASM, files under DATA_DIR: the embedded default. One connection; transactions queue. */
export async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  const db = new PGlite(dir, { extensions: { pg_trgm } });
  await db.waitReady;
  return {
    kind: 'pglite',
    async query<T extends Row>(sql: string, params?: unknown[]) {
      return (await db.query<T>(sql, params)).rows;
    },
    transaction(fn) {
      return db.transaction((tx) =>
        fn({ query: async <T extends Row>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows }),
      );
    },
    listen: (channel, onNotify, log) => listenPglite(db, channel, onNotify, log),
    waiting: () => 0,
    dump: () => db.dumpDataDir('gzip'),
    close: () => db.close(),
  };
}

// Counts and sums arrive as int8; our values fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface PostgresOptions {
  max?: number;
  /**
   * Every statement on the pool's connections is cut off after this long (PostgreSQL's
   * statement_timeout; 0 or unset: never), so no request, a search above all, holds a connection
   * and a core for long. Migrations lift it for their own transaction.
   */
  statementTimeoutMs?: number;
  /**
   * Told when PostgreSQL drops a pooled connection that was idle (a restart, a failover,
   * pg_terminate_backend). The pool discards that connection and opens a new one on the next
   * query; without a listener, pg would raise the error on the process and stop the server.
   */
  onConnectionError?: (error: Error) => void;
}

const warnConnectionLost = (error: Error) => {
  process.emitWarning(`PostgreSQL closed an idle pooled connection: ${error.message}`, 'DatabaseWarning');
};

export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 20,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  pool.on('error', options.onConnectionError ?? warnConnectionLost);
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    async query<T extends Row>(sql: string, params?: unknown[]) {
      return (await pool.query<T>(sql, params)).rows;
    },
    async transaction(fn) {
      const client = await pool.connect();
      let lost = false;
      // Cut between two statements, a checked-out connection reports it as an event (no listener:
      // the process would stop); the next statement then fails, and the request with it (503).
      const onLost = () => {
        lost = true;
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T extends Row>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        lost ||= isConnectionLost(error);
        if (!lost) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        // A connection that was cut is thrown away, not handed to the next request.
        client.off('error', onLost);
        client.release(lost);
      }
    },
    listen: (channel, onNotify, log) => listenPostgres(connectionString, channel, onNotify, log),
    waiting: () => pool.waitingCount,
    close: () => pool.end(),
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  databasePoolMax?: number;
  databaseStatementTimeoutMs?: number;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, {
        max: options.databasePoolMax,
        statementTimeoutMs: options.databaseStatementTimeoutMs,
      })
    : openPglite(path.join(options.dataDir, 'pglite'));
}

/** Answers once the database runs a statement: the health check's probe. */
export function pingDatabase(db: Queryable): Promise<unknown> {
  return db.query('SELECT 1');
}

/** SQLSTATE of a statement PostgreSQL cut off (statement_timeout). */
export function isStatementTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '57014';
}

/** SQLSTATE of a unique violation, for mapping races on constraints to 409. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * An error that says the database connection went away (a failover, a restart, pg_terminate_backend)
 * or cannot be had now: the request may be tried again (503), unlike a fault of the statement itself.
 */
export function isConnectionLost(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: string; message?: string };
  // 57P01-57P03: the server is shutting down or cannot take connections; class 08: connection exceptions.
  if (typeof code === 'string' && (/^57P0[1-3]$/.test(code) || code.startsWith('08'))) return true;
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE' || code === 'ETIMEDOUT') return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|connection error and is not queryable|Client was closed|timeout exceeded when trying to connect/i.test(
      message,
    )
  );
}
