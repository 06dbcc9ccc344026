// `npm run backup -- [dir]`: a consistent copy of DATA_DIR/events.db while the app runs, into
// `dir` (default DATA_DIR/backups). Restoring is documented in docs/operations.md.
import { message } from '@gym/domain';
import { cliConfig } from './cli-stores.js';
import { BackupError, backupEventStore, backupPaths } from './event-log/event-store.backup.js';

const BYTES_PER_MB = 1024 * 1024;

async function main(args: readonly string[]): Promise<number> {
  const dirArg = args.at(0);
  const extra = args.slice(1);
  if (extra.length > 0 || dirArg?.startsWith('-')) {
    process.stdout.write(`${message('CLI.BACKUP_USAGE')}\n`);
    return dirArg === '--help' || dirArg === '-h' ? 0 : 2;
  }
  try {
    const { source, dir } = backupPaths(cliConfig(), dirArg);
    const { file, events, bytes } = await backupEventStore(source, dir);
    const megas = (bytes / BYTES_PER_MB).toFixed(1);
    process.stdout.write(`${message('CLI.BACKUP_DONE', { archivo: file, events, megas })}\n`);
    return 0;
  } catch (error) {
    const text = error instanceof BackupError ? error.message : message('CLI.FAILED', { reason: String(error) });
    process.stderr.write(`${text}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
