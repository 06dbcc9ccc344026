// Keeps every projection's documents up to date: catches up from each checkpoint in batches, then
// follows new events; builds fresh generations (rebuilds) beside the live ones and swaps them in.
import type { EventStore } from '../event-store/event-store.port.js';
import { CheckpointConflictError, type ProjectionState, type ReadStore } from '../read-store/read-store.port.js';
import { applyBatch, toProjectedEvent, type ProjectionTarget } from './apply-batch.js';
import type { RunnableProjection } from './projection.js';

export interface RunnerLogger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export interface RunnerOptions {
  readonly batchSize?: number;
  /**
   * Events per batch for generations being rebuilt (default 10,000, at least `batchSize`). Large
   * batches write each page of an index once for many documents: a rebuild writes about half the
   * pages it would with 2,000-event batches. Live projections keep `batchSize`, so they stay prompt.
   */
  readonly rebuildBatchSize?: number;
  /** How often to look for events appended by another process. */
  readonly pollMs?: number;
  /** False for an operator's CLI: build only the generations this runner creates. */
  readonly followActive?: boolean;
  readonly logger?: RunnerLogger;
}

export interface ProjectionStatus {
  readonly name: string;
  readonly version: number;
  readonly generation: number;
  readonly position: number;
  readonly lag: number;
  readonly active: boolean;
}

interface Rebuild {
  readonly target: ProjectionTarget;
  readonly startedAt: number;
  readonly done: Promise<void>;
  finish(): void;
  fail(error: unknown): void;
}

const silent: RunnerLogger = { info: () => undefined, error: () => undefined };

export class ProjectionRunner {
  private active: ProjectionTarget[] = [];
  private readonly rebuilds = new Map<string, Rebuild>();
  private readonly waiters = new Set<() => void>();
  private wake: (() => void) | null = null;
  private wakeRequested = false;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private readonly batchSize: number;
  private readonly rebuildBatchSize: number;
  private readonly pollMs: number;
  private readonly logger: RunnerLogger;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly definitions: readonly RunnableProjection[],
    private readonly options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 1000;
    this.rebuildBatchSize = Math.max(this.batchSize, options.rebuildBatchSize ?? 10_000);
    this.pollMs = options.pollMs ?? 250;
    this.logger = options.logger ?? silent;
  }

  /** Prepares every projection's generation and starts following the log in the background. */
  async start(): Promise<void> {
    if (this.options.followActive !== false) await this.adoptActiveGenerations({ initialise: true });
    this.loop = this.run();
  }

  /** Stops after the batch in progress; documents and checkpoints stay consistent. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    for (const rebuild of this.rebuilds.values()) rebuild.fail(new Error('Projection runner stopped'));
  }

  /** Wakes the runner now (after an append in this process) instead of at the next poll. */
  notify(): void {
    this.wakeRequested = true;
    this.wake?.();
  }

  /** Resolves true once every live projection has applied `position`, false after `timeoutMs`. */
  async waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.caughtUpTo(position)) return true;
    if (position > (await this.eventStore.headPosition())) return false;
    return new Promise((resolve) => {
      const check = (): void => {
        if (!this.caughtUpTo(position)) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        resolve(this.caughtUpTo(position));
      }, timeoutMs);
      this.waiters.add(check);
    });
  }

  /**
   * Rebuilds the named projections (all when empty) into fresh generations while the live ones
   * keep serving, and swaps each in once it has caught up. Resolves when every swap is done.
   */
  async rebuild(names: readonly string[] = []): Promise<void> {
    const chosen = names.length === 0 ? this.definitions : names.map((name) => this.definition(name));
    const states = await this.readStore.projectionStates();
    const started = await Promise.all(chosen.map((definition) => this.startRebuild(definition, states)));
    this.notify();
    await Promise.all(started.map((rebuild) => rebuild.done));
  }

  async status(): Promise<{ head: number; projections: ProjectionStatus[] }> {
    const head = await this.eventStore.headPosition();
    const states = await this.readStore.projectionStates();
    const versions = new Map(this.definitions.map((d) => [d.name, d.version]));
    const projections = states
      .filter((state) => versions.has(state.projection))
      .map((state) => ({
        name: state.projection,
        version: state.version,
        generation: state.generation,
        position: state.position,
        lag: Math.max(0, head - state.position),
        active: state.active,
      }));
    return { head, projections };
  }

  /** Rebuilds under way: events applied so far and when each started. */
  rebuildProgress(): Array<{ name: string; generation: number; position: number; startedAt: string }> {
    return [...this.rebuilds.values()].map(({ target, startedAt }) => ({
      name: target.definition.name,
      generation: target.ref.generation,
      position: target.position,
      startedAt: new Date(startedAt).toISOString(),
    }));
  }

  private definition(name: string): RunnableProjection {
    const found = this.definitions.find((definition) => definition.name === name);
    if (!found) throw new Error(`Unknown projection: ${name}`);
    return found;
  }

  private caughtUpTo(position: number): boolean {
    return this.active.every((target) => target.position >= position);
  }

  /** Reads the live generations from the store; creates the first one, or a rebuild when the version changed. */
  private async adoptActiveGenerations({ initialise }: { initialise: boolean }): Promise<void> {
    const states = await this.readStore.projectionStates();
    const active: ProjectionTarget[] = [];
    for (const definition of this.definitions) {
      let state = states.find((s) => s.projection === definition.name && s.active);
      if (!state && initialise) state = await this.createFirstGeneration(definition, states);
      if (!state) continue;
      active.push({
        definition,
        ref: { projection: state.projection, generation: state.generation },
        position: state.position,
      });
      if (initialise && state.version !== definition.version && !this.rebuilds.has(definition.name)) {
        this.logger.info('projection version changed: rebuilding', {
          projection: definition.name,
          from: state.version,
          to: definition.version,
        });
        void this.startRebuild(definition, states).catch((error: unknown) =>
          this.logger.error('rebuild failed', { projection: definition.name, error: String(error) }),
        );
      }
    }
    this.active = active;
  }

  private async createFirstGeneration(
    definition: RunnableProjection,
    states: readonly ProjectionState[],
  ): Promise<ProjectionState> {
    const generation = nextGeneration(definition.name, states);
    const ref = { projection: definition.name, generation };
    await this.readStore.createGeneration(ref, definition.version, definition.collections);
    await this.readStore.activateGeneration(ref);
    return { ...ref, version: definition.version, position: 0, active: true };
  }

  private async startRebuild(definition: RunnableProjection, states: readonly ProjectionState[]): Promise<Rebuild> {
    const running = this.rebuilds.get(definition.name);
    if (running) return running;
    for (const stale of states.filter((s) => s.projection === definition.name && !s.active)) {
      await this.readStore.dropGeneration(stale);
    }
    const ref = { projection: definition.name, generation: nextGeneration(definition.name, states) };
    await this.readStore.createGeneration(ref, definition.version, definition.collections);
    let finish!: () => void;
    let fail!: (error: unknown) => void;
    const done = new Promise<void>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
    const rebuild: Rebuild = { target: { definition, ref, position: 0 }, startedAt: Date.now(), done, finish, fail };
    this.rebuilds.set(definition.name, rebuild);
    this.logger.info('projection rebuild started', { projection: definition.name, generation: ref.generation });
    return rebuild;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let progressed = false;
      try {
        progressed = await this.cycle();
      } catch (error) {
        this.logger.error('projection batch failed; retrying', { error: String(error) });
        await this.idle(Math.max(this.pollMs, 1000));
        continue;
      }
      // The SQLite stores answer synchronously: without a turn of the event loop between batches,
      // a catch-up or rebuild would hold every HTTP request until it ends.
      if (progressed) await new Promise((resolve) => setImmediate(resolve));
      else await this.idle(this.pollMs);
    }
  }

  /** One batch for every group of targets sharing a position; true when any event was applied. */
  private async cycle(): Promise<boolean> {
    const head = await this.eventStore.headPosition();
    const targets = [...this.active, ...[...this.rebuilds.values()].map((r) => r.target)];
    const groups = new Map<number, ProjectionTarget[]>();
    for (const target of targets) groups.set(target.position, [...(groups.get(target.position) ?? []), target]);
    let progressed = false;
    for (const [position, group] of groups) {
      const rebuilding = group.every((target) => !this.active.includes(target));
      const batch = rebuilding ? this.rebuildBatchSize : this.batchSize;
      const events = (await this.eventStore.readAll(position, batch)).map(toProjectedEvent);
      if (events.length === 0) continue;
      progressed = true;
      for (const target of group) await this.applyTo(target, events);
    }
    await this.swapCaughtUpRebuilds(head);
    this.resolveWaiters();
    return progressed;
  }

  private async applyTo(target: ProjectionTarget, events: Parameters<typeof applyBatch>[2]): Promise<void> {
    try {
      await applyBatch(this.readStore, target, events);
    } catch (error) {
      if (!(error instanceof CheckpointConflictError)) throw error;
      // Another process moved or swapped this generation (an operator's rebuild): re-read the store.
      this.logger.info('projection checkpoint moved elsewhere; reloading', { projection: target.ref.projection });
      await this.adoptActiveGenerations({ initialise: false });
    }
  }

  private async swapCaughtUpRebuilds(head: number): Promise<void> {
    for (const [name, rebuild] of this.rebuilds) {
      if (rebuild.target.position < head) continue;
      try {
        await this.readStore.activateGeneration(rebuild.target.ref);
      } catch (error) {
        this.rebuilds.delete(name);
        rebuild.fail(error);
        continue;
      }
      this.rebuilds.delete(name);
      this.logger.info('projection rebuilt and swapped in', {
        projection: name,
        generation: rebuild.target.ref.generation,
        events: rebuild.target.position,
        seconds: (Date.now() - rebuild.startedAt) / 1000,
      });
      if (this.options.followActive !== false) {
        this.active = [...this.active.filter((t) => t.definition.name !== name), rebuild.target];
      }
      rebuild.finish();
    }
  }

  private resolveWaiters(): void {
    for (const check of [...this.waiters]) check();
  }

  private idle(ms: number): Promise<void> {
    if (this.wakeRequested || this.stopping) {
      this.wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        this.wakeRequested = false;
        done();
      };
    });
  }
}

function nextGeneration(projection: string, states: readonly ProjectionState[]): number {
  return Math.max(0, ...states.filter((s) => s.projection === projection).map((s) => s.generation)) + 1;
}
