// Items 7 and 8: our event store against the raw SQLite limit and against the peer, in one run,
// on events taken from the generated gym.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { since } from '../measure/latency-stats.js';
import { emmettEventStore, emmettOnOneConnection, emmettSynchronous } from './emmett-event-store.subject.js';
import { ourEventStore } from './our-event-store.subject.js';
import { sampleEvents, type SampleEvent } from './sample-events.js';
import { rawReplay, rawSqliteStore, type AppendRate, type RawReplay } from './sqlite-limit.scenario.js';
import { batchAppendAndRead, singleAppends, type WorkloadResult } from './store-workload.js';

export interface StoreComparison {
  readonly rawReplay: RawReplay;
  /** The whole generated log read through our port (decoded), as a rebuild reads it: its ceiling. */
  readonly portReadAll: RawReplay;
  /** One event per append (a command each), the three interleaved. The peer on one connection. */
  readonly singleAppend: { readonly raw: AppendRate; readonly ours: AppendRate; readonly peer: AppendRate };
  readonly ours: WorkloadResult;
  readonly peer: {
    /** Its exported functions on one open connection: the figures compared. */
    readonly oneConnection: WorkloadResult;
    /** Its public event store, which opens a connection per call; an error when it could not finish. */
    readonly publicStore:
      { readonly singleAppend: AppendRate; readonly workload: WorkloadResult } | { readonly error: string };
    /** Its PRAGMA synchronous (2 = FULL, like ours). */
    readonly synchronous: number;
  };
}

export async function compareStores(
  eventsFile: string,
  workDir: string,
  counts: { readonly single: number; readonly bulk: number },
): Promise<StoreComparison> {
  const dir = join(workDir, 'stores');
  mkdirSync(dir, { recursive: true });
  const bulk = sampleEvents(eventsFile, counts.bulk);
  const single = bulk.slice(0, counts.single);
  const replay = rawReplay(eventsFile, dir);
  const portReadAll = await readWholeLog(eventsFile);
  const singleAppend = await singleAppends(
    {
      raw: (name) => rawSqliteStore(dir, name),
      ours: (name) => ourEventStore(dir, name),
      peer: (name) => emmettOnOneConnection(dir, name),
    },
    single,
  );
  const ours = await batchAppendAndRead((name) => ourEventStore(dir, name), bulk);
  const oneConnection = await batchAppendAndRead((name) => emmettOnOneConnection(dir, name), bulk);
  const publicStore = await peerPublicStore(dir, single, bulk);
  return {
    rawReplay: replay,
    portReadAll,
    singleAppend,
    ours,
    peer: { oneConnection, publicStore, synchronous: await emmettSynchronous(dir) },
  };
}

async function readWholeLog(eventsFile: string): Promise<RawReplay> {
  const store = await ourEventStore(dirname(eventsFile), '', eventsFile);
  const started = performance.now();
  const events = await store.readAll(10_000);
  await store.close();
  const seconds = since(started) / 1000;
  return { events, seconds, eventsPerSecond: Math.round(events / seconds) };
}

type PeerPublicResult = StoreComparison['peer']['publicStore'];

async function peerPublicStore(
  dir: string,
  single: readonly SampleEvent[],
  bulk: readonly SampleEvent[],
): Promise<PeerPublicResult> {
  // The peer logs its own failures with console.log; its error is kept in the results instead.
  const log = console.log;
  console.log = () => undefined;
  try {
    const { peerPublic } = await singleAppends(
      { peerPublic: (name) => emmettEventStore(dir, `public-${name}`) },
      single,
      1,
    );
    return {
      singleAppend: peerPublic,
      workload: await batchAppendAndRead((name) => emmettEventStore(dir, `public-${name}`), bulk),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    console.log = log;
  }
}
