// Tells whoever keeps something derived from live read documents (the session check's accounts)
// the moment those documents may have changed, as this process's runner sees the store.
import type { Batch } from '../read-store/projection-store.port.js';
import type { ProjectionTarget } from './apply-batch.js';

export type DocumentsChangedListener = (collections: ReadonlySet<string>) => void;

export class DocumentChanges {
  private readonly listeners = new Set<DocumentsChangedListener>();

  /** Calls `listener` with the collections that may have changed; returns how to stop. */
  listen(listener: DocumentsChangedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A live generation's batch committed: the collections it wrote. */
  committed(batch: Batch): void {
    if (batch.operations.length > 0) this.emit(new Set(batch.operations.map((operation) => operation.collection)));
  }

  /**
   * Where the live targets stood (`before`, from `positions`) and where the store says they are:
   * a target another process moved, or a generation swapped in, may have changed any of its documents.
   */
  reread(before: ReadonlyMap<ProjectionTarget, string>, after: readonly ProjectionTarget[]): void {
    const moved = after.filter((target) => before.get(target) !== positionOf(target));
    if (moved.length > 0)
      this.emit(new Set(moved.flatMap((target) => target.definition.collections.map((c) => c.name))));
  }

  /** What `reread` compares: each live target's generation and position now. */
  positions(targets: readonly ProjectionTarget[]): Map<ProjectionTarget, string> {
    return new Map(targets.map((target) => [target, positionOf(target)]));
  }

  private emit(collections: ReadonlySet<string>): void {
    for (const listener of this.listeners) listener(collections);
  }
}

function positionOf(target: ProjectionTarget): string {
  return `${target.ref.generation}@${target.position}`;
}
