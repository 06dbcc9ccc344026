// What an import has seen so far, kept in a scratch SQLite file, so checking ids and revisions
// across a file of any size takes bounded memory. The file repeats the log's ids and streams: it
// lives in a folder of its own, 0700, is 0600 itself, and is deleted with its folder at close.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { message } from '@gym/domain';
import { Database, type Statement } from '../../shared/sqlite-driver.js';
import { makePrivateFile } from '../../shared/private-files.js';
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

/** Where SQLite itself puts temporary files: a disk (/var/tmp) before a RAM-backed /tmp. */
function scratchRoot(): string {
  return process.env.SQLITE_TMPDIR ?? process.env.TMPDIR ?? (existsSync('/var/tmp') ? '/var/tmp' : tmpdir());
}

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

  /** The scratch folder (0700, as mkdtemp makes it) and its database file. */
  readonly folder = mkdtempSync(join(scratchRoot(), 'gym-import-'));
  readonly file = join(this.folder, 'ledger.db');
  private readonly db: Database;
  /** Also on an exit mid-import (an error, Ctrl-C: the command turns signals into an exit). */
  private readonly removeFolder = (): void => rmSync(this.folder, { recursive: true, force: true });

  constructor() {
    process.once('exit', this.removeFolder);
    makePrivateFile(this.file);
    this.db = new Database(this.file);
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
    process.off('exit', this.removeFolder);
    this.removeFolder();
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
