// `npm run backup -- [dir] [--without-keys]`: a consistent copy of DATA_DIR/events.db while the app
// runs, into `dir` (default DATA_DIR/backups), with the members' data keys in a file of their own
// beside it (issue 39; left out with --without-keys). Restoring is documented in docs/operations.md.
import { message } from '@gym/domain';
import { hasKeyStore, openMemberDataKeys } from '../shared/open-stores.js';
import { cliConfig } from './cli-stores.js';
import { BackupError, backupEventStore, backupPaths } from './event-log/event-store.backup.js';
import { keysFileBeside, writeKeysFile } from './event-log/key-store.file.js';

const BYTES_PER_MB = 1024 * 1024;

async function main(allArgs: readonly string[]): Promise<number> {
  const withoutKeys = allArgs.includes('--without-keys');
  const args = allArgs.filter((arg) => arg !== '--without-keys');
  const dirArg = args.at(0);
  const extra = args.slice(1);
  if (extra.length > 0 || dirArg?.startsWith('-')) {
    process.stdout.write(`${message('CLI.BACKUP_USAGE')}\n`);
    return dirArg === '--help' || dirArg === '-h' ? 0 : 2;
  }
  try {
    const config = cliConfig();
    const { source, dir } = backupPaths(config, dirArg);
    const { file, events, bytes } = await backupEventStore(source, dir);
    const megas = (bytes / BYTES_PER_MB).toFixed(1);
    process.stdout.write(`${message('CLI.BACKUP_DONE', { archivo: file, events, megas })}\n`);
    if (!withoutKeys && hasKeyStore(config)) {
      const keys = await openMemberDataKeys(config);
      try {
        const keysFile = keysFileBeside(file);
        const written = await writeKeysFile(keys, keysFile);
        process.stdout.write(
          `${message('CLI.KEYS_EXPORT_DONE', { destino: keysFile, claves: written.keys, suprimidas: written.destroyed })}\n`,
        );
      } finally {
        await keys.close();
      }
    }
    return 0;
  } catch (error) {
    const text = error instanceof BackupError ? error.message : message('CLI.FAILED', { reason: String(error) });
    process.stderr.write(`${text}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
