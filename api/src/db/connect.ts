/** Opens the database: PostgreSQL when a URL is given, otherwise a SQLite file under the data folder. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import { Pool, type PoolClient, types } from 'pg';
import { DEFAULT_PG_POOL_MAX } from '../config';
import type { Database, DatabaseKind } from './schema';

// COUNT(*) and BIGINT come back from pg as strings; every count we read fits in a JS number.
types.setTypeParser(20, (value) => Number(value));

export interface DatabaseConnection {
  db: Kysely<Database>;
  kind: DatabaseKind;
}

/** Where a handle's database is: another thread opens its own connection to it (services/search/index-build-thread.ts). */
export type DatabaseAddress = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
const addresses = new WeakMap<Kysely<Database>, DatabaseAddress>();

/** The address of a handle opened here (null for one made elsewhere, e.g. a test's in-memory database). */
export function databaseAddress(db: Kysely<Database>): DatabaseAddress | null {
  return addresses.get(db) ?? null;
}

/** SQL texts PostgreSQL keeps prepared (parsed and planned once per connection), by statement name. */
const preparedTexts = new Map<string, string>();

/**
 * Marks a fixed SQL text (a query compiled once, run with new parameters: services/catalogue/product-json.ts) as
 * one every PostgreSQL connection prepares on first use and reuses. Only registered texts are prepared,
 * so the statements a connection keeps stay few however varied the other queries are.
 */
export function prepareOnPostgres(text: string): void {
  if (!preparedTexts.has(text)) preparedTexts.set(text, `ayur_${preparedTexts.size + 1}`);
}

/** Runs the registered texts of Kysely's `query(text, values)` calls as named (prepared) statements. */
export function useNamedStatements(client: PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const name = args.length === 2 && typeof text === 'string' ? preparedTexts.get(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  };
}

/** `poolSize`: connections of this process (PG_POOL_MAX, read by config.ts). */
export function connectPostgres(url: string, poolSize = DEFAULT_PG_POOL_MAX): DatabaseConnection {
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle client whose server connection ends (restart, failover, a dropped test database) must not
  // crash the process: the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL idle connection closed: ${error.message}`));
  // A client that is checked out when its connection ends (PostgreSQL restarting mid-request) emits 'error'
  // too, after its query already failed; without a listener that event would end the process.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    useNamedStatements(client);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  addresses.set(db, { kind: 'postgres', url });
  return { db, kind: 'postgres' };
}

/** How many prepared statements a SQLite connection keeps (the least recently used one goes first). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely's SQLite driver sees it, with each SQL text prepared once: the driver calls
 * prepare() on every query, and preparing costs several times what running a primary-key look-up costs.
 * A statement is reused only by the next query with the same text: the driver holds its single connection
 * (a mutex) until a query or a stream ends, so a cached statement is never run twice at once.
 */
export function withStatementCache(database: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = database.prepare(text);
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/** Read-only SQLite connections opened beside each database's main one (see sqliteReader). */
const readers = new WeakMap<Kysely<Database>, SqliteReader>();

/** A read-only connection with its own statements, prepared once per SQL text. */
export interface SqliteReader {
  /** the first column of the first row, or undefined when there is none */
  value(text: string, parameters: unknown[]): unknown;
  /** every row, as objects of their columns */
  rows(text: string, parameters: unknown[]): unknown[];
}

/**
 * The read-only connection of a SQLite database, or null (PostgreSQL). It reads the last committed state
 * (WAL: a reader never waits for the writer and never sees a transaction in progress), without Kysely's
 * per-query work and without waiting for the main connection, which Kysely's driver holds for a whole
 * transaction. For hot single-statement reads (services/catalogue/product-json.ts).
 */
export function sqliteReader(db: Kysely<Database>): SqliteReader | null {
  return readers.get(db) ?? null;
}

function tuneForReads(database: SQLite.Database): void {
  database.pragma('busy_timeout = 5000');
  // catalogue reads come from a memory map and a 64 MB page cache instead of a read() per page;
  // sorts and temporary B-trees stay in memory
  database.pragma('mmap_size = 268435456');
  database.pragma('cache_size = -65536');
  database.pragma('temp_store = MEMORY');
}

function openReader(file: string): SQLite.Database & { statements: Map<string, SQLite.Statement> } {
  const reader = new SQLite(file, { readonly: true, fileMustExist: true });
  tuneForReads(reader);
  return Object.assign(reader, { statements: new Map<string, SQLite.Statement>() });
}

/** `mustExist`: another thread's connection to a database this process opened; it never creates the file or its folder. */
export function connectSqlite(file: string, { mustExist = false } = {}): DatabaseConnection {
  if (!mustExist) mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file, { fileMustExist: mustExist });
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  // Reads and writes of a busy shop (bench: API on SQLite). With WAL, NORMAL keeps the database
  // consistent on a crash and syncs at checkpoints instead of on every commit.
  database.pragma('synchronous = NORMAL');
  tuneForReads(database);
  // opened on first use (after the migrations made the file a WAL database), closed with the database
  let reader: ReturnType<typeof openReader> | null = null;
  const cached = withStatementCache(database);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: {
        prepare: cached.prepare,
        close: () => {
          reader?.close();
          reader = null;
          cached.close();
        },
      },
    }),
  });
  addresses.set(db, { kind: 'sqlite', file });
  readers.set(db, {
    value: (text, parameters) => {
      reader ??= openReader(file);
      let statement = reader.statements.get(text);
      if (!statement) {
        statement = reader.prepare(text).pluck();
        reader.statements.set(text, statement);
      }
      return statement.get(...parameters);
    },
    rows: (text, parameters) => {
      reader ??= openReader(file);
      const key = `rows\u0000${text}`;
      let statement = reader.statements.get(key);
      if (!statement) {
        statement = reader.prepare(text);
        reader.statements.set(key, statement);
      }
      return statement.all(...parameters);
    },
  });
  return { db, kind: 'sqlite' };
}

export function connectDatabase(options: { databaseUrl: string | null; dataDir: string; pgPoolMax?: number }): DatabaseConnection {
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl, options.pgPoolMax)
    : connectSqlite(path.join(options.dataDir, 'marketplace.sqlite'));
}

export function databaseKind(db: Kysely<Database>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
