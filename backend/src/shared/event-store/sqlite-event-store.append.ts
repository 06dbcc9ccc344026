// One append to the SQLite event store, run inside its IMMEDIATE transaction: a retried batch
// answers its first result, a stale expected revision is refused, the rest is inserted.
import {
  ConcurrencyError,
  DuplicateEventError,
  type AppendResult,
  type EventToAppend,
  type ExpectedRevision,
  type StreamRevision,
} from './event-store.port.js';
import type { EventStatements, StoredEvent } from './sqlite-event-store.statements.js';

/**
 * The streams of one appendMany, in its transaction: all or nothing, a retry included. A batch whose
 * ids are all stored is a retry only when every stream of it is one: if one stream's events are
 * stored and another's are not, another request took those ids (a key reused with other data) and
 * writing the rest would record money for a request that is then refused — so nothing is written.
 */
export function appendManyInTransaction(
  statements: EventStatements,
  appends: readonly { streamId: string; events: readonly EventToAppend[]; expected: ExpectedRevision }[],
): AppendResult[] {
  if (appends.length > 1) {
    const repeats = appends.map(({ streamId, events }) => findRepeatedAppend(statements, streamId, events));
    const first = appends[repeats.findIndex((repeat) => repeat !== undefined)];
    if (first && repeats.some((repeat) => repeat === undefined))
      throw new DuplicateEventError(first.events[0]?.id ?? '');
  }
  return appends.map(({ streamId, events, expected }) => appendInTransaction(statements, streamId, events, expected));
}

/** Runs inside the IMMEDIATE transaction; a throw rolls everything back. */
export function appendInTransaction(
  statements: EventStatements,
  streamId: string,
  events: readonly EventToAppend[],
  expected: ExpectedRevision,
): AppendResult {
  const repeated = findRepeatedAppend(statements, streamId, events);
  if (repeated) return repeated;
  const current = statements.lastRevision.get(streamId);
  assertExpectedRevision(streamId, expected, current);
  const committedAt = new Date().toISOString();
  let revision = current ?? -1;
  let position = 0;
  for (const event of events) {
    revision += 1;
    const { data, metadata, type, recordedAt } = event;
    const inserted = statements.insertEvent.run(
      streamId,
      revision,
      event.id.toLowerCase(),
      type,
      JSON.stringify(data),
      JSON.stringify(metadata),
      recordedAt ?? committedAt,
    );
    position = Number(inserted.lastInsertRowid);
  }
  return { nextExpectedRevision: revision, position };
}

/**
 * The first append's result when every id of the batch is already in this stream (a retry);
 * undefined when none is stored. Checked before the expected revision, since a retry carries
 * the revision the stream had before its first attempt.
 */
function findRepeatedAppend(
  statements: EventStatements,
  streamId: string,
  events: readonly EventToAppend[],
): AppendResult | undefined {
  const stored = events.map((event) => statements.findEvent.get(event.id.toLowerCase()));
  if (stored.every((found) => found === undefined)) return undefined;
  const elsewhere = stored.findIndex((found) => found !== undefined && found.stream_id !== streamId);
  if (elsewhere >= 0 || stored.includes(undefined)) {
    const culprit = elsewhere >= 0 ? elsewhere : stored.findIndex((found) => found !== undefined);
    throw new DuplicateEventError(events[culprit]?.id ?? '');
  }
  const found = stored as readonly StoredEvent[];
  return {
    nextExpectedRevision: Math.max(...found.map((event) => event.revision)),
    position: Math.max(...found.map((event) => event.position)),
  };
}

function assertExpectedRevision(
  streamId: string,
  expected: ExpectedRevision,
  current: StreamRevision | undefined,
): void {
  const matches =
    expected === 'any' ||
    (expected === 'no_stream' && current === undefined) ||
    (expected === 'stream_exists' && current !== undefined) ||
    expected === current;
  if (!matches) throw new ConcurrencyError(streamId, expected, current ?? 'no_stream');
}
