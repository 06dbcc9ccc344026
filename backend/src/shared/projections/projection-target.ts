// One generation of one projection as the runner drives it: where it stands, and how it fails.
import type { GenerationRef, ProjectionFailure } from '../read-store/projection-store.port.js';
import type { DocumentCache } from './document-cache.js';
import type { RunnableProjection } from './projection.js';

export interface ProjectionTarget {
  readonly definition: RunnableProjection;
  readonly ref: GenerationRef;
  /** Position of the last event applied to this generation. */
  position: number;
  /** The projection's generations version this target was read at; batches carry it. */
  generationsVersion: number;
  failure: TargetFailure | null;
  /** The documents it keeps between its batches. */
  readonly cache?: DocumentCache;
}

/** A run of failures of one target, until a batch of it commits. */
export interface TargetFailure extends ProjectionFailure {
  readonly attempts: number;
  /** Epoch ms before which the target is not tried again. */
  readonly retryAt: number;
}
