// The read store port: documents that screens read, written only by projections. SQLite and
// MongoDB adapters implement it and pass one contract suite (read-store.contract.ts).
//
// Collections are grouped by projection and live in numbered generations, so a projection can
// be rebuilt into a fresh generation while queries keep reading the active one, then swapped in
// one step. Queries always read the active generation.

export type Scalar = string | number | boolean | null;

/** Comparison on one declared field. `$contains`: case-sensitive substring (store pre-normalised text). */
export interface Operators {
  readonly $eq?: Scalar;
  readonly $ne?: Scalar;
  readonly $gt?: Scalar;
  readonly $gte?: Scalar;
  readonly $lt?: Scalar;
  readonly $lte?: Scalar;
  readonly $in?: readonly Scalar[];
  readonly $contains?: string;
}

/**
 * A Mongo-like filter on declared fields: `{ plan: 'monthly', debt: { $gt: 0 } }`, combined by
 * `$or` / `$and`. Fields not declared in the collection's spec are refused (an Error), so a
 * field name never comes from user input; `id` is always a text field. Values are always bound
 * as parameters and must have the field's type (null only for equality, `$ne`, `$in`), else an
 * Error. Null semantics are MongoDB's: `{ f: null }` and `$ne` match missing fields too; range
 * operators never match null. An empty `$or` matches nothing, an empty `$in` too.
 */
export type Filter = {
  readonly $or?: readonly Filter[];
  readonly $and?: readonly Filter[];
} & { readonly [field: string]: Scalar | Operators | readonly Filter[] | undefined };

export interface SortKey {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

export interface FindQuery {
  readonly filter?: Filter;
  /** Ties are always broken by `id` ascending, so pages are stable. Nulls sort first ascending. */
  readonly sort?: readonly SortKey[];
  readonly skip?: number;
  /** No limit when absent; 0 gives an empty page (with the total). */
  readonly limit?: number;
}

export interface Page<T> {
  readonly items: T[];
  /** Documents matching the filter, ignoring skip/limit. */
  readonly total: number;
}

export type FieldType = 'text' | 'number' | 'boolean';

export interface CollectionSpec {
  /** Logical name, unique across all projections, e.g. `members`. [a-z][a-z0-9_]* */
  readonly name: string;
  /** Fields that can be filtered, sorted or summed (top-level document keys). */
  readonly fields: Readonly<Record<string, FieldType>>;
  /** Indexes to create, each a list of declared fields. */
  readonly indexes?: readonly (readonly string[])[];
}

/** A document always has a string `id`; the rest is plain JSON. */
export type Doc = { readonly id: string } & Readonly<Record<string, unknown>>;

export type Operation =
  /** Inserts or replaces the whole document. Its declared fields must hold their type or be null/absent. */
  | { readonly kind: 'put'; readonly collection: string; readonly doc: Doc }
  | { readonly kind: 'delete'; readonly collection: string; readonly id: string }
  /** Deletes every document matching an equality filter (e.g. `{ memberId }`). */
  | { readonly kind: 'deleteWhere'; readonly collection: string; readonly filter: Filter };

export interface GenerationRef {
  readonly projection: string;
  readonly generation: number;
}

export interface ProjectionState extends GenerationRef {
  /** Version of the projection code that built this generation. */
  readonly version: number;
  /** Global position of the last event applied. */
  readonly position: number;
  /** Whether queries read this generation. */
  readonly active: boolean;
}

export interface Batch extends GenerationRef {
  /** The state's position this batch was computed from; a mismatch throws CheckpointConflictError. */
  readonly expectedPosition: number;
  /** New position after the batch. */
  readonly position: number;
  readonly operations: readonly Operation[];
}

export interface ReadStore {
  readonly kind: 'sqlite' | 'mongodb';

  // --- projection side ---------------------------------------------------------------

  /** Every generation's state (active and being built). */
  projectionStates(): Promise<ProjectionState[]>;

  /**
   * Creates the collections (tables with columns and indexes) of a generation and its state at
   * position 0, inactive. Idempotent: again with the same version and specs it does nothing;
   * with another version or other specs it throws (a spec change means a new generation). A
   * collection name belongs to one projection only. Nothing reads it until `activateGeneration`.
   * Queries on a projection with no active generation answer empty.
   */
  createGeneration(ref: GenerationRef, version: number, specs: readonly CollectionSpec[]): Promise<void>;

  /** Documents of a generation's collection by id (missing ids are absent from the map). */
  loadDocuments(ref: GenerationRef, collection: string, ids: readonly string[]): Promise<Map<string, Doc>>;

  /**
   * Applies the operations in order and moves the checkpoint, all or nothing. A missing state or
   * a position other than `expectedPosition` throws CheckpointConflictError.
   */
  commitBatch(batch: Batch): Promise<void>;

  /**
   * In one step: queries of the projection's collections now read `ref`'s generation, which is
   * marked active; every other generation of the projection (tables and state) is dropped.
   */
  activateGeneration(ref: GenerationRef): Promise<void>;

  /** Drops a generation that is not active (an abandoned rebuild). */
  dropGeneration(ref: GenerationRef): Promise<void>;

  // --- query side (always the active generation) ------------------------------------

  get<T extends Doc>(collection: string, id: string): Promise<T | null>;
  find<T extends Doc>(collection: string, query: FindQuery): Promise<Page<T>>;
  count(collection: string, filter?: Filter): Promise<number>;
  /** Sum of a numeric field over matching documents (0 when none). */
  sum(collection: string, field: string, filter?: Filter): Promise<number>;
  /**
   * Count and sum of `sumField` per distinct value of `groupField`, over matching documents,
   * ordered by key ascending (null, which also gathers missing values, first).
   */
  groupSum(
    collection: string,
    groupField: string,
    sumField: string,
    filter?: Filter,
  ): Promise<Array<{ key: Scalar; count: number; sum: number }>>;

  close(): Promise<void>;
}

/** The generation's checkpoint moved since the batch was computed; nothing was applied. */
export class CheckpointConflictError extends Error {
  constructor(ref: GenerationRef, expected: number, actual: number | null) {
    super(`${ref.projection}#${ref.generation}: expected position ${expected}, found ${String(actual)}`);
    this.name = 'CheckpointConflictError';
  }
}
