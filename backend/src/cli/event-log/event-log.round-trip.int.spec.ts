// Export → import into an empty store gives the same log and the same read documents (SQLite files).
import { createWriteStream, readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { allProjections } from '../../projections.js';
import type { EventStore } from '../../shared/event-store/event-store.port.js';
import { SqliteEventStore } from '../../shared/event-store/sqlite-event-store.js';
import { ProjectionRunner } from '../../shared/projections/projection-runner.js';
import type { Doc } from '../../shared/read-store/read-store.port.js';
import { SqliteReadStore } from '../../shared/read-store/sqlite-read-store.js';
import { exportEvents } from './event-log.export.js';
import { importEvents } from './event-log.import.js';
import { appendSampleLog } from './testing/sample-log.js';
import { tempStores } from './testing/temp-stores.js';

const stores = tempStores('gym-event-log-');
const freshStore = (): SqliteEventStore => stores.open();

async function exportToFile(store: EventStore): Promise<{ file: string; events: number }> {
  const file = stores.path('export.jsonl');
  const { events } = await exportEvents(store, createWriteStream(file));
  return { file, events };
}

/** Every document of every projection, after a runner has caught up with `events`. */
async function projectedDocuments(events: EventStore): Promise<Record<string, Doc[]>> {
  const read = await SqliteReadStore.open(stores.path('read.db'));
  const runner = new ProjectionRunner(events, read, allProjections, { pollMs: 10 });
  await runner.start();
  expect(await runner.waitFor(await events.headPosition(), 10_000)).toBe(true);
  await runner.stop();
  const documents: Record<string, Doc[]> = {};
  for (const collection of allProjections.flatMap((projection) => projection.collections)) {
    const page = await read.find(collection.name, { sort: [{ field: 'id', direction: 'asc' }] });
    documents[collection.name] = page.items;
  }
  await read.close();
  return documents;
}

describe('export → import round trip', () => {
  it('keeps every stream, revision, id, type, data, metadata, instant and the global order', async () => {
    const source = freshStore();
    const sample = await appendSampleLog(source, 8, 2);
    const exported = await exportToFile(source);
    expect(exported.events).toBe(sample.events);

    const targetFile = stores.path('events.db');
    const loading = stores.open(targetFile, { bulkLoad: true });
    const summary = await importEvents(loading, exported.file);
    await loading.close();
    expect(summary).toEqual({
      lines: sample.events,
      appended: sample.events,
      skipped: 0,
      streams: sample.streams.length,
    });
    const target = stores.open(targetFile);
    const everything = async (store: EventStore) => store.readAll(0, 100_000);
    expect(await everything(target)).toEqual(await everything(source));
    for (const stream of sample.streams)
      expect(await target.readStream(stream)).toEqual(await source.readStream(stream));
    expect(await target.listStreams('')).toEqual(await source.listStreams(''));

    // Exporting the imported store gives the same file, byte for byte.
    const again = await exportToFile(target);
    expect(readFileSync(again.file, 'utf8')).toBe(readFileSync(exported.file, 'utf8'));
  });

  it('writes one JSON object per line with the fields in the documented order', async () => {
    const source = freshStore();
    await appendSampleLog(source, 1, 1);
    const { file } = await exportToFile(source);
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines.at(-1)).toBe('');
    const first = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(Object.keys(first)).toEqual(['stream', 'revision', 'id', 'type', 'data', 'metadata', 'instant']);
    const stored = (await source.readAll(0, 1)).at(0);
    expect(first).toEqual({
      stream: stored?.streamId,
      revision: 0,
      id: stored?.id,
      type: 'StaffAccountCreated',
      data: stored?.data,
      metadata: stored?.metadata,
      instant: stored?.recordedAt,
    });
  });

  it('builds the same read documents from the imported log as from the original', async () => {
    const source = freshStore();
    await appendSampleLog(source, 8, 2);
    const target = freshStore();
    await importEvents(target, (await exportToFile(source)).file);
    const original = await projectedDocuments(source);
    expect(original['audit_members']).toHaveLength(8);
    expect(original['staff_accounts']).toHaveLength(2);
    expect(await projectedDocuments(target)).toEqual(original);
  });

  it('exports an empty store as an empty file, which imports as nothing', async () => {
    const { file, events } = await exportToFile(freshStore());
    expect(events).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe('');
    const target = freshStore();
    expect(await importEvents(target, file)).toEqual({ lines: 0, appended: 0, skipped: 0, streams: 0 });
    expect(await target.headPosition()).toBe(0);
  });

  it('leaves out events appended after the export started, and reads no further than a slow reader takes', async () => {
    const source = freshStore();
    const sample = await appendSampleLog(source, 40, 1);
    const decodedBefore = source.stats().eventsDecoded;
    const output = new PassThrough({ highWaterMark: 1024 });
    const exporting = exportEvents(source, output, { batchSize: 5 });
    await appendSampleLog(source, 1, 0);
    // Nobody reads yet: the export must pause, not load the log into memory.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(source.stats().eventsDecoded - decodedBefore).toBeLessThanOrEqual(20);
    let text = '';
    output.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const { events } = await exporting;
    expect(events).toBe(sample.events);
    expect(text.trimEnd().split('\n')).toHaveLength(sample.events);
  });
});
