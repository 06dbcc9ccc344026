// The append-and-read workload run against any event store: single-event appends (a command each),
// batched appends (a stream's events together), then reading every stream and the whole log.
import { since } from '../measure/latency-stats.js';
import { at } from '../shared/at.js';
import { appendRate, type AppendRate } from './sqlite-limit.scenario.js';
import { streamBatches, type SampleEvent } from './sample-events.js';

/** An event store as the workload drives it; `expected` is the stream's event count before the append. */
export interface StoreUnderTest {
  append(streamId: string, events: readonly SampleEvent[], expected: number): Promise<void>;
  /** Number of events read. */
  readStream(streamId: string): Promise<number>;
  /** Reads the log from the start in batches of `batch`; number of events read. */
  readAll(batch: number): Promise<number>;
  close(): Promise<void>;
}

export interface ReadRate {
  readonly events: number;
  readonly eventsPerSecond: number;
}

export interface WorkloadResult {
  readonly batchAppend: AppendRate;
  readonly readStreams: ReadRate;
  readonly readAll: ReadRate;
}

const BATCH = 50;
const READ_BATCH = 1000;

export type OpenStore = (name: string) => Promise<StoreUnderTest>;

/**
 * Single-event appends (one command each) into a fresh store of every subject, interleaved in
 * rounds with the order rotating: the disk's fsync time drifts while other work runs, and this
 * way it weighs on all alike.
 */
export async function singleAppends<K extends string>(
  opens: Readonly<Record<K, OpenStore>>,
  events: readonly SampleEvent[],
  rounds = 10,
): Promise<Record<K, AppendRate>> {
  const names = Object.keys(opens) as K[];
  const subjects = await Promise.all(
    names.map(async (name) => ({ name, store: await opens[name]('single'), counts: new Map<string, number>(), ms: 0 })),
  );
  const size = Math.ceil(events.length / rounds);
  for (let start = 0, turn = 0; start < events.length; start += size, turn += 1) {
    const round = events.slice(start, start + size).map((event) => [event]);
    const order = [...subjects.slice(turn % subjects.length), ...subjects.slice(0, turn % subjects.length)];
    for (const subject of order) {
      const began = performance.now();
      await appendBatches(subject.store, round, subject.counts);
      subject.ms += since(began);
    }
  }
  for (const subject of subjects) await subject.store.close();
  return Object.fromEntries(subjects.map((subject) => [subject.name, appendRate(events.length, subject.ms)])) as Record<
    K,
    AppendRate
  >;
}

/** `bulk` goes in stream batches of 50 into a fresh store, then every stream and the whole log are read. */
export async function batchAppendAndRead(open: OpenStore, bulk: readonly SampleEvent[]): Promise<WorkloadResult> {
  const store = await open('bulk');
  const started = performance.now();
  await appendBatches(store, streamBatches(bulk, BATCH), new Map());
  const batchAppend = appendRate(bulk.length, since(started));
  const streams = [...new Set(bulk.map((event) => event.streamId))];
  let began = performance.now();
  let read = 0;
  for (const streamId of streams) read += await store.readStream(streamId);
  const readStreams = rate(read, since(began));
  began = performance.now();
  const readAll = rate(await store.readAll(READ_BATCH), since(began));
  await store.close();
  if (readStreams.events !== bulk.length || readAll.events !== bulk.length) {
    throw new Error(`Read back ${readStreams.events}/${readAll.events} of ${bulk.length} events`);
  }
  return { batchAppend, readStreams, readAll };
}

async function appendBatches(
  store: StoreUnderTest,
  batches: readonly (readonly SampleEvent[])[],
  counts: Map<string, number>,
): Promise<void> {
  for (const batch of batches) {
    const streamId = at(batch, 0).streamId;
    const expected = counts.get(streamId) ?? 0;
    await store.append(streamId, batch, expected);
    counts.set(streamId, expected + batch.length);
  }
}

function rate(events: number, ms: number): ReadRate {
  return { events, eventsPerSecond: Math.round((events / ms) * 1000) };
}
