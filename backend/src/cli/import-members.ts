// `npm run import:members -- <file.xlsx|file.csv> [--dry-run] [--sheet NAME]`: the gym's members from a
// spreadsheet (issue 29, R34), as 'Importar usuarios' does in the browser, for large files. Prints
// the same report; exits 0 when every row was imported or already existed, 1 when a row was left out.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { importReportLines, MEMBER_IMPORT_MAX_ROWS, message, SYSTEM_STAFF_ID } from '@gym/domain';
import type { AppConfig } from '../config.js';
import { readSpreadsheet, toolMemberImporter } from '../members/members.port.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { SqliteEventStore } from '../shared/event-store/sqlite-event-store.js';
import { AppError } from '../shared/http/app-error.js';
import { openEventStore, openReadStore } from '../shared/open-stores.js';
import type { ReadStore } from '../shared/read-store/read-store.adapter.js';
import { cliConfig } from './cli-stores.js';
import { createProgressReporter, type ProgressReporter } from './progress-reporter.js';

const say = (text: string, stream: NodeJS.WriteStream = process.stdout): boolean => stream.write(`${text}\n`);

interface Arguments {
  readonly file: string;
  readonly dryRun: boolean;
  readonly sheet?: string;
}

function parseArguments(args: readonly string[]): Arguments | null {
  const rest = [...args];
  const dryRun = rest.includes('--dry-run');
  const sheetAt = rest.indexOf('--sheet');
  const sheet = sheetAt >= 0 ? rest[sheetAt + 1] : undefined;
  if (sheetAt >= 0 && (sheet === undefined || sheet.startsWith('--'))) return null;
  const sheetArgs = sheetAt >= 0 ? [sheetAt, sheetAt + 1] : [];
  const files = rest.filter((arg, index) => arg !== '--dry-run' && !sheetArgs.includes(index));
  const [file] = files;
  if (files.length !== 1 || file === undefined || file.startsWith('-')) return null;
  return { file, dryRun, ...(sheet !== undefined ? { sheet } : {}) };
}

/**
 * The stores to import into. A dry run writes nothing, and on a gym with no event store yet it
 * checks against an empty one in a scratch folder rather than creating the gym's files.
 */
async function openStores(config: AppConfig, dryRun: boolean) {
  const sqlite = !config.eventStoreUrl;
  const scratch =
    dryRun && sqlite && !existsSync(join(config.dataDir, 'events.db'))
      ? mkdtempSync(join(tmpdir(), 'gym-import-'))
      : null;
  const eventStore: EventStore = scratch
    ? SqliteEventStore.open(join(scratch, 'events.db'))
    : await openEventStore(config);
  const hasReadStore = Boolean(config.mongoUrl) || existsSync(join(config.dataDir, 'read.db'));
  const readStore: ReadStore | null = scratch || !hasReadStore ? null : await openReadStore(config);
  return {
    eventStore,
    readStore,
    async close() {
      await eventStore.close();
      await readStore?.close();
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    },
  };
}

async function main(args: readonly string[]): Promise<number> {
  const parsed = parseArguments(args);
  if (parsed === null) {
    say(message('MEMBER_IMPORT.USAGE'));
    return args.length === 0 ? 0 : 2;
  }
  const { file, dryRun, sheet } = parsed;
  if (!existsSync(file)) {
    say(message('IMPORT.FILE_MISSING', { archivo: file }), process.stderr);
    return 1;
  }
  const config = cliConfig();
  let stores: Awaited<ReturnType<typeof openStores>> | null = null;
  let progress: ProgressReporter | undefined;
  try {
    const name = basename(file);
    const workbook = await readSpreadsheet(
      { name, type: '', bytes: readFileSync(file) },
      { maxRows: MEMBER_IMPORT_MAX_ROWS, sheet },
    );
    stores = await openStores(config, dryRun);
    const importer = toolMemberImporter(stores.eventStore, stores.readStore, config);
    const result = await importer.run({
      file: name,
      workbook,
      dryRun,
      context: { staffId: SYSTEM_STAFF_ID, correlationId: `import:spreadsheet:${name}` },
      onProgress: (phase, done, total) => {
        if (phase !== 'import') return;
        progress ??= createProgressReporter(message('MEMBER_IMPORT.CLI_LABEL'), total, process.stderr, Date.now, {
          plural: 'filas',
          rate: 'filas/s',
        });
        progress.update(done);
        if (done === total) progress.complete();
      },
    });
    for (const line of importReportLines(result, 'terminal')) say(line);
    if (!dryRun && result.imported > 0) say(message('CLI.IMPORT_REBUILD_HINT'));
    return result.errors.length > 0 ? 1 : 0;
  } catch (error) {
    progress?.stop();
    const reason = error instanceof Error ? error.message : String(error);
    say(error instanceof AppError ? reason : message('CLI.FAILED', { reason }), process.stderr);
    return 1;
  } finally {
    await stores?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
