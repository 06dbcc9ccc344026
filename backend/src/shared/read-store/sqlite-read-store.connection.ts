// One better-sqlite3 connection of the read store: pragmas, cached statements, transactions, rows.
import { Database, type Statement, type Transaction } from '../sqlite-driver.js';
import type { SqlValue } from './sqlite-read-store.sql.js';

export type Row = Readonly<Record<string, unknown>>;

const BUSY_TIMEOUT_MS = 5000;
const CHECKPOINT_WAIT_MS = 250;
/** Filters differ in shape (and so in SQL text) per screen, not per value: a small cache suffices. */
const STATEMENT_CACHE_SIZE = 200;
/** 16,384 pages of 4 kB: 64 MB of zeros per row, far under SQLite's 1 GB limit on one value. */
const ZERO_PAGES_PER_ROW = 16_384;

export class SqliteConnection {
  private readonly statements = new Map<string, Statement<SqlValue[]>>();
  private readonly deferred: Transaction<(body: () => void) => void>;

  constructor(readonly db: Database) {
    this.deferred = db.transaction((body: () => void) => body());
  }

  /**
   * WAL lets the query connection read a committed snapshot while the projection writes.
   * synchronous=NORMAL may lose the last commits on a power cut (never corrupt the file): fine
   * for a read store, which is always rebuilt from the events, and much faster than FULL.
   */
  static open(filePath: string, role: 'writer' | 'reader'): SqliteConnection {
    const db = new Database(filePath, { timeout: BUSY_TIMEOUT_MS });
    if (role === 'writer') {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      // R48 (c): a document rewritten or deleted (a suppressed member's) leaves no copy of its old
      // bytes in its page; FAST zeroes them only where that costs no extra write.
      db.pragma('secure_delete = FAST');
    } else {
      db.pragma('query_only = ON');
    }
    return new SqliteConnection(db);
  }

  all(sql: string, params: readonly SqlValue[] = []): Row[] {
    return this.statement(sql)
      .all(...params)
      .filter(isRow);
  }

  get(sql: string, params: readonly SqlValue[] = []): Row | undefined {
    const row = this.statement(sql).get(...params);
    return isRow(row) ? row : undefined;
  }

  run(sql: string, params: readonly SqlValue[] = []): number {
    return this.statement(sql).run(...params).changes;
  }

  /** A statement the caller keeps and reuses itself (a hot path: one per table and kind of write). */
  prepare(sql: string): Statement<SqlValue[]> {
    return this.db.prepare<SqlValue[]>(sql);
  }

  /** Schema statements run once each: not worth a cached statement. */
  exec(sql: string): void {
    this.db.exec(sql);
  }

  /** A read snapshot (deferred BEGIN): every statement inside sees the same committed state. */
  reading<T>(body: () => T): T {
    return this.within(body, (wrapped) => this.deferred(wrapped));
  }

  /** Inside a transaction: a SAVEPOINT, undone alone when `body` throws. */
  savepoint<T>(body: () => T): T {
    if (!this.db.inTransaction) throw new Error('A savepoint needs a transaction around it');
    return this.within(body, (wrapped) => this.deferred(wrapped));
  }

  /** BEGIN IMMEDIATE takes the write lock first, so busy_timeout applies instead of a failed upgrade. */
  writing<T>(body: () => T): T {
    return this.within(body, (wrapped) => this.deferred.immediate(wrapped));
  }

  /**
   * Overwrites with zeros every page on the free list. `secure_delete = FAST` zeroes what is deleted
   * inside a page but not a page freed whole (an overflow page of a document that shrank): that one
   * keeps the old bytes until reused. A blob of zeros as large as the free list takes every free page
   * (SQLite reuses them before growing the file), and with `secure_delete = ON` dropping it leaves
   * them zeroed. False when another writer held the lock past CHECKPOINT_WAIT_MS.
   */
  zeroFreePages(): boolean {
    this.db.pragma(`busy_timeout = ${CHECKPOINT_WAIT_MS}`);
    this.db.pragma('secure_delete = ON');
    try {
      this.writing(() => {
        const free = Number(this.db.pragma('freelist_count', { simple: true }));
        if (free === 0) return;
        const overflowBytes = Number(this.db.pragma('page_size', { simple: true })) - 4;
        this.db.exec('CREATE TABLE erasure_zeros (zeros BLOB)');
        const insert = this.db.prepare('INSERT INTO erasure_zeros VALUES (zeroblob(?))');
        for (let left = free; left > 0; left -= ZERO_PAGES_PER_ROW)
          insert.run(Math.min(left, ZERO_PAGES_PER_ROW) * overflowBytes);
        this.db.exec('DROP TABLE erasure_zeros');
      });
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_BUSY') return false;
      throw error;
    } finally {
      this.db.pragma('secure_delete = FAST');
      this.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    }
  }

  /**
   * Writes the WAL back and truncates it; false when a reader's snapshot or another writer kept it
   * from it. It waits for them at most CHECKPOINT_WAIT_MS, not the usual 5 s: this thread answers
   * requests, and the caller asks again later.
   */
  checkpointTruncating(): boolean {
    this.db.pragma(`busy_timeout = ${CHECKPOINT_WAIT_MS}`);
    try {
      const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
      return result?.busy === 0;
    } finally {
      this.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    }
  }

  close(): void {
    this.statements.clear();
    this.db.close();
  }

  private within<T>(body: () => T, run: (wrapped: () => void) => void): T {
    let result: { value: T } | undefined;
    run(() => {
      result = { value: body() };
    });
    if (result === undefined) throw new Error('Transaction body did not run');
    return result.value;
  }

  private statement(sql: string): Statement<SqlValue[]> {
    const cached = this.statements.get(sql);
    if (cached) {
      // Re-insert so the Map's order keeps the most recently used last.
      this.statements.delete(sql);
      this.statements.set(sql, cached);
      return cached;
    }
    const prepared = this.db.prepare<SqlValue[]>(sql);
    if (this.statements.size >= STATEMENT_CACHE_SIZE) {
      const oldest = this.statements.keys().next();
      if (!oldest.done) this.statements.delete(oldest.value);
    }
    this.statements.set(sql, prepared);
    return prepared;
  }
}

export function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null;
}

export function textColumn(row: Row, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new Error(`Column ${column} is not text`);
  return value;
}

export function numberColumn(row: Row, column: string): number {
  const value = row[column];
  if (typeof value !== 'number') throw new Error(`Column ${column} is not a number`);
  return value;
}
