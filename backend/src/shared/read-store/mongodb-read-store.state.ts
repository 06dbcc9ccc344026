// MongoDB side of projection_state: stored generation states and the cached specs of active ones.
import type { Collection } from 'mongodb';
import type { CollectionSpec, GenerationRef, ProjectionState } from './read-store.port.js';

export interface StateDoc {
  _id: string;
  projection: string;
  generation: number;
  version: number;
  position: number;
  active: boolean;
  collections: CollectionSpec[];
}

export function stateId(ref: GenerationRef): string {
  return `${ref.projection}#${ref.generation}`;
}

export function toProjectionState(state: StateDoc): ProjectionState {
  const { projection, generation, version, position, active } = state;
  return { projection, generation, version, position, active };
}

/**
 * Specs of the active generations by collection, for validating queries. Another process (an
 * operator's rebuild) may activate a generation, so the cache lives `ttlMs` at most and a
 * collection not found is looked up again at once; activations in this process clear it.
 * Queries themselves read the views, which activation repoints, so a stale spec only delays
 * new fields becoming filterable, never which documents are read.
 */
export class ActiveSpecs {
  private specs = new Map<string, CollectionSpec>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  /** Bumped by invalidate, so a load that started before an activation is not trusted as fresh. */
  private epoch = 0;
  private issued = 0;
  private applied = 0;

  constructor(
    private readonly states: Collection<StateDoc>,
    private readonly ttlMs = 1000,
  ) {}

  async spec(collection: string): Promise<CollectionSpec | undefined> {
    if (Date.now() - this.loadedAt > this.ttlMs || !this.specs.has(collection)) await this.reload();
    return this.specs.get(collection);
  }

  invalidate(): void {
    this.epoch += 1;
    this.loadedAt = Number.NEGATIVE_INFINITY;
  }

  private async reload(): Promise<void> {
    const ticket = ++this.issued;
    const epoch = this.epoch;
    const startedAt = Date.now();
    const active = await this.states.find({ active: true }).toArray();
    if (ticket < this.applied) return; // a load issued later already landed
    this.applied = ticket;
    this.specs = new Map(active.flatMap((state) => state.collections.map((spec) => [spec.name, spec] as const)));
    if (epoch === this.epoch) this.loadedAt = startedAt;
  }
}
