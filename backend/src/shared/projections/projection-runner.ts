// Keeps every projection's documents up to date: catches up from each checkpoint in batches, then
// follows new events; builds fresh generations (rebuilds) beside the live ones and swaps them in;
// follows every swap made elsewhere (the generations fact) within one poll.
import type { EventStore } from '../event-store/event-store.port.js';
import type { ProjectionStore } from '../read-store/projection-store.port.js';
import { applyToGroup, toLoggedEvent } from './apply-batch.js';
import { type ProjectionTarget } from './projection-target.js';
import { ProjectionRebuilds } from './projection-rebuilds.js';
import type { RunnableProjection } from './projection.js';
import { liveTargets } from './live-targets.js';
import { readStoreGenerations, swappedSince } from './store-generations.js';
import { type RunnerLogger, TargetFailures } from './target-failures.js';
import { ProjectionWaiters } from './projection-waiters.js';
import type { LiveGeneration, ProjectionService, ProjectionStatus, RebuildProgress } from './projection-service.js';

export type { RunnerLogger } from './target-failures.js';
export type { ProjectionStatus } from './projection-service.js';

export interface RunnerOptions {
  readonly batchSize?: number;
  /**
   * Events per batch for generations being rebuilt (default 10,000, at least `batchSize`). Large
   * batches write each page of an index once for many documents. Live projections keep
   * `batchSize`, so they stay prompt.
   */
  readonly rebuildBatchSize?: number;
  /** How often to look for events appended, and generations swapped, by another process. */
  readonly pollMs?: number;
  /** False for an operator's CLI: build only the generations this runner creates. */
  readonly followActive?: boolean;
  readonly logger?: RunnerLogger;
  /** Wait after a failed batch before the first retry (doubling up to 30 s); tests shorten it. */
  readonly retryAfterMs?: number;
  /** Called after every cycle: a worker thread tells the app where its projections are. */
  readonly onCycle?: () => void;
}

const silent: RunnerLogger = { info: () => undefined, error: () => undefined };
const STOPPED = 'Projection runner stopped';

export class ProjectionRunner implements ProjectionService {
  private active: ProjectionTarget[] = [];
  private readonly rebuilds: ProjectionRebuilds;
  private readonly failures: TargetFailures;
  private readonly waiters = new ProjectionWaiters(() => this.active);
  private loop: Promise<void> | null = null;
  private stopping = false;
  private loopFailure: string | null = null;
  private readonly batchSize: number;
  private readonly rebuildBatchSize: number;
  private readonly pollMs: number;
  private readonly logger: RunnerLogger;

  constructor(
    private readonly eventStore: EventStore,
    private readonly store: ProjectionStore,
    private readonly definitions: readonly RunnableProjection[],
    private readonly options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 1000;
    this.rebuildBatchSize = Math.max(this.batchSize, options.rebuildBatchSize ?? 10_000);
    this.pollMs = options.pollMs ?? 250;
    this.logger = options.logger ?? silent;
    this.failures = new TargetFailures(store, this.logger, options.retryAfterMs);
    this.rebuilds = new ProjectionRebuilds(store, this.failures, this.logger);
  }

  /** Prepares every projection's generation and starts following the log in the background. */
  async start(): Promise<void> {
    if (this.following) await this.adopt({ initialise: true });
    this.loop = this.run();
  }

  /** Stops after the batch in progress; documents and checkpoints stay consistent. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.waiters.wakeLoop();
    await this.loop;
    this.rebuilds.failAll(new Error(STOPPED));
  }

  /** Wakes the runner now (after an append in this process) instead of at the next poll. */
  notify(): void {
    this.waiters.wakeLoop();
  }

  /** Resolves true once every live projection has applied `position`, false after `timeoutMs`. */
  async waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.waiters.caughtUpTo(position)) return true;
    if (position > (await this.eventStore.headPosition())) return false;
    return this.waiters.waitFor(position, timeoutMs);
  }

  /**
   * Rebuilds the named projections (all when empty) into fresh generations while the live ones
   * keep serving, and swaps each in once it has caught up. Resolves when every swap is done.
   */
  async rebuild(names: readonly string[] = []): Promise<void> {
    const chosen = names.length === 0 ? this.definitions : names.map((name) => this.definition(name));
    const generations = await readStoreGenerations(this.store, this.logger);
    const started = [];
    for (const definition of chosen) started.push(await this.rebuilds.start(definition, generations));
    await this.adopt({ initialise: false });
    this.notify();
    await Promise.all(started.map((rebuild) => rebuild.done));
  }

  async status(): Promise<{ head: number; projections: ProjectionStatus[] }> {
    const head = await this.eventStore.headPosition();
    const states = await this.store.projectionStates();
    const names = new Set(this.definitions.map((d) => d.name));
    const targets = [...this.active, ...this.rebuilds.targets()];
    const projections = states
      .filter((state) => names.has(state.projection))
      .map((state): ProjectionStatus => {
        const here = targets.find(
          (t) => t.ref.projection === state.projection && t.ref.generation === state.generation,
        );
        const failure = here?.failure
          ? { message: here.failure.message, since: here.failure.since, attempts: here.failure.attempts }
          : state.failure;
        const { projection: name, version, generation, position, active } = state;
        return { name, version, generation, position, lag: Math.max(0, head - position), active, failure };
      });
    return { head, projections };
  }

  /** The generations this process keeps up to date and where each is (what its queries wait for). */
  liveGenerations(): LiveGeneration[] {
    return this.active.map(({ ref, position }) => ({ name: ref.projection, generation: ref.generation, position }));
  }

  /** Rebuilds under way: events applied so far and when each started. */
  rebuildProgress(): RebuildProgress[] {
    return this.rebuilds.progress();
  }

  private get following(): boolean {
    return this.options.followActive !== false;
  }

  private definition(name: string): RunnableProjection {
    const found = this.definitions.find((definition) => definition.name === name);
    if (!found) throw new Error(`Unknown projection: ${name}`);
    return found;
  }

  /** Re-reads the store's generations: live targets follow the active ones, rebuilds their own. */
  private async adopt({ initialise }: { initialise: boolean }): Promise<void> {
    let generations = await readStoreGenerations(this.store, this.logger);
    if (this.following) {
      const reread = () => readStoreGenerations(this.store, this.logger);
      const live = await liveTargets(this.store, this.definitions, generations, this.active, initialise, reread);
      generations = live.generations;
      for (const definition of live.outdated) {
        if (this.rebuilds.has(definition.name)) continue;
        this.logger.info('projection version changed: rebuilding', { projection: definition.name });
        const rebuild = await this.rebuilds.start(definition, generations);
        rebuild.done.catch((error: unknown) =>
          this.logger.error('rebuild failed', { projection: definition.name, error: String(error) }),
        );
      }
      if (live.outdated.length > 0) generations = await reread();
      this.active = live.reuse(generations);
    }
    this.rebuilds.follow(generations);
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let progressed: boolean;
      try {
        progressed = await this.cycle();
        if (this.loopFailure !== null) this.logger.info('projections recovered');
        this.loopFailure = null;
      } catch (error) {
        const message = String(error);
        if (message !== this.loopFailure) this.logger.error('projections could not run; retrying', { error: message });
        this.loopFailure = message;
        await this.waiters.idle(Math.max(this.pollMs, 1000));
        continue;
      }
      // The SQLite stores answer synchronously: without a turn of the event loop between batches,
      // a catch-up or rebuild would hold every HTTP request until it ends.
      if (progressed) await new Promise((resolve) => setImmediate(resolve));
      else await this.waiters.idle(this.pollMs);
    }
  }

  /** One batch for every group of targets sharing a position; true when any event was applied. */
  private async cycle(): Promise<boolean> {
    const targets = (): ProjectionTarget[] => [...this.active, ...this.rebuilds.targets()];
    const known = new Map(targets().map((t) => [t.ref.projection, t.generationsVersion]));
    const retrying = targets().some((t) => t.failure !== null && this.failures.ready(t));
    if (retrying || swappedSince(await this.store.generationFacts(), known)) await this.adopt({ initialise: false });
    await this.restartLostRebuilds();
    const head = await this.eventStore.headPosition();
    const groups = new Map<number, ProjectionTarget[]>();
    for (const target of targets().filter((t) => this.failures.ready(t))) {
      groups.set(target.position, [...(groups.get(target.position) ?? []), target]);
    }
    let progressed = false;
    for (const [position, group] of groups) {
      const rebuilding = group.every((target) => !this.active.includes(target));
      const limit = rebuilding ? this.rebuildBatchSize : this.batchSize;
      const events = (await this.eventStore.readAll(position, limit)).map(toLoggedEvent);
      if (events.length === 0) continue;
      progressed = true;
      // A rebuild short of the head writes the documents it keeps once, when it reaches it.
      const postpone = rebuilding && (events.at(-1)?.position ?? 0) < head;
      const stale = await applyToGroup(this.store, group, events, this.failures, postpone);
      if (stale !== null) {
        // Another process changed the generations: re-read them and start the cycle over.
        this.logger.info('projection generations changed elsewhere; re-reading them', { reason: stale.message });
        await this.adopt({ initialise: false });
        return true;
      }
    }
    await this.restartLostRebuilds();
    await this.swapCaughtUp(head);
    this.waiters.resolve();
    this.options.onCycle?.();
    return progressed;
  }

  private async restartLostRebuilds(): Promise<void> {
    if (await this.rebuilds.restartLost(() => readStoreGenerations(this.store, this.logger))) {
      await this.adopt({ initialise: false });
    }
  }

  private async swapCaughtUp(head: number): Promise<void> {
    const { swapped, changed } = await this.rebuilds.swapCaughtUp(head);
    if (changed) await this.adopt({ initialise: false });
    for (const rebuild of swapped) rebuild.finish();
  }
}
