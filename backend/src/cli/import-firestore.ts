// `npm run import:firestore -- <export.json> [--dry-run]`: brings the original product's members,
// payments, measures and attendances in from its Firestore export, as events (issue 7).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { message } from '@gym/domain';
import type { AppConfig } from '../config.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { SqliteEventStore } from '../shared/event-store/sqlite-event-store.js';
import { openEventStore } from '../shared/open-stores.js';
import { cliConfig } from './cli-stores.js';
import { ExportShapeError, readFirestoreExport } from './firestore-import/firestore-export.read.js';
import { importFirestoreExport } from './firestore-import/firestore-import.js';
import { importReportLines } from './firestore-import/firestore-import.report.js';
import { createProgressReporter } from './progress-reporter.js';

/** A refusal whose message is already the Spanish text to show. */
class Refusal extends Error {}

const say = (text: string, stream: NodeJS.WriteStream = process.stdout): boolean => stream.write(`${text}\n`);

function readExport(file: string): unknown {
  if (!existsSync(file)) throw new Refusal(message('IMPORT.FILE_MISSING', { archivo: file }));
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Refusal(message('IMPORT.BAD_JSON', { archivo: file, detalle: detail }));
  }
}

/** A dry run writes nothing: SQLite is opened read-only, and a store not created yet reads as empty. */
async function openStore(config: AppConfig, dryRun: boolean): Promise<EventStore | null> {
  if (config.eventStoreUrl || !dryRun) return openEventStore(config);
  const file = join(config.dataDir, 'events.db');
  return existsSync(file) ? SqliteEventStore.open(file, { readonly: true }) : null;
}

async function main(args: readonly string[]): Promise<number> {
  const dryRun = args.includes('--dry-run');
  const files = args.filter((arg) => arg !== '--dry-run');
  const [file] = files;
  if (files.length !== 1 || !file || file.startsWith('-')) {
    say(message('IMPORT.USAGE'));
    return files.length === 0 ? 0 : 2;
  }
  let store: EventStore | null = null;
  try {
    const source = readFirestoreExport(readExport(file));
    const config = cliConfig();
    store = await openStore(config, dryRun);
    const report = await importFirestoreExport(source, store, {
      timeZone: config.timeZone,
      dryRun,
      progress: dryRun ? undefined : (events) => createProgressReporter(message('IMPORT.LABEL'), events),
    });
    for (const line of importReportLines(report)) say(line);
    if (!dryRun && report.imported.length > 0) say(message('CLI.IMPORT_REBUILD_HINT'));
    return report.rejected.length > 0 ? 1 : 0;
  } catch (error) {
    const known = error instanceof Refusal || error instanceof ExportShapeError;
    const reason = error instanceof Error ? error.message : String(error);
    say(known ? reason : message('CLI.FAILED', { reason }), process.stderr);
    return 1;
  } finally {
    await store?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
