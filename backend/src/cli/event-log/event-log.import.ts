// Imports a JSON Lines export into an event store: checks the whole file first, then appends it in
// the file's order, keeping streams, revisions, ids, metadata and instants.
import { message } from '@gym/domain';
import {
  ConcurrencyError,
  DuplicateEventError,
  type EventStore,
  type EventToAppend,
} from '../../shared/event-store/event-store.port.js';
import type { ProgressReporter } from '../progress-reporter.js';
import { ImportLineError, parseEventLine, type EventLine } from './event-line.format.js';
import { ImportLedger } from './event-log.import-ledger.js';
import { countLines, readLines } from './file-lines.reader.js';

export interface ImportOptions {
  /** Also import into a store that has events: only streams it lacks (or the rest of ones it has a prefix of). */
  readonly intoNonEmpty?: boolean;
  /** Most events per append. */
  readonly batchSize?: number;
  /** A progress display per phase: 'check' (every line), then 'append' (the events to append). */
  readonly progress?: (phase: 'check' | 'append', total: number) => ProgressReporter;
}

export interface ImportSummary {
  readonly lines: number;
  readonly appended: number;
  /** Events the target already held (an earlier, interrupted run), not appended again. */
  readonly skipped: number;
  readonly streams: number;
}

/** The import was refused before anything was appended (Spanish message). */
export class ImportRefusedError extends Error {
  override name = 'ImportRefusedError';
}

/** Appending failed part way: every event before `line` is in the store, none from it on. */
export class ImportStoppedError extends Error {
  override name = 'ImportStoppedError';
  constructor(
    readonly line: number,
    readonly appended: number,
    reason: string,
  ) {
    super(message('CLI.IMPORT_STOPPED', { linea: line, motivo: reason, events: appended }));
  }
}

const DEFAULT_BATCH = 500;
const READ_BATCH = 1000;
const PROGRESS_EVERY = 1000;
const silent: ProgressReporter = { update: () => undefined, complete: () => undefined, stop: () => undefined };

/**
 * Two passes over `file`, so a broken line appends nothing at all: the first checks every line
 * (JSON, fields, known type, ids never repeated, revisions contiguous from 0, no conflict with the
 * target) with its state in a temporary database instead of memory; the second appends. Runs of
 * consecutive events of one stream go in one append (up to `batchSize`), so the target's global
 * order is the file's. Refuses a store with events unless `intoNonEmpty`.
 */
export async function importEvents(
  store: EventStore,
  file: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const total = await countLines(file);
  const head = await store.headPosition();
  if (head > 0 && !options.intoNonEmpty) throw new ImportRefusedError(message('CLI.IMPORT_TARGET_NOT_EMPTY'));
  const ledger = new ImportLedger();
  try {
    if (head > 0) await recordTarget(store, ledger);
    const toAppend = await checkFile(file, total, ledger, options);
    const appended = await appendFile(store, file, toAppend, ledger, options);
    return { lines: total, appended, skipped: total - appended, streams: ledger.streams() };
  } finally {
    ledger.close();
  }
}

async function recordTarget(store: EventStore, ledger: ImportLedger): Promise<void> {
  let after = 0;
  for (;;) {
    const batch = await store.readAll(after, READ_BATCH);
    if (batch.length === 0) return;
    ledger.recordTargetEvents(batch);
    after = batch[batch.length - 1]?.position ?? after;
  }
}

/** First pass: throws the first broken line's ImportLineError; answers how many events to append. */
async function checkFile(file: string, total: number, ledger: ImportLedger, options: ImportOptions): Promise<number> {
  const progress = options.progress?.('check', total) ?? silent;
  let toAppend = 0;
  try {
    for await (const { number, text } of readLines(file)) {
      if (ledger.check(parseEventLine(text, number), number) === 'append') toAppend += 1;
      if (number % PROGRESS_EVERY === 0) progress.update(number);
    }
    progress.update(total);
  } finally {
    progress.stop();
  }
  return toAppend;
}

interface Run {
  readonly stream: string;
  readonly firstLine: number;
  readonly firstRevision: number;
  readonly events: EventToAppend[];
}

/** Second pass: appends every event the target lacks, in the file's order. */
async function appendFile(
  store: EventStore,
  file: string,
  total: number,
  ledger: ImportLedger,
  options: ImportOptions,
): Promise<number> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const progress = options.progress?.('append', total) ?? silent;
  let appended = 0;
  let run: Run | undefined;
  const flush = async (): Promise<void> => {
    if (!run) return;
    await appendRun(store, run, appended);
    appended += run.events.length;
    run = undefined;
    progress.update(appended);
  };
  try {
    for await (const { number, text } of readLines(file)) {
      const event = parseAgain(text, number, appended);
      if (ledger.isStored(event.stream, event.revision)) continue;
      if (run && (run.stream !== event.stream || run.events.length >= batchSize)) await flush();
      run ??= { stream: event.stream, firstLine: number, firstRevision: event.revision, events: [] };
      run.events.push(toAppendable(event));
    }
    await flush();
  } finally {
    progress.stop();
  }
  return appended;
}

/** The file was checked already; a line failing now means it changed since. */
function parseAgain(text: string, line: number, appended: number): EventLine {
  try {
    return parseEventLine(text, line);
  } catch (error) {
    throw new ImportStoppedError(line, appended, error instanceof ImportLineError ? error.reason : String(error));
  }
}

async function appendRun(store: EventStore, run: Run, appendedBefore: number): Promise<void> {
  const expected = run.firstRevision === 0 ? 'no_stream' : run.firstRevision - 1;
  try {
    await store.append(run.stream, run.events, expected);
  } catch (error) {
    throw new ImportStoppedError(run.firstLine, appendedBefore, appendFailure(error, run.stream));
  }
}

function appendFailure(error: unknown, stream: string): string {
  if (error instanceof ConcurrencyError) return message('CLI.IMPORT_WRITE_CONFLICT', { flujo: stream });
  if (error instanceof DuplicateEventError) {
    return message('CLI.IMPORT_WRITE_FAILED', {
      detalle: message('CLI.IMPORT_WRITE_DUPLICATE', { id: error.eventId }),
    });
  }
  return message('CLI.IMPORT_WRITE_FAILED', { detalle: error instanceof Error ? error.message : String(error) });
}

function toAppendable({ id, type, data, metadata, instant }: EventLine): EventToAppend {
  return { id, type, data, metadata, recordedAt: instant };
}
