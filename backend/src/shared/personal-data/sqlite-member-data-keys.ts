// The key store in SQLite: `DATA_DIR/keys.db`, beside the log but never in it, 0600 like every data
// file. A destroyed key is overwritten where it lay: `secure_delete` zeroes the freed bytes and a
// checkpoint that truncates the write-ahead log drops the page versions that still held it.
import { makePrivateFile, tightenSqliteCompanions } from '../private-files.js';
import { promiseOf } from '../promise-of.js';
import { Database, type Statement } from '../sqlite-driver.js';
import { newDataKey } from './envelope.js';
import { isSensitiveKeyId } from './sensitive-keys.js';
import {
  KeyStoreError,
  type KeyRecord,
  type KeyStanding,
  type LogMark,
  type MemberDataKeys,
} from './member-data-keys.port.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS member_keys (
  member_id TEXT PRIMARY KEY,
  key BLOB,
  created_at TEXT NOT NULL,
  destroyed_at TEXT
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS gym_secrets (
  name TEXT PRIMARY KEY,
  secret BLOB NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS log_marks (
  name TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  event_id TEXT NOT NULL
) WITHOUT ROWID;
`;

const SUPPRESSIONS_MARK = 'suppressions';
/** Ids per `IN (json_each(?))` query of getMany: a batch of events names many members. */
const MANY_CHUNK = 500;

interface KeyRow {
  readonly member_id: string;
  readonly key: Buffer | null;
  readonly created_at: string;
  readonly destroyed_at: string | null;
}

const standingOf = (row: KeyRow): KeyStanding =>
  row.key === null ? 'destroyed' : { kid: row.member_id, key: row.key };

export class SqliteMemberDataKeys implements MemberDataKeys {
  readonly kind = 'sqlite';
  private readonly insertKey: Statement<[string, Buffer, string]>;
  private readonly selectKey: Statement<[string], KeyRow>;
  private readonly selectKeys: Statement<[string], KeyRow>;
  private readonly destroyKey: Statement<[string, string]>;
  private readonly markDestroyed: Statement<[string, string, string]>;
  private readonly selectDestroyed: Statement<[], { member_id: string }>;
  private readonly selectAll: Statement<[], KeyRow>;
  private readonly insertSecret: Statement<[string, Buffer]>;
  private readonly selectSecret: Statement<[string], { secret: Buffer }>;
  private readonly selectSecrets: Statement<[], { name: string; secret: Buffer }>;

  private constructor(
    private readonly db: Database,
    readonly file: string,
  ) {
    this.insertKey = db.prepare('INSERT OR IGNORE INTO member_keys (member_id, key, created_at) VALUES (?, ?, ?)');
    this.selectKey = db.prepare('SELECT member_id, key, created_at, destroyed_at FROM member_keys WHERE member_id = ?');
    this.selectKeys = db.prepare(
      'SELECT member_id, key, created_at, destroyed_at FROM member_keys WHERE member_id IN (SELECT value FROM json_each(?))',
    );
    this.destroyKey = db.prepare(
      'UPDATE member_keys SET key = NULL, destroyed_at = ? WHERE member_id = ? AND key IS NOT NULL',
    );
    this.markDestroyed = db.prepare(
      'INSERT OR IGNORE INTO member_keys (member_id, key, created_at, destroyed_at) VALUES (?, NULL, ?, ?)',
    );
    this.selectDestroyed = db.prepare('SELECT member_id FROM member_keys WHERE key IS NULL ORDER BY member_id');
    this.selectAll = db.prepare('SELECT member_id, key, created_at, destroyed_at FROM member_keys ORDER BY member_id');
    this.insertSecret = db.prepare('INSERT OR IGNORE INTO gym_secrets (name, secret) VALUES (?, ?)');
    this.selectSecret = db.prepare('SELECT secret FROM gym_secrets WHERE name = ?');
    this.selectSecrets = db.prepare('SELECT name, secret FROM gym_secrets ORDER BY name');
  }

  /**
   * Opens the store at `file`, created 0600 (its folder 0700) when missing unless `mustExist`.
   * A file that is not a key store, or cannot be read, is a KeyStoreError naming it.
   */
  static open(file: string, options: { readonly mustExist?: boolean } = {}): SqliteMemberDataKeys {
    let db: Database | undefined;
    try {
      if (!options.mustExist) makePrivateFile(file);
      db = new Database(file, { fileMustExist: true });
      db.pragma('busy_timeout = 5000');
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.pragma('secure_delete = ON');
      tightenSqliteCompanions(file);
      db.exec(SCHEMA);
      return new SqliteMemberDataKeys(db, file);
    } catch (error) {
      db?.close();
      throw new KeyStoreError(file, `${file}: ${(error as Error).message}`);
    }
  }

  keyFor(memberId: string): Promise<KeyStanding> {
    return promiseOf(() => {
      const found = this.selectKey.get(memberId);
      if (found) return standingOf(found);
      this.insertKey.run(memberId, newDataKey(), new Date().toISOString());
      const row = this.selectKey.get(memberId);
      if (!row) throw new Error(`the key of member ${memberId} was not stored`);
      return standingOf(row);
    });
  }

  get(memberId: string): Promise<KeyStanding | undefined> {
    return promiseOf(() => {
      const row = this.selectKey.get(memberId);
      return row ? standingOf(row) : undefined;
    });
  }

  getMany(memberIds: readonly string[]): Promise<ReadonlyMap<string, KeyStanding>> {
    return promiseOf(() => {
      const found = new Map<string, KeyStanding>();
      const ids = [...new Set(memberIds)];
      for (let start = 0; start < ids.length; start += MANY_CHUNK) {
        const rows = this.selectKeys.all(JSON.stringify(ids.slice(start, start + MANY_CHUNK)));
        for (const row of rows) found.set(row.member_id, standingOf(row));
      }
      return found;
    });
  }

  destroy(memberId: string): Promise<boolean> {
    return promiseOf(() => {
      const now = new Date().toISOString();
      const destroyed = this.db.transaction(() => {
        const changed = this.destroyKey.run(now, memberId).changes > 0;
        if (!changed) this.markDestroyed.run(memberId, now, now);
        return changed;
      })();
      // The page versions that still held the key leave the write-ahead log.
      if (destroyed) this.db.pragma('wal_checkpoint(TRUNCATE)');
      return destroyed;
    });
  }

  listDestroyed(): Promise<string[]> {
    return promiseOf(() => {
      // A member's destroyed sensitive key (a revocation) is no destroyed member.
      return this.selectDestroyed
        .all()
        .map((row) => row.member_id)
        .filter((id) => !isSensitiveKeyId(id));
    });
  }

  gymSecret(name: string): Promise<Buffer> {
    return promiseOf(() => {
      const found = this.selectSecret.get(name);
      if (found) return found.secret;
      this.insertSecret.run(name, newDataKey());
      const row = this.selectSecret.get(name);
      if (!row) throw new Error(`the gym's secret ${name} was not stored`);
      return row.secret;
    });
  }

  exportAll(): Promise<{ keys: KeyRecord[]; secrets: Record<string, string> }> {
    return promiseOf(() => {
      const keys = this.selectAll.all().map((row): KeyRecord => ({
        memberId: row.member_id,
        key: row.key === null ? null : row.key.toString('base64'),
        createdAt: row.created_at,
        destroyedAt: row.destroyed_at,
      }));
      const secrets = Object.fromEntries(
        this.selectSecrets.all().map((row) => [row.name, row.secret.toString('base64')]),
      );
      return { keys, secrets };
    });
  }

  importAll(records: {
    readonly keys: readonly KeyRecord[];
    readonly secrets: Readonly<Record<string, string>>;
  }): Promise<void> {
    return promiseOf(() => {
      const insertRecord = this.db.prepare<[string, Buffer | null, string, string | null]>(
        'INSERT OR IGNORE INTO member_keys (member_id, key, created_at, destroyed_at) VALUES (?, ?, ?, ?)',
      );
      const destroyedNow = this.db.transaction((): number => {
        let destroyed = 0;
        for (const record of records.keys) {
          const key = record.key === null ? null : Buffer.from(record.key, 'base64');
          insertRecord.run(record.memberId, key, record.createdAt, record.destroyedAt);
          if (record.key === null) {
            destroyed += this.destroyKey.run(record.destroyedAt ?? new Date().toISOString(), record.memberId).changes;
          }
        }
        for (const [name, secret] of Object.entries(records.secrets))
          this.insertSecret.run(name, Buffer.from(secret, 'base64'));
        return destroyed;
      })();
      if (destroyedNow > 0) this.db.pragma('wal_checkpoint(TRUNCATE)');
    });
  }

  suppressionsCheckedTo(): Promise<LogMark | undefined> {
    return promiseOf(() => {
      const row = this.db
        .prepare<[string], { position: number; event_id: string }>(
          'SELECT position, event_id FROM log_marks WHERE name = ?',
        )
        .get(SUPPRESSIONS_MARK);
      return row ? { position: row.position, eventId: row.event_id } : undefined;
    });
  }

  markSuppressionsCheckedTo(mark: LogMark | undefined): Promise<void> {
    return promiseOf(() => {
      if (mark === undefined) this.db.prepare('DELETE FROM log_marks WHERE name = ?').run(SUPPRESSIONS_MARK);
      else
        this.db
          .prepare('INSERT OR REPLACE INTO log_marks (name, position, event_id) VALUES (?, ?, ?)')
          .run(SUPPRESSIONS_MARK, mark.position, mark.eventId);
    });
  }

  close(): Promise<void> {
    return promiseOf(() => {
      if (this.db.open) this.db.close();
    });
  }
}
