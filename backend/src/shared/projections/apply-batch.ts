// Applies one batch of events to one generation of a projection and commits it with its checkpoint.
import { tryDecodeRecordedEvent, UndecodableEventError } from '../event-store/decode-event.js';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import { type Batch, isStaleBatchError, type ProjectionStore } from '../read-store/projection-store.port.js';
import { BatchDocumentSession } from './document-session.js';
import type { ProjectedEvent } from './projection.js';
import type { ProjectionTarget } from './projection-target.js';
import type { TargetFailures } from './target-failures.js';

/** An event of the log that cannot be decoded: skipped where its type is not handled, a failure where it is. */
export interface UnreadableEvent {
  readonly type: string;
  readonly position: number;
  readonly unreadable: UndecodableEventError;
}

/** An event of the log as a batch holds it: decoded once for every projection, or why it cannot be. */
export type LoggedEvent = ProjectedEvent | UnreadableEvent;

/**
 * The stored event decoded (the same object unless an older shape was upcast: a rebuild reads a
 * million events), or, when it cannot be, an UnreadableEvent for the projections to skip or fail on.
 */
export function toLoggedEvent(event: RecordedEvent): LoggedEvent {
  const decoded = tryDecodeRecordedEvent(event);
  if (!(decoded instanceof UndecodableEventError)) return decoded;
  return { type: event.type, position: event.position, unreadable: decoded };
}

/** A handled event: its decoded form, or the reason the projection stops at it. */
function readable(event: LoggedEvent): ProjectedEvent {
  if ('unreadable' in event) throw event.unreadable;
  return event;
}

/**
 * Folds `events` (all after `target.position`, in order) into the target's documents: the batch
 * that commits them with the new checkpoint (null without events). Events the projection does not
 * handle (of an unknown type too) still move it; one it handles that cannot be decoded refuses the
 * batch. Commit it, then tell the target with `batchCommitted` or `batchRefused`.
 * `postpone`: only for a generation nobody reads yet, with more events to come: the documents of
 * its collections that are not append-only wait in its cache (BatchDocumentSession.operations)
 * until a batch that does not postpone; ignored once the cache is full.
 */
export async function prepareBatch(
  readStore: ProjectionStore,
  target: ProjectionTarget,
  events: readonly LoggedEvent[],
  postpone = false,
): Promise<Batch | null> {
  const last = events.at(-1);
  if (!last) return null;
  const handled = new Set<string>(target.definition.eventTypes);
  const session = new BatchDocumentSession(readStore, target.ref, target.cache);
  try {
    const relevant = events
      .filter((event) => event.position > target.position && handled.has(event.type))
      .map(readable);
    if (relevant.length > 0) {
      await session.prefetch(relevant.flatMap((event) => target.definition.documentsRead(event)));
      for (const event of relevant) target.definition.apply(event, session);
    }
    // Inside: the documents put with putBuilt are built here.
    const operations = session.operations(postpone ? postponable(target) : undefined);
    return {
      ...target.ref,
      expectedPosition: target.position,
      generationsVersion: target.generationsVersion,
      position: last.position,
      operations,
    };
  } catch (error) {
    batchRefused(target);
    throw error;
  }
}

/** Which collections' writes a rebuild may hold back: those not append-only, while its cache has room. */
function postponable(target: ProjectionTarget): ((collection: string) => boolean) | undefined {
  if (!target.cache || target.cache.full()) return undefined;
  const appendOnly = new Set(target.definition.collections.filter((c) => c.appendOnly).map((c) => c.name));
  return (collection) => !appendOnly.has(collection);
}

/** The batch is in the store: the target is at its position, and its documents are the store's. */
export function batchCommitted(target: ProjectionTarget, batch: Batch): void {
  target.cache?.settle();
  target.position = batch.position;
}

/**
 * What is in memory may now differ from the store: the next batch starts from the store. A
 * rebuild that had postponed writes cannot (`cache.lostWrites`): it starts over.
 */
export function batchRefused(target: ProjectionTarget): void {
  target.cache?.clear();
}

/** Folds `events` into the target's documents and commits them together with the new checkpoint. */
export async function applyBatch(
  readStore: ProjectionStore,
  target: ProjectionTarget,
  events: readonly LoggedEvent[],
): Promise<void> {
  const batch = await prepareBatch(readStore, target, events);
  if (!batch) return;
  try {
    await readStore.commitBatch(batch);
  } catch (error) {
    batchRefused(target);
    throw error;
  }
  batchCommitted(target, batch);
}

/**
 * Every target of the group folds the events, then all their batches commit together (one
 * transaction in SQLite, where committing each projection apart cost more than applying it). A
 * target's failure goes to `failures`; returns the first error saying another process changed the
 * generations (the caller re-reads them), or null. `postpone` as for prepareBatch.
 */
export async function applyToGroup(
  store: ProjectionStore,
  group: readonly ProjectionTarget[],
  events: readonly LoggedEvent[],
  failures: TargetFailures,
  postpone = false,
): Promise<Error | null> {
  const prepared: Array<{ target: ProjectionTarget; batch: Batch }> = [];
  let stale: Error | null = null;
  const refused = async (target: ProjectionTarget, error: unknown): Promise<void> => {
    if (error instanceof Error && isStaleBatchError(error)) stale ??= error;
    else await failures.failed(target, error);
  };
  for (const target of group) {
    try {
      const batch = await prepareBatch(store, target, events, postpone);
      if (batch) prepared.push({ target, batch });
    } catch (error) {
      await refused(target, error);
    }
  }
  const outcomes = await store
    .commitBatches(prepared.map(({ batch }) => batch))
    .catch((error: unknown) => prepared.map(() => error));
  for (const [index, { target, batch }] of prepared.entries()) {
    const error = outcomes[index] ?? null;
    if (error === null) {
      batchCommitted(target, batch);
      failures.recovered(target);
    } else {
      batchRefused(target);
      await refused(target, error);
    }
  }
  return stale;
}
