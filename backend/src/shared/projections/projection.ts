// What a projection is: a named, versioned function from events to read documents.
import type { GymEventType } from '@gym/domain';
import type { DecodedEvent } from '../event-store/decode-event.js';
import type { CollectionSpec, Doc, Scalar } from '../read-store/read-store.port.js';

/** An event as projections see it: the decoded domain event plus where and when it was stored. */
export type ProjectedEvent<T extends GymEventType = GymEventType> = DecodedEvent<T>;

export interface DocumentKey {
  readonly collection: string;
  readonly id: string;
}

/** The documents of one batch: read from the store once, written back once at the end. */
export interface DocumentSession {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the type it declared in documentsRead
  get<T extends Doc>(collection: string, id: string): T | null;
  put(collection: string, doc: Doc): void;
  /**
   * As `put` of `build()`, built only when read or written: a document derived from another that
   * changes on many events (the member's list document) is built once per write, not per event.
   */
  putBuilt(collection: string, id: string, build: () => Doc): void;
  delete(collection: string, id: string): void;
  /** Deletes every document whose fields equal the given values (e.g. `{ memberId }`). */
  deleteWhere(collection: string, fields: Readonly<Record<string, Scalar>>): void;
  /**
   * Copies every document of `from` whose fields equal the given values into `to` (same id), as
   * they stand now, this batch's writes included (R44: a deleted member's rows kept aside).
   */
  copyWhere(from: string, to: string, fields: Readonly<Record<string, Scalar>>): void;
}

export interface ProjectionDefinition<T extends GymEventType = GymEventType> {
  /** Stable name, e.g. `members`. Also the prefix of nothing: collections are named in `collections`. */
  readonly name: string;
  /** Raise it whenever the documents' shape or meaning changes: the runner then rebuilds. */
  readonly version: number;
  readonly collections: readonly CollectionSpec[];
  /** The events it handles; the runner passes it no other. */
  readonly eventTypes: readonly T[];
  /** The documents `apply` will read for this event, so a batch loads them in one query each. */
  documentsRead(event: ProjectedEvent<T>): readonly DocumentKey[];
  /** Folds one event into the documents. Pure apart from the session; never async. */
  apply(event: ProjectedEvent<T>, documents: DocumentSession): void;
}

/** A projection as the runner holds it, whatever events it handles. */
export interface RunnableProjection {
  readonly name: string;
  readonly version: number;
  readonly collections: readonly CollectionSpec[];
  readonly eventTypes: readonly GymEventType[];
  documentsRead(event: ProjectedEvent): readonly DocumentKey[];
  apply(event: ProjectedEvent, documents: DocumentSession): void;
}

/**
 * Declares a projection with its events typed. The cast is safe: the runner only passes a
 * projection the event types it lists.
 */
export function defineProjection<T extends GymEventType>(definition: ProjectionDefinition<T>): RunnableProjection {
  return definition;
}

/** Ends an exhaustive switch: a new event type that a projection forgot fails to compile. */
export function unhandled(event: never): never {
  throw new Error(`Unhandled event ${(event as { type?: string }).type ?? String(event)}`);
}
