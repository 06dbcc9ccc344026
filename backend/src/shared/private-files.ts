// The gym's files (events with password hashes, medical notes, phones, cédulas; the read documents;
// the session secret; backups and exports) are readable by the app's own user only (issue 18):
// folders 0700, files 0600, whatever the umask. New ones are created so; SQLite's own -wal/-shm
// take the mode of their database file; what an older version left looser is tightened at start.
import {
  chmodSync,
  closeSync,
  fchmodSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  type Stats,
  createWriteStream,
  type WriteStream,
} from 'node:fs';
import { dirname, join } from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** Bits for the group and everyone else: none of them may be set. */
const SHARED_BITS = 0o077;

/** A file or folder whose mode was changed, or could not be (`error`). */
export interface Tightened {
  readonly path: string;
  readonly from: string;
  readonly to: string;
  readonly error?: string;
}

const octal = (mode: number): string => (mode & 0o777).toString(8).padStart(4, '0');

/** Creates `dir` and its missing parents 0700 (a umask can only take bits away: chmod settles it). */
export function makePrivateDir(dir: string): void {
  const first = mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (first === undefined) return;
  for (let created = dir; ; created = dirname(created)) {
    chmodSync(created, PRIVATE_DIR_MODE);
    if (created === first || dirname(created) === created) return;
  }
}

/**
 * `file` exists and is 0600: created empty when missing (its folder too, 0700), tightened when
 * looser (returned then). SQLite opens an empty file as a new database.
 */
export function makePrivateFile(file: string): Tightened | null {
  makePrivateDir(dirname(file));
  let fd: number;
  try {
    fd = openSync(file, 'wx', PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return tightenPath(file);
  }
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE);
  } finally {
    closeSync(fd);
  }
  return null;
}

/** A write stream on a new or truncated file that is 0600 before its first byte (an export). */
export function privateWriteStream(file: string): WriteStream {
  const fd = openSync(file, 'w', PRIVATE_FILE_MODE);
  fchmodSync(fd, PRIVATE_FILE_MODE);
  return createWriteStream('', { fd });
}

/** SQLite's companions of a database file, created by SQLite with the database file's mode. */
export function tightenSqliteCompanions(file: string): void {
  for (const suffix of ['-wal', '-shm', '-journal']) tightenPath(`${file}${suffix}`);
}

function tightenPath(
  path: string,
  stats: Stats | undefined = lstatSync(path, { throwIfNoEntry: false }),
): Tightened | null {
  if (stats === undefined || stats.isSymbolicLink()) return null;
  const mode = stats.mode & 0o777;
  if ((mode & SHARED_BITS) === 0) return null;
  const to = mode & ~SHARED_BITS;
  try {
    chmodSync(path, to);
    return { path, from: octal(mode), to: octal(to) };
  } catch (error) {
    return { path, from: octal(mode), to: octal(to), error: (error as Error).message };
  }
}

/**
 * Takes the group's and everyone's bits off `dir` and everything under it (symbolic links are
 * left alone, never followed). A missing `dir` is fine: the stores create it. Returns each change.
 */
export function tightenTree(dir: string): Tightened[] {
  const stats = lstatSync(dir, { throwIfNoEntry: false });
  if (stats === undefined || !stats.isDirectory()) return [];
  const changes: Tightened[] = [];
  const own = tightenPath(dir, stats);
  if (own) changes.push(own);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) changes.push(...tightenTree(path));
    else if (entry.isFile()) {
      const change = tightenPath(path);
      if (change) changes.push(change);
    }
  }
  return changes;
}
