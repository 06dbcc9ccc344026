// What an import has seen so far, kept in a temporary SQLite database that spills to disk, so
// checking ids and revisions across a file of any size takes bounded memory.
import { message } from '@gym/domain';
import Database from 'better-sqlite3';
import type { RecordedEvent } from '../../shared/event-store/event-store.port.js';
import { ImportLineError, type EventLine } from './event-line.format.js';

/** Lines checked per transaction of the scratch database (speed only: it is never kept). */
const LINES_PER_COMMIT = 5000;

const SCHEMA = `
  CREATE TABLE file_ids (id TEXT PRIMARY KEY, line INTEGER NOT NULL) WITHOUT ROWID;
  CREATE TABLE file_heads (stream TEXT PRIMARY KEY, revision INTEGER NOT NULL) WITHOUT ROWID;
  CREATE TABLE target_ids (id TEXT PRIMARY KEY, stream TEXT NOT NULL, revision INTEGER NOT NULL) WITHOUT ROWID;
  CREATE TABLE target_heads (stream TEXT PRIMARY KEY, revision INTEGER NOT NULL) WITHOUT ROWID;
`;

type Statement<Params extends unknown[], Row = unknown> = Database.Statement<Params, Row>;

/** 'append': the event is new to the target; 'stored': the target already has it (an earlier run). */
export type LineVerdict = 'append' | 'stored';

export class ImportLedger {
  private uncommitted = 0;
  private readonly fileId: Statement<[string], number>;
  private readonly addFileId: Statement<[string, number]>;
  private readonly fileHead: Statement<[string], number>;
  private readonly setFileHead: Statement<[string, number]>;
  private readonly targetId: Statement<[string], { stream: string; revision: number }>;
  private readonly addTargetId: Statement<[string, string, number]>;
  private readonly targetHead: Statement<[string], number>;
  private readonly setTargetHead: Statement<[string, number]>;
  private readonly countStreams: Statement<[], number>;

  /** An empty string opens SQLite's private temporary database: on disk past its cache, deleted at close. */
  private readonly db = new Database('');

  constructor() {
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.exec(SCHEMA);
    this.fileId = this.db.prepare<[string], number>('SELECT line FROM file_ids WHERE id = ?').pluck();
    this.addFileId = this.db.prepare('INSERT INTO file_ids (id, line) VALUES (?, ?)');
    this.fileHead = this.db.prepare<[string], number>('SELECT revision FROM file_heads WHERE stream = ?').pluck();
    this.setFileHead = this.db.prepare('INSERT OR REPLACE INTO file_heads (stream, revision) VALUES (?, ?)');
    this.targetId = this.db.prepare('SELECT stream, revision FROM target_ids WHERE id = ?');
    this.addTargetId = this.db.prepare('INSERT OR IGNORE INTO target_ids (id, stream, revision) VALUES (?, ?, ?)');
    this.targetHead = this.db.prepare<[string], number>('SELECT revision FROM target_heads WHERE stream = ?').pluck();
    this.setTargetHead = this.db.prepare(
      'INSERT INTO target_heads (stream, revision) VALUES (?, ?) ON CONFLICT (stream) DO UPDATE SET revision = MAX(revision, excluded.revision)',
    );
    this.countStreams = this.db.prepare<[], number>('SELECT COUNT(*) FROM file_heads').pluck();
    this.db.exec('BEGIN');
  }

  /** Remembers events already in the target store (for an import into a non-empty store). */
  recordTargetEvents(events: readonly RecordedEvent[]): void {
    for (const { id, streamId, revision } of events) {
      this.addTargetId.run(id.toLowerCase(), streamId, revision);
      this.setTargetHead.run(streamId, revision);
    }
    this.commitNow();
  }

  /**
   * Checks the next line against every earlier line and the target store: an id seen before,
   * a revision that is not the next of its stream, or a target stream holding something else at
   * that revision throws an ImportLineError. The target's streams are appended to only past
   * their last revision, and only when what they hold is exactly the file's first events.
   */
  check(event: EventLine, line: number): LineVerdict {
    const { id, stream, revision } = event;
    const earlier = this.fileId.get(id);
    if (earlier !== undefined) this.fail(line, 'CLI.IMPORT_DUPLICATE_ID', { id, anterior: earlier });
    const expected = (this.fileHead.get(stream) ?? -1) + 1;
    if (revision !== expected)
      this.fail(line, 'CLI.IMPORT_REVISION_GAP', { flujo: stream, revision, esperada: expected });
    const verdict = this.againstTarget(event, line);
    this.addFileId.run(id, line);
    this.setFileHead.run(stream, revision);
    if ((this.uncommitted += 1) >= LINES_PER_COMMIT) this.commitNow();
    return verdict;
  }

  /** Whether the target already holds this revision of the stream (valid once every line is checked). */
  isStored(stream: string, revision: number): boolean {
    const head = this.targetHead.get(stream);
    return head !== undefined && revision <= head;
  }

  /** Streams seen in the file. */
  streams(): number {
    return this.countStreams.get() ?? 0;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  private againstTarget({ id, stream, revision }: EventLine, line: number): LineVerdict {
    const stored = this.targetId.get(id);
    if (this.isStored(stream, revision)) {
      if (stored?.stream === stream && stored.revision === revision) return 'stored';
      this.fail(line, 'CLI.IMPORT_STREAM_CONFLICT', { flujo: stream, revision });
    }
    if (stored) this.fail(line, 'CLI.IMPORT_ID_CONFLICT', { id, flujo: stored.stream, revision: stored.revision });
    return 'append';
  }

  private commitNow(): void {
    this.db.exec('COMMIT; BEGIN');
    this.uncommitted = 0;
  }

  private fail(
    line: number,
    key: Parameters<typeof message>[0],
    params: Readonly<Record<string, string | number>>,
  ): never {
    throw new ImportLineError(line, message(key, params));
  }
}
