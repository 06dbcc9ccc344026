// The projection side both read stores share: each answers every ProjectionStore call with its own
// projection store (SQLite or MongoDB), and adds its queries and close.
import type {
  Batch,
  GenerationRef,
  GenerationsFact,
  ProjectionFailure,
  ProjectionState,
  ProjectionStore,
} from './projection-store.port.js';
import type { CollectionSpec, Doc } from './read-store.port.js';

/** A ProjectionStore that hands every call to another: the read stores extend it with their queries. */
export abstract class DelegatingProjectionStore implements ProjectionStore {
  protected constructor(private readonly projectionSide: ProjectionStore) {}

  projectionStates(): Promise<ProjectionState[]> {
    return this.projectionSide.projectionStates();
  }

  generationFacts(): Promise<GenerationsFact[]> {
    return this.projectionSide.generationFacts();
  }

  createGeneration(ref: GenerationRef, version: number, specs: readonly CollectionSpec[]): Promise<void> {
    return this.projectionSide.createGeneration(ref, version, specs);
  }

  loadDocuments(ref: GenerationRef, collection: string, ids: readonly string[]): Promise<Map<string, Doc>> {
    return this.projectionSide.loadDocuments(ref, collection, ids);
  }

  commitBatch(batch: Batch): Promise<void> {
    return this.projectionSide.commitBatch(batch);
  }

  commitBatches(batches: readonly Batch[]): Promise<Array<Error | null>> {
    return this.projectionSide.commitBatches(batches);
  }

  activateGeneration(ref: GenerationRef): Promise<void> {
    return this.projectionSide.activateGeneration(ref);
  }

  dropGeneration(ref: GenerationRef): Promise<void> {
    return this.projectionSide.dropGeneration(ref);
  }

  recordFailure(ref: GenerationRef, failure: ProjectionFailure | null): Promise<void> {
    return this.projectionSide.recordFailure(ref, failure);
  }
}
