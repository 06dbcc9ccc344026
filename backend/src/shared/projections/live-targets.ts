// The generations a following runner keeps up to date: each projection's active one, created at the
// first start, and the projections whose code version moved on since theirs was built.
import type { ProjectionState, ProjectionStore } from '../read-store/projection-store.port.js';
import type { ProjectionTarget } from './projection-target.js';
import { DocumentCache } from './document-cache.js';
import type { RunnableProjection } from './projection.js';
import { nextGeneration, type StoreGenerations, versionOf } from './store-generations.js';

export interface LiveTargets {
  /** The store's generations once the first ones were created. */
  readonly generations: StoreGenerations;
  /** Projections whose active generation was built by another version of their code (at start only). */
  readonly outdated: readonly RunnableProjection[];
  /** The live targets for `latest`, keeping the target objects (and their failures) of unchanged generations. */
  reuse(latest: StoreGenerations): ProjectionTarget[];
}

export async function liveTargets(
  store: ProjectionStore,
  definitions: readonly RunnableProjection[],
  generations: StoreGenerations,
  current: readonly ProjectionTarget[],
  initialise: boolean,
  reread: () => Promise<StoreGenerations>,
): Promise<LiveTargets> {
  let latest = generations;
  if (initialise) {
    const missing = definitions.filter((definition) => !activeState(latest, definition.name));
    for (const definition of missing) {
      const ref = { projection: definition.name, generation: nextGeneration(latest, definition.name) };
      await store.createGeneration(ref, definition.version, definition.collections);
      await store.activateGeneration(ref);
    }
    if (missing.length > 0) latest = await reread();
  }
  const outdated = initialise
    ? definitions.filter((definition) => activeState(latest, definition.name)?.version !== definition.version)
    : [];
  return { generations: latest, outdated, reuse: (store) => targetsFor(definitions, store, current) };
}

/**
 * Documents a live projection keeps between its batches (the receipt counter, this month's income,
 * the members just written), so a batch loads only what it has not seen; past this many, all go.
 */
const LIVE_DOCUMENTS_KEPT = 2000;

function activeState(generations: StoreGenerations, projection: string): ProjectionState | undefined {
  return generations.states.find((state) => state.projection === projection && state.active);
}

function targetsFor(
  definitions: readonly RunnableProjection[],
  generations: StoreGenerations,
  current: readonly ProjectionTarget[],
): ProjectionTarget[] {
  return definitions.flatMap((definition) => {
    const state = activeState(generations, definition.name);
    if (!state) return [];
    const generationsVersion = versionOf(generations, definition.name);
    const same = current.find((t) => t.ref.projection === state.projection && t.ref.generation === state.generation);
    if (same) {
      // Another process applied events to it: what is in memory may be older than the store.
      if (same.position !== state.position) same.cache?.clear();
      same.position = state.position;
      same.generationsVersion = generationsVersion;
      return [same];
    }
    const ref = { projection: state.projection, generation: state.generation };
    const cache = new DocumentCache(LIVE_DOCUMENTS_KEPT);
    return [{ definition, ref, position: state.position, generationsVersion, failure: null, cache }];
  });
}
