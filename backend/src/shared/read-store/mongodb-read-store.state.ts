// MongoDB side of projection_state and projection_generations: stored generation states, each
// projection's generations fact, and the cached specs of active generations.
import type { ClientSession, Collection } from 'mongodb';
import type { GenerationRef, GenerationsFact, ProjectionFailure, ProjectionState } from './projection-store.port.js';
import type { CollectionSpec } from './read-store.port.js';

export interface StateDoc {
  _id: string;
  projection: string;
  generation: number;
  version: number;
  position: number;
  active: boolean;
  collections: CollectionSpec[];
  /**
   * A copy of the projection's fact version: a swap writes it into every state doc of the
   * projection, so a batch's conditional update of its own state doc conflicts with the swap
   * (MongoDB detects write conflicts on documents written, not on documents only read).
   */
  generationsVersion?: number;
  failure?: ProjectionFailure | null;
  /**
   * Set while a batch too large for one transaction is written in parts (a rebuild's last batch),
   * to the token of that write: no other batch commits, and the generation is not swapped in,
   * until its last part clears it. Left set by a write that failed part-way: the generation is
   * then good only for dropping.
   */
  writing?: string | null;
}

export interface FactDoc {
  _id: string;
  version: number;
  lastGeneration: number;
  activating: number | null;
}

export function stateId(ref: GenerationRef): string {
  return `${ref.projection}#${ref.generation}`;
}

export function toProjectionState(state: StateDoc): ProjectionState {
  const { projection, generation, version, position, active } = state;
  return { projection, generation, version, position, active, failure: state.failure ?? null };
}

export function toFact(fact: FactDoc): GenerationsFact {
  return {
    projection: fact._id,
    version: fact.version,
    lastGeneration: fact.lastGeneration,
    activating: fact.activating,
  };
}

/** The fact of a projection; one written before facts existed reads as version 0. */
export async function readFact(
  facts: Collection<FactDoc>,
  states: Collection<StateDoc>,
  projection: string,
  session?: ClientSession,
): Promise<FactDoc> {
  const fact = await facts.findOne({ _id: projection }, { session });
  if (fact) return fact;
  const last = await states.find({ projection }, { session, sort: { generation: -1 }, limit: 1 }).toArray();
  return { _id: projection, version: 0, lastGeneration: last[0]?.generation ?? 0, activating: null };
}

/** Raises the projection's version in its fact and in each of its state docs, in the caller's transaction. */
export async function bumpVersion(
  facts: Collection<FactDoc>,
  states: Collection<StateDoc>,
  fact: FactDoc,
  activating: number | null,
  session: ClientSession,
): Promise<number> {
  const version = fact.version + 1;
  await facts.updateOne(
    { _id: fact._id },
    { $set: { version, activating, lastGeneration: fact.lastGeneration } },
    { upsert: true, session },
  );
  await states.updateMany({ projection: fact._id }, { $set: { generationsVersion: version } }, { session });
  return version;
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
