// `npm run events -- export [--out file] [--without-keys] | import <file> [--into-non-empty] [--keys file]
// | keys-import <file> | protect [--dry-run] | migrate-opening-balances [--dry-run]`: the event log out as
// JSON Lines and back in, on SQLite or EventStoreDB (the migration path between them), with the members'
// data keys in a file of their own (issue 39); the one sanctioned rewrite that protects the personal data a
// log holds in clear; and R43 for members imported before saldos migrados existed.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { message } from '@gym/domain';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { SqliteEventStore } from '../shared/event-store/sqlite-event-store.js';
import { hasKeyStore, openEventStore, openMemberDataKeys, openStoredEventStore } from '../shared/open-stores.js';
import { finishSuppressions } from '../shared/personal-data/finish-suppressions.js';
import { privateWriteStream } from '../shared/private-files.js';
import { cliConfig } from './cli-stores.js';
import { ImportLineError } from './event-log/event-line.format.js';
import { exportEvents } from './event-log/event-log.export.js';
import { ImportRefusedError, ImportStoppedError, importEvents } from './event-log/event-log.import.js';
import { keysFileBeside, readKeysFile, writeKeysFile } from './event-log/key-store.file.js';
import { ProtectRefusal, runProtect } from './event-log/protect-personal-data.cli.js';
import { createProgressReporter } from './progress-reporter.js';
import { migrateOpeningBalances } from './opening-balances/opening-balances.migrate.js';
import { migrationReportLines } from './opening-balances/opening-balances.report.js';

class UsageError extends Error {}
/** A refusal whose message is already the Spanish text to show. */
class Refusal extends Error {}

const say = (text: string, stream: NodeJS.WriteStream = process.stdout): boolean => stream.write(`${text}\n`);
const secondsSince = (startedAt: number): number => Math.max((Date.now() - startedAt) / 1000, 0.001);

/** Export reads only: SQLite is opened read-only, so a mistyped DATA_DIR creates nothing. */
async function openForExport(): Promise<EventStore> {
  const config = cliConfig();
  if (config.eventStoreUrl) return openStoredEventStore(config);
  const file = join(config.dataDir, 'events.db');
  if (!existsSync(file)) throw new Refusal(message('CLI.EXPORT_NO_STORE', { archivo: file }));
  return SqliteEventStore.open(file, { readonly: true });
}

/** Import into SQLite does not fsync each append (bulkLoad): about 4× faster, and it can be re-run. */
async function openForImport(): Promise<EventStore> {
  const config = cliConfig();
  if (config.eventStoreUrl) return openStoredEventStore(config);
  return SqliteEventStore.open(join(config.dataDir, 'events.db'), { bulkLoad: true });
}

/** `--name value` out of `args`: the value (undefined when absent) and the other arguments. */
function option(args: readonly string[], name: string): { value: string | undefined; rest: string[] } {
  const index = args.indexOf(name);
  if (index < 0) return { value: undefined, rest: [...args] };
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError();
  return { value, rest: args.filter((_, at) => at !== index && at !== index + 1) };
}

/**
 * Merges a keys file into the key store (a destroyed mark always wins), then destroys the key of
 * every supresión the log holds, searched from its start: what an import or a restore ends with.
 */
async function mergeKeys(keysFile: string | undefined): Promise<void> {
  const config = cliConfig();
  const keys = await openMemberDataKeys(config);
  const log = await openStoredEventStore(config);
  try {
    let added = { keys: 0, destroyed: 0 };
    if (keysFile !== undefined) {
      const records = readKeysFile(keysFile);
      await keys.importAll(records);
      const destroyedThere = records.keys.filter((record) => record.key === null).length;
      added = { keys: records.keys.length - destroyedThere, destroyed: destroyedThere };
    }
    const { destroyed } = await finishSuppressions(log, keys, { fromStart: true });
    say(
      message('CLI.KEYS_IMPORT_DONE', {
        claves: added.keys,
        suprimidas: added.destroyed,
        destruidas: destroyed.length,
      }),
    );
  } finally {
    await log.close();
    await keys.close();
  }
}

async function runKeysImport(args: readonly string[]): Promise<void> {
  const [file, ...extra] = args;
  if (!file || file.startsWith('--') || extra.length > 0) throw new UsageError();
  if (!existsSync(file)) throw new Refusal(message('CLI.IMPORT_FILE_MISSING', { archivo: file }));
  await mergeKeys(file);
}

async function runExport(allArgs: readonly string[]): Promise<void> {
  const withoutKeys = allArgs.includes('--without-keys');
  const args = allArgs.filter((arg) => arg !== '--without-keys');
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
  const rest = args.filter((_, index) => index !== outIndex && index !== outIndex + 1);
  if ((outIndex >= 0 && !out) || rest.length > 0) throw new UsageError();
  const store = await openForExport();
  const startedAt = Date.now();
  // Written under a temporary name: a file with the final name is always a complete export.
  const partial = out ? `${out}.partial` : undefined;
  try {
    // The export is the whole log (password hashes, medical notes): the app user's only, like the log.
    const output = partial ? privateWriteStream(partial) : process.stdout;
    const progress = (head: number) => createProgressReporter(message('CLI.EXPORT_LABEL'), head);
    const { events } = await exportEvents(store, output, { progress, end: partial !== undefined });
    if (partial && out) renameSync(partial, out);
    // The keys go in a file of their own beside the export (never into it), unless left out.
    if (out && !withoutKeys && hasKeyStore(cliConfig())) {
      const keys = await openMemberDataKeys(cliConfig());
      try {
        const keysFile = keysFileBeside(out);
        const written = await writeKeysFile(keys, keysFile);
        say(
          message('CLI.KEYS_EXPORT_DONE', { destino: keysFile, claves: written.keys, suprimidas: written.destroyed }),
        );
      } finally {
        await keys.close();
      }
    }
    const seconds = secondsSince(startedAt);
    const done = message('CLI.EXPORT_DONE', {
      events,
      seconds: seconds.toFixed(1),
      rate: Math.round(events / seconds),
      destino: out ? ` → ${out}` : '',
    });
    say(done, out ? process.stdout : process.stderr);
  } catch (error) {
    if (partial) rmSync(partial, { force: true });
    throw error;
  } finally {
    await store.close();
  }
}

async function runImport(allArgs: readonly string[]): Promise<void> {
  const { value: keysOption, rest: args } = option(allArgs, '--keys');
  const intoNonEmpty = args.includes('--into-non-empty');
  const files = args.filter((arg) => arg !== '--into-non-empty');
  const [file] = files;
  if (files.length !== 1 || !file || file.startsWith('--')) throw new UsageError();
  if (!existsSync(file)) throw new Refusal(message('CLI.IMPORT_FILE_MISSING', { archivo: file }));
  const store = await openForImport();
  const startedAt = Date.now();
  try {
    const summary = await importEvents(store, file, {
      intoNonEmpty,
      progress: (phase, total) =>
        createProgressReporter(message(phase === 'check' ? 'CLI.IMPORT_CHECK_LABEL' : 'CLI.IMPORT_LABEL'), total),
    });
    const seconds = secondsSince(startedAt);
    const { appended: events, streams, skipped } = summary;
    say(
      message('CLI.IMPORT_DONE', { events, streams, seconds: seconds.toFixed(1), rate: Math.round(events / seconds) }),
    );
    if (skipped > 0) say(message('CLI.IMPORT_SKIPPED', { events: skipped }));
  } finally {
    await store.close();
  }
  // Before the app serves the imported log: its keys merged, every supresión it holds finished.
  const besideFile = keysFileBeside(file);
  await mergeKeys(keysOption ?? (existsSync(besideFile) ? besideFile : undefined));
  say(message('CLI.IMPORT_REBUILD_HINT'));
}

/** R43: the old import's payments as saldos migrados, by new events; a dry run lists them only. */
async function runMigrateOpeningBalances(args: readonly string[]): Promise<void> {
  const dryRun = args.includes('--dry-run');
  if (args.some((arg) => arg !== '--dry-run')) throw new UsageError();
  const store = await openEventStore(cliConfig());
  try {
    const migration = await migrateOpeningBalances(store, { dryRun, now: () => new Date() });
    for (const line of migrationReportLines(migration)) say(line);
  } finally {
    await store.close();
  }
}

const KNOWN_FAILURES = [Refusal, ProtectRefusal, ImportLineError, ImportRefusedError, ImportStoppedError];

async function main(args: readonly string[]): Promise<number> {
  const command = args.at(0);
  const rest = args.slice(1);
  try {
    if (command === 'export') await runExport(rest);
    else if (command === 'import') await runImport(rest);
    else if (command === 'migrate-opening-balances') await runMigrateOpeningBalances(rest);
    else if (command === 'keys-import') await runKeysImport(rest);
    else if (command === 'protect') await runProtect(rest, say);
    else throw new UsageError();
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      say(message('CLI.EVENTS_USAGE'));
      return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
    }
    // A reader that closed the pipe early (`… export | head`) wanted no more.
    if (error instanceof Error && 'code' in error && error.code === 'EPIPE') return 0;
    const known = KNOWN_FAILURES.some((kind) => error instanceof kind);
    const reason = error instanceof Error ? error.message : String(error);
    say(known ? reason : message('CLI.FAILED', { reason }), process.stderr);
    return 1;
  }
}

// Ctrl-C or a stop ends the command through process.exit, so the import's scratch folder is removed.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
process.exitCode = await main(process.argv.slice(2));
