// A consistent copy of the SQLite event store, taken with SQLite's online backup while the app
// keeps appending, checked, and named by the instant it was taken.
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { message } from '@gym/domain';
import { Database } from '../../shared/sqlite-driver.js';
import type { AppConfig } from '../../config.js';
import { makePrivateDir, makePrivateFile } from '../../shared/private-files.js';

export interface BackupResult {
  readonly file: string;
  readonly events: number;
  readonly bytes: number;
}

/** The backup could not be made (Spanish message); no backup file was left behind. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Pages per backup step: all of them, so the copy is one read transaction, one snapshot. */
const ALL_PAGES = 0x7fffffff;
const BUSY_TIMEOUT_MS = 5000;

/**
 * The store to copy and where to (`dir`, else DATA_DIR/backups). Refused when EVENTSTORE_URL is
 * set: EventStoreDB's data is not this file, and it has its own backups.
 */
export function backupPaths(config: AppConfig, dir?: string): { source: string; dir: string } {
  if (config.eventStoreUrl) throw new BackupError(message('CLI.BACKUP_ESDB'));
  return { source: join(config.dataDir, 'events.db'), dir: resolve(dir ?? join(config.dataDir, 'backups')) };
}

/** `events-2026-11-23T15-15-00Z.db`: the instant in UTC, with `-` for `:` so every system accepts it. */
export function backupFileName(now: Date): string {
  return `events-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z.db`;
}

/**
 * Copies `source` (DATA_DIR/events.db) into `dir` as `events-<instant>.db`. The copy is taken in
 * one step of the online backup API, a single read transaction: with WAL it never blocks the app's
 * appends and it holds exactly the events committed when it started. It is written under a
 * `.partial` name, switched to a self-contained file (no WAL beside it), checked with
 * `PRAGMA integrity_check`, and only then given its name.
 */
export async function backupEventStore(source: string, dir: string, now: Date = new Date()): Promise<BackupResult> {
  if (!existsSync(source)) throw new BackupError(message('CLI.BACKUP_NO_STORE', { archivo: source }));
  makePrivateDir(dir);
  const file = freeName(dir, backupFileName(now));
  const partial = `${file}.partial`;
  // A copy of the log is as private as the log: 0600 before SQLite writes its first page into it.
  makePrivateFile(partial);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    await db.backup(partial, { progress: () => ALL_PAGES });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
  const events = checkCopy(partial, file);
  renameSync(partial, file);
  return { file, events, bytes: statSync(file).size };
}

/** Makes the copy a single file, checks it, and counts its events; removes it when it fails. */
function checkCopy(partial: string, finalName: string): number {
  const copy = new Database(partial);
  try {
    copy.pragma('journal_mode = DELETE');
    const verdict = copy.pragma('integrity_check', { simple: true });
    if (verdict !== 'ok') {
      throw new BackupError(message('CLI.BACKUP_CHECK_FAILED', { archivo: finalName, detalle: String(verdict) }));
    }
    return copy.prepare<[], number>('SELECT COUNT(*) FROM events').pluck().get() ?? 0;
  } catch (error) {
    copy.close();
    rmSync(partial, { force: true });
    throw error;
  } finally {
    if (copy.open) copy.close();
  }
}

/** `name` in `dir`, or `name` with `-2`, `-3` … before `.db` when a backup of that second exists. */
function freeName(dir: string, name: string): string {
  const stem = name.replace(/\.db$/, '');
  for (let suffix = 1; ; suffix += 1) {
    const candidate = join(dir, suffix === 1 ? name : `${stem}-${suffix}.db`);
    if (!existsSync(candidate) && !existsSync(`${candidate}.partial`)) return candidate;
  }
}
