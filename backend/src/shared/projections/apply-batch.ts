// Applies one batch of events to one generation of a projection and commits it with its checkpoint.
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { GenerationRef, ProjectionStore } from '../read-store/projection-store.port.js';
import type { DocumentCache } from './document-cache.js';
import { BatchDocumentSession } from './document-session.js';
import type { ProjectedEvent, RunnableProjection } from './projection.js';
import type { TargetFailure } from './target-failures.js';

export interface ProjectionTarget {
  readonly definition: RunnableProjection;
  readonly ref: GenerationRef;
  /** Position of the last event applied to this generation. */
  position: number;
  /** The projection's generations version this target was read at; batches carry it. */
  generationsVersion: number;
  failure: TargetFailure | null;
  /** A rebuild's documents between its batches (a live target loads what each batch reads). */
  readonly cache?: DocumentCache;
}

/**
 * A recorded event has exactly the fields a projected one has; the store decoded and upcast its data,
 * so the cast only names the event's type (a copy per event costs a rebuild a million objects).
 */
export function toProjectedEvent(event: RecordedEvent): ProjectedEvent {
  return event as unknown as ProjectedEvent;
}

/**
 * Folds `events` (all after `target.position`, in order) into the target's documents and commits
 * them together with the new checkpoint. Events the projection does not handle still move it.
 */
export async function applyBatch(
  readStore: ProjectionStore,
  target: ProjectionTarget,
  events: readonly ProjectedEvent[],
): Promise<void> {
  const last = events.at(-1);
  if (!last) return;
  const handled = new Set<string>(target.definition.eventTypes);
  const relevant = events.filter((event) => event.position > target.position && handled.has(event.type));
  const session = new BatchDocumentSession(readStore, target.ref, target.cache);
  try {
    await session.prefetch(relevant.flatMap((event) => target.definition.documentsRead(event)));
    for (const event of relevant) target.definition.apply(event, session);
    await readStore.commitBatch({
      ...target.ref,
      expectedPosition: target.position,
      generationsVersion: target.generationsVersion,
      position: last.position,
      operations: session.operations(),
    });
  } catch (error) {
    // What is in memory may now differ from the store: the next batch starts from the store.
    target.cache?.clear();
    throw error;
  }
  target.cache?.settle();
  target.position = last.position;
}
