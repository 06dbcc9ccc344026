// Real ways to make the data directory unwritable for a running app: a small tmpfs filled to the
// last byte (needs root and mount), or a file-size limit set on the app's process (prlimit).
// Neither touches the app's code: SQLite meets a real ENOSPC or EFBIG.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DiskFault {
  readonly name: string;
  /** A data directory where the fault can happen. */
  readonly dataDir: string;
  /** Makes the disk refuse growth of any file of the app (`pid`). */
  fill(pid: number): void;
  /** Gives the space back. */
  free(pid: number): void;
  dispose(): void;
}

function run(command: string, args: readonly string[]): boolean {
  return spawnSync(command, args, { encoding: 'utf8' }).status === 0;
}

/** A 16 MB tmpfs, or null when mounting is not permitted here. */
export function tmpfsFault(): DiskFault | null {
  const dataDir = mkdtempSync(join(tmpdir(), 'gym-tmpfs-'));
  if (!run('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', dataDir])) {
    rmSync(dataDir, { recursive: true, force: true });
    return null;
  }
  const filler = join(dataDir, 'filler');
  return {
    name: 'a full tmpfs (ENOSPC)',
    dataDir,
    fill() {
      const fd = openSync(filler, 'w');
      try {
        // Big chunks first, then ever smaller ones, until not one more byte fits.
        for (const size of [1 << 20, 64 << 10, 4 << 10, 512, 1]) {
          const chunk = Buffer.alloc(size, 0x61);
          for (;;) {
            try {
              writeSync(fd, chunk);
            } catch {
              break;
            }
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    dispose() {
      run('umount', ['-l', dataDir]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** RLIMIT_FSIZE on the app's process at the events WAL's current size: the log cannot grow (EFBIG). */
export function fileSizeLimitFault(): DiskFault | null {
  if (!run('prlimit', ['--version'])) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'gym-fsize-'));
  return {
    name: 'a file-size limit (EFBIG)',
    dataDir,
    fill(pid) {
      const walSize = statSync(join(dataDir, 'events.db-wal')).size;
      if (!run('prlimit', ['--pid', String(pid), `--fsize=${walSize}:unlimited`])) throw new Error('prlimit failed');
    },
    free(pid) {
      if (!run('prlimit', ['--pid', String(pid), '--fsize=unlimited:unlimited'])) throw new Error('prlimit failed');
    },
    dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
