// A command on the member whose stream holds 10,000 events: the first one on it (the write side
// starts from its snapshot), the following ones (its cache holds the folded state), and the fold
// alone in-process, to decide whether snapshots are needed. Then the app's CPU per command on that
// member against one with some 100 events: a command's cost must not grow with a history.
// The app is warmed first by commands on other members: the very first write after start pays for
// compiling the write path (70–360 ms, issue 36, session 13), which is the process's cost, not the
// stream's; until session 12 the catalogue's 39 writes happened to warm it before this scenario.
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
  /** The first command on the long stream, on a warmed app: HTTP, snapshot + newer events, decide, append, its read. */
  readonly firstCommandMs: number;
  /** The app's very first command after start (on another member), with its read: compiling the write path. */
  readonly appFirstCommandMs: number;
  /** Later commands, each with its read-your-writes profile read. */
  readonly commandAndRead: LatencySummary;
  /** The app's CPU per later command + read on the long stream, and on a member of about 100 events. */
  readonly appCpuMsPerCommand: number;
  readonly shortStream: { readonly events: number; readonly appCpuMsPerCommand: number };
}

/** Of `candidates`, the member whose stream length is nearest `events` (read in-process, read-only). */
export async function memberWithAbout(
  eventsFile: string,
  candidates: readonly string[],
  events: number,
): Promise<{ memberId: string; events: number }> {
  const store = SqliteEventStore.open(eventsFile, { readonly: true });
  try {
    let best = { memberId: candidates[0] ?? '', events: Number.POSITIVE_INFINITY };
    for (const memberId of candidates.slice(0, 300)) {
      const length = (await store.readStream(memberStreamId(memberId))).length;
      if (Math.abs(length - events) < Math.abs(best.events - events)) best = { memberId, events: length };
    }
    return best;
  } finally {
    await store.close();
  }
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

/** About the catalogue's 39 writes that preceded this scenario until session 12. */
const WARM_UP_COMMANDS = 40;

export interface LongStreamTargets {
  readonly memberId: string;
  /** Members to pick the short stream from. */
  readonly others: readonly string[];
  readonly count: number;
  readonly appCpuMs: () => number;
}

/** Run right after the app starts, before anything else touches the long stream. */
export async function measureLongStream(
  client: HttpClient,
  eventsFile: string,
  { memberId, others, count, appCpuMs }: LongStreamTargets,
): Promise<LongStreamResult> {
  const today = gymToday();
  // From the end of the list: the short stream is picked among the first 300 (memberWithAbout).
  const warmUp = others.slice(-20);
  const appFirstCommandMs = await payAndRead(client, warmUp[0] ?? memberId, today);
  for (let done = 1; done < WARM_UP_COMMANDS; done += 1)
    await payAndRead(client, warmUp[done % warmUp.length] ?? memberId, today);
  const firstCommandMs = await payAndRead(client, memberId, today);
  const cpuBefore = appCpuMs();
  const run = await runClients(['ms'] as const, count, 1, async () => ({
    ms: await payAndRead(client, memberId, today),
  }));
  const appCpuMsPerCommand = (appCpuMs() - cpuBefore) / count;
  const fold = await readAndFold(eventsFile, memberId);
  const short = await memberWithAbout(eventsFile, others, 100);
  await payAndRead(client, short.memberId, today); // its first command folds it, as the long one's did
  const shortCpuBefore = appCpuMs();
  for (let done = 0; done < count; done += 1) await payAndRead(client, short.memberId, today);
  return {
    events: fold.events,
    readAndFoldMs: round(fold.ms),
    firstCommandMs: round(firstCommandMs),
    appFirstCommandMs: round(appFirstCommandMs),
    commandAndRead: summarise(run.durations.ms, run.wallMs),
    appCpuMsPerCommand: round(appCpuMsPerCommand),
    shortStream: { events: short.events, appCpuMsPerCommand: round((appCpuMs() - shortCpuBefore) / count) },
  };
}
