// The rebuilds one runner has under way: each a fresh generation built beside the live one, swapped
// in once caught up, or ended when another process's swap or rebuild replaced its generation.
import {
  GenerationBehindError,
  GenerationChangedError,
  type ProjectionStore,
} from '../read-store/projection-store.port.js';
import type { ProjectionTarget } from './projection-target.js';
import { DocumentCache } from './document-cache.js';
import type { RunnableProjection } from './projection.js';
import { nextGeneration, type StoreGenerations, versionOf } from './store-generations.js';
import type { RunnerLogger, TargetFailures } from './target-failures.js';

export interface Rebuild {
  readonly target: ProjectionTarget;
  readonly startedAt: number;
  readonly done: Promise<void>;
  finish(): void;
  fail(error: unknown): void;
}

/** Another rebuild (here or in another process) replaced this one's generation before it was swapped in. */
export class RebuildSupersededError extends Error {
  constructor(readonly projection: string) {
    super(`The rebuild of ${projection} was replaced by another rebuild`);
    this.name = 'RebuildSupersededError';
  }
}

export class ProjectionRebuilds {
  private readonly running = new Map<string, Rebuild>();

  constructor(
    private readonly store: ProjectionStore,
    private readonly failures: TargetFailures,
    private readonly logger: RunnerLogger,
  ) {}

  targets(): ProjectionTarget[] {
    return [...this.running.values()].map((rebuild) => rebuild.target);
  }

  has(name: string): boolean {
    return this.running.has(name);
  }

  progress(): Array<{ name: string; generation: number; position: number; startedAt: string }> {
    return [...this.running.values()].map(({ target, startedAt }) => ({
      name: target.definition.name,
      generation: target.ref.generation,
      position: target.position,
      startedAt: new Date(startedAt).toISOString(),
    }));
  }

  /** Drops the projection's abandoned rebuilds (inactive generations) and creates a fresh one. */
  async start(definition: RunnableProjection, generations: StoreGenerations): Promise<Rebuild> {
    const running = this.running.get(definition.name);
    if (running) return running;
    const target = await this.freshTarget(definition, generations);
    let finish!: () => void;
    let fail!: (error: unknown) => void;
    const done = new Promise<void>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
    const rebuild: Rebuild = { target, startedAt: Date.now(), done, finish, fail };
    this.running.set(definition.name, rebuild);
    this.logger.info('projection rebuild started', { projection: definition.name, generation: target.ref.generation });
    return rebuild;
  }

  /**
   * A rebuild whose postponed writes were lost (a batch refused after it had postponed some) cannot
   * go on from its generation: it starts over in a fresh one; its promise stays the same.
   */
  async restartLost(generations: () => Promise<StoreGenerations>): Promise<boolean> {
    const lost = [...this.running.values()].filter((rebuild) => rebuild.target.cache?.lostWrites === true);
    for (const rebuild of lost) {
      const { definition, ref } = rebuild.target;
      this.logger.error('projection rebuild lost its unwritten documents; starting it over', {
        projection: definition.name,
        generation: ref.generation,
      });
      await this.store.dropGeneration(ref).catch(() => undefined);
      const target = await this.freshTarget(definition, await generations());
      this.running.set(definition.name, { ...rebuild, target });
    }
    return lost.length > 0;
  }

  private async freshTarget(definition: RunnableProjection, generations: StoreGenerations): Promise<ProjectionTarget> {
    const swapping = generations.facts.get(definition.name)?.activating ?? null;
    const stale = generations.states.filter(
      (s) => s.projection === definition.name && !s.active && s.generation !== swapping,
    );
    for (const abandoned of stale) await this.store.dropGeneration(abandoned);
    const ref = { projection: definition.name, generation: nextGeneration(generations, definition.name) };
    await this.store.createGeneration(ref, definition.version, definition.collections);
    const generationsVersion = versionOf(generations, definition.name);
    return { definition, ref, position: 0, generationsVersion, failure: null, cache: new DocumentCache() };
  }

  /** After the store was re-read: each rebuild goes on from its generation's state, or ends if it is gone. */
  follow(generations: StoreGenerations): void {
    for (const [name, rebuild] of this.running) {
      const { target } = rebuild;
      const state = generations.states.find(
        (s) => s.projection === target.ref.projection && s.generation === target.ref.generation,
      );
      if (state?.active) {
        // Another process finished the swap this runner began (MongoDB's three steps).
        this.running.delete(name);
        rebuild.finish();
        continue;
      }
      if (!state) {
        this.running.delete(name);
        this.logger.info('projection rebuild replaced by another', {
          projection: name,
          generation: target.ref.generation,
        });
        rebuild.fail(new RebuildSupersededError(name));
        continue;
      }
      // Moved elsewhere (a second builder): what this runner holds in memory is no longer the store's.
      if (target.position !== state.position) target.cache?.clear();
      target.position = state.position;
      target.generationsVersion = versionOf(generations, name);
    }
  }

  /**
   * Swaps in every rebuild that has applied the log up to `head`. Answers those swapped (their
   * promises not settled yet: the runner first adopts them) and whether the store must be re-read.
   */
  async swapCaughtUp(head: number): Promise<{ swapped: Rebuild[]; changed: boolean }> {
    const swapped: Rebuild[] = [];
    let changed = false;
    for (const [name, rebuild] of this.running) {
      const { target } = rebuild;
      // Not before every postponed document is written (the batch that reaches the head writes them).
      if (target.position < head || !this.failures.ready(target) || target.cache?.hasUnwritten()) continue;
      try {
        await this.store.activateGeneration(target.ref);
      } catch (error) {
        // Behind: the live generation applied newer events meanwhile; catch up and try again.
        if (error instanceof GenerationBehindError) continue;
        if (error instanceof GenerationChangedError) changed = true;
        else await this.failures.failed(target, error, 'projection swap failed');
        continue;
      }
      this.running.delete(name);
      this.failures.recovered(target);
      this.logger.info('projection rebuilt and swapped in', {
        projection: name,
        generation: target.ref.generation,
        events: target.position,
        seconds: (Date.now() - rebuild.startedAt) / 1000,
      });
      swapped.push(rebuild);
    }
    return { swapped, changed: changed || swapped.length > 0 };
  }

  failAll(error: Error): void {
    for (const rebuild of this.running.values()) rebuild.fail(error);
    this.running.clear();
  }
}
