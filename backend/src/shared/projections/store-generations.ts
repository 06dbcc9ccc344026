// The generations as the store has them now (facts and states), read by a runner that starts or that
// learned of a swap; a swap another process began and did not finish is finished first.
import type { GenerationsFact, ProjectionState, ProjectionStore } from '../read-store/projection-store.port.js';
import type { RunnerLogger } from './target-failures.js';

export interface StoreGenerations {
  readonly facts: ReadonlyMap<string, GenerationsFact>;
  readonly states: readonly ProjectionState[];
}

export async function readStoreGenerations(store: ProjectionStore, logger: RunnerLogger): Promise<StoreGenerations> {
  let facts = await store.generationFacts();
  const interrupted = facts.filter((fact) => fact.activating !== null);
  for (const { projection, activating } of interrupted) {
    if (activating === null) continue;
    // Idempotent: if the process that began it is still at it, both end in the same state.
    await store.activateGeneration({ projection, generation: activating }).then(
      () => logger.info('finished a generation swap begun elsewhere', { projection, generation: activating }),
      (error: unknown) => logger.info('could not finish a swap begun elsewhere', { projection, error: String(error) }),
    );
  }
  if (interrupted.length > 0) facts = await store.generationFacts();
  const states = await store.projectionStates();
  return { facts: new Map(facts.map((fact) => [fact.projection, fact])), states };
}

export function versionOf(generations: StoreGenerations, projection: string): number {
  return generations.facts.get(projection)?.version ?? 0;
}

/** Numbers are never reused: after the highest ever created, not only after those that remain. */
export function nextGeneration(generations: StoreGenerations, projection: string): number {
  const created = generations.facts.get(projection)?.lastGeneration ?? 0;
  const remaining = generations.states.filter((s) => s.projection === projection).map((s) => s.generation);
  return Math.max(created, ...remaining) + 1;
}

/** True when any projection's generations changed since `known` (projection → version) was read. */
export function swappedSince(facts: readonly GenerationsFact[], known: ReadonlyMap<string, number>): boolean {
  return facts.some((fact) => fact.activating !== null || (known.get(fact.projection) ?? 0) !== fact.version);
}
