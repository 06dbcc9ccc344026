// A command on the member whose stream holds 10,000 events: the first one after start (the write
// side folds the whole stream), the following ones (its cache holds the folded state), and the
// fold alone in-process, to decide whether snapshots are needed.
import { randomUUID } from 'node:crypto';
import {
  evolveMember,
  initialMemberState,
  MEMBER_EVENT_TYPES,
  memberStreamId,
  type CommandResponse,
  type MemberEvent,
} from '@gym/domain';
import { decodeEventOf } from '@gym/backend/shared/event-store/decode-event.js';
import { SqliteEventStore } from '@gym/backend/shared/event-store/sqlite-event-store.js';
import type { HttpClient } from '../http/http-client.js';
import { runClients } from '../measure/load-runner.js';
import { round, since, summarise, type LatencySummary } from '../measure/latency-stats.js';
import { gymToday } from './gym-today.js';

export interface LongStreamResult {
  readonly events: number;
  /** Reading the stream through the port, decoding and folding it with evolveMember, in-process. */
  readonly readAndFoldMs: number;
  /** The first command after the app started: HTTP, load + fold, decide, append, then its read. */
  readonly firstCommandMs: number;
  /** Later commands, each with its read-your-writes profile read. */
  readonly commandAndRead: LatencySummary;
}

export async function readAndFold(eventsFile: string, memberId: string): Promise<{ events: number; ms: number }> {
  const store = SqliteEventStore.open(eventsFile, { readonly: true });
  try {
    const started = performance.now();
    const events = await store.readStream(memberStreamId(memberId));
    events.reduce(
      (state, event) => evolveMember(state, decodeEventOf<MemberEvent>(event, MEMBER_EVENT_TYPES)),
      initialMemberState,
    );
    return { events: events.length, ms: since(started) };
  } finally {
    await store.close();
  }
}

async function payAndRead(client: HttpClient, memberId: string, today: string): Promise<number> {
  const started = performance.now();
  const body = { paymentType: 'additional', amount: 5_000, paidOn: today };
  const answer = await client.json<CommandResponse>('POST', `/api/members/${memberId}/payments`, body, {
    'idempotency-key': randomUUID(),
  });
  await client.json('GET', `/api/members/${memberId}`, undefined, { 'x-read-after': String(answer.position) });
  return since(started);
}

/** Run right after the app starts, before anything else touches the long stream. */
export async function measureLongStream(
  client: HttpClient,
  eventsFile: string,
  memberId: string,
  count: number,
): Promise<LongStreamResult> {
  const today = gymToday();
  const firstCommandMs = await payAndRead(client, memberId, today);
  const run = await runClients(['ms'] as const, count, 1, async () => ({
    ms: await payAndRead(client, memberId, today),
  }));
  const fold = await readAndFold(eventsFile, memberId);
  return {
    events: fold.events,
    readAndFoldMs: round(fold.ms),
    firstCommandMs: round(firstCommandMs),
    commandAndRead: summarise(run.durations.ms, run.wallMs),
  };
}
