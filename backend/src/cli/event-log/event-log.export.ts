// Exports the whole event log as JSON Lines (one event per line, in global order), streamed: one
// read batch in memory at a time, and no more read until the output has taken the last one.
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EventStore, GlobalPosition } from '../../shared/event-store/event-store.port.js';
import type { ProgressReporter } from '../progress-reporter.js';
import { toEventLine } from './event-line.format.js';

export interface ExportOptions {
  /** Events per read. */
  readonly batchSize?: number;
  /** A progress display up to the head position, told the position of each batch's last event. */
  readonly progress?: (head: GlobalPosition) => ProgressReporter;
  /** End `output` when done (default true); false for process.stdout, which must stay open. */
  readonly end?: boolean;
}

export interface ExportSummary {
  readonly events: number;
  /** The log's head when the export started: the export holds every event up to it, none after. */
  readonly head: GlobalPosition;
}

const DEFAULT_BATCH = 1000;

export async function exportEvents(
  store: EventStore,
  output: Writable,
  options: ExportOptions = {},
): Promise<ExportSummary> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  // Events appended while the export runs (the app may be serving) are left for the next export,
  // so the file is the log exactly as it stood at one position.
  const head = await store.headPosition();
  const progress = options.progress?.(head);
  let events = 0;

  async function* chunks(): AsyncGenerator<string> {
    let after = 0;
    while (after < head) {
      const batch = (await store.readAll(after, batchSize)).filter((event) => event.position <= head);
      if (batch.length === 0) return;
      let chunk = '';
      for (const event of batch) chunk += `${toEventLine(event)}\n`;
      after = batch[batch.length - 1]?.position ?? head;
      events += batch.length;
      yield chunk;
      progress?.update(after);
    }
  }

  // objectMode: false buffers at most 16 KiB ahead of a slow output before the generator pauses.
  try {
    await pipeline(Readable.from(chunks(), { objectMode: false }), output, { end: options.end ?? true });
  } finally {
    progress?.stop();
  }
  return { events, head };
}
