// The projection side of the read store: numbered generations of each projection's collections,
// batches committed with their checkpoint, and the swap of a rebuilt generation, seen by every process.
import type { CollectionSpec, Doc, Filter } from './read-store.port.js';

export type Operation =
  /** Inserts or replaces the whole document. Its declared fields must hold their type or be null/absent. */
  | { readonly kind: 'put'; readonly collection: string; readonly doc: Doc }
  | { readonly kind: 'delete'; readonly collection: string; readonly id: string }
  /** Deletes every document matching an equality filter (e.g. `{ memberId }`). */
  | { readonly kind: 'deleteWhere'; readonly collection: string; readonly filter: Filter }
  /**
   * Puts into `collection` a copy of every document of `from` (a collection of the same projection)
   * matching an equality filter, as they are at that point of the batch (R44: a deleted member's rows
   * kept aside, and brought back on a restore).
   */
  | { readonly kind: 'copyWhere'; readonly collection: string; readonly from: string; readonly filter: Filter };

export interface GenerationRef {
  readonly projection: string;
  readonly generation: number;
}

/** The last batch that failed on a generation (in any process), until a batch commits on it again. */
export interface ProjectionFailure {
  readonly message: string;
  /** ISO instant of the first failure of this run of failures. */
  readonly since: string;
}

export interface ProjectionState extends GenerationRef {
  /** Version of the projection code that built this generation. */
  readonly version: number;
  /** Global position of the last event applied. */
  readonly position: number;
  /** Whether queries read this generation. */
  readonly active: boolean;
  readonly failure: ProjectionFailure | null;
}

/**
 * Which generations of a projection exist, as a fact every process reads: `version` rises with
 * every activation and every drop, in the same transaction, so a runner that computed a batch
 * against an older version learns of the swap when it commits (or when it polls this).
 */
export interface GenerationsFact {
  readonly projection: string;
  readonly version: number;
  /** The highest generation ever created: numbers are never reused, so a dropped one never comes back. */
  readonly lastGeneration: number;
  /**
   * A swap begun and not finished (MongoDB repoints its views one by one): no batch commits on
   * the projection until someone finishes it by activating this generation again. Null in SQLite.
   */
  readonly activating: number | null;
}

export interface Batch extends GenerationRef {
  /** The state's position this batch was computed from; a mismatch throws CheckpointConflictError. */
  readonly expectedPosition: number;
  /** The generations version the batch was computed against; a mismatch throws GenerationChangedError. */
  readonly generationsVersion: number;
  /** New position after the batch. */
  readonly position: number;
  readonly operations: readonly Operation[];
}

export interface ProjectionStore {
  /** Every generation's state (active and being built). */
  projectionStates(): Promise<ProjectionState[]>;

  /** Every projection's generations fact (one small read: the runners poll it). */
  generationFacts(): Promise<GenerationsFact[]>;

  /**
   * Creates the collections (tables with columns) of a generation and its state at position 0,
   * inactive. Idempotent: again with the same version and specs it does nothing; with another
   * version or other specs it throws (a spec change means a new generation). A generation number
   * at or below the fact's `lastGeneration` that no longer exists throws GenerationChangedError.
   * A collection name belongs to one projection only. Nothing reads it until `activateGeneration`.
   * Queries on a projection with no active generation answer empty.
   */
  createGeneration(ref: GenerationRef, version: number, specs: readonly CollectionSpec[]): Promise<void>;

  /** Documents of a generation's collection by id; a generation that is gone throws GenerationChangedError. */
  loadDocuments(ref: GenerationRef, collection: string, ids: readonly string[]): Promise<Map<string, Doc>>;

  /**
   * Applies the operations in order and moves the checkpoint, all or nothing, and clears the
   * generation's failure. A generation that is gone, a swap under way, or a `generationsVersion`
   * other than the fact's throws GenerationChangedError; a position other than `expectedPosition`
   * throws CheckpointConflictError. Nothing is applied then.
   */
  commitBatch(batch: Batch): Promise<void>;

  /**
   * Commits batches of different generations as `commitBatch` commits each: a batch refused (its
   * error, at its index; null for each committed) changes nothing, and the others still commit.
   * Rejects, committing none, only when the store itself fails. SQLite writes them in one
   * transaction: one commit for all the projections a runner's cycle moves, instead of one each.
   */
  commitBatches(batches: readonly Batch[]): Promise<Array<Error | null>>;

  /**
   * In one step as queries and batches see it: queries of the projection's collections now read
   * `ref`'s generation, which is marked active; every other generation of the projection (tables
   * and state) is dropped; the fact's version rises. Throws GenerationBehindError when the active
   * generation has applied events `ref` has not (swapping would hide them from readers), and
   * GenerationChangedError when `ref` is gone. Activating the active generation again finishes
   * an interrupted swap.
   */
  activateGeneration(ref: GenerationRef): Promise<void>;

  /** Drops a generation that is not active (an abandoned rebuild); the fact's version rises. */
  dropGeneration(ref: GenerationRef): Promise<void>;

  /** Records (or with null clears) why batches fail on a generation; a missing generation is ignored. */
  recordFailure(ref: GenerationRef, failure: ProjectionFailure | null): Promise<void>;
}

/** The generation's checkpoint moved since the batch was computed; nothing was applied. */
export class CheckpointConflictError extends Error {
  constructor(ref: GenerationRef, expected: number, actual: number | null) {
    super(`${ref.projection}#${ref.generation}: expected position ${expected}, found ${String(actual)}`);
    this.name = 'CheckpointConflictError';
  }
}

/** The projection's generations changed (a swap, a drop, a generation gone); re-read the facts. */
export class GenerationChangedError extends Error {
  constructor(ref: GenerationRef, reason: string) {
    super(`${ref.projection}#${ref.generation}: ${reason}`);
    this.name = 'GenerationChangedError';
  }
}

/** A rebuilt generation is not caught up with the active one yet; apply more events, then swap. */
export class GenerationBehindError extends Error {
  constructor(ref: GenerationRef, position: number, activePosition: number) {
    super(`${ref.projection}#${ref.generation} is at ${position}, the active generation at ${activePosition}`);
    this.name = 'GenerationBehindError';
  }
}

/** `commitBatches` for a store that commits batch after batch (MongoDB, and stores wrapped by tests). */
export async function commitOneByOne(
  commitBatch: (batch: Batch) => Promise<void>,
  batches: readonly Batch[],
): Promise<Array<Error | null>> {
  const outcomes: Array<Error | null> = [];
  for (const batch of batches) {
    outcomes.push(
      await commitBatch(batch).then(
        () => null,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      ),
    );
  }
  return outcomes;
}

/** Errors that mean "another process changed the store": re-read it and go on, nothing to report. */
export function isStaleBatchError(error: unknown): boolean {
  return error instanceof CheckpointConflictError || error instanceof GenerationChangedError;
}
