// The projections in a worker thread beside the app (its own store connections and its own
// ProjectionRunner), so folding and writing documents uses the second core while the main thread
// answers requests. Reads wait here for the positions the thread reports after every cycle.
import { Worker } from 'node:worker_threads';
import type { EventStore } from '../event-store/event-store.port.js';
import type { LiveGeneration, ProjectionService, ProjectionStatus, RebuildProgress } from './projection-service.js';
import type {
  FromProjectionThread,
  ThreadCall,
  ThreadError,
  ThreadProgress,
  ToProjectionThread,
} from './projection-thread.messages.js';
import { ProjectionWaiters } from './projection-waiters.js';
import type { RunnerLogger } from './target-failures.js';

/**
 * The thread's young generation: V8's default (16 MB here) took the app to 290 MB on the large
 * gym under 16 clients; 8 MB kept it at 267 MB for ~0.05 ms more of the thread's CPU per command.
 */
const THREAD_YOUNG_GENERATION_MB = 8;

/**
 * After a thread ends unexpectedly a new one starts after `firstAfterMs`, then twice as long each
 * time one ends again, up to `maxAfterMs`: a thread that cannot run (a damaged read store, no
 * memory) neither fills the log nor takes the core from the requests. One that ran for
 * `resetAfterMs` had recovered: the next restart waits `firstAfterMs` again.
 */
export interface ThreadRestarts {
  readonly firstAfterMs: number;
  readonly maxAfterMs: number;
  readonly resetAfterMs: number;
}

const RESTARTS: ThreadRestarts = { firstAfterMs: 1000, maxAfterMs: 30_000, resetAfterMs: 60_000 };

/** The wait before the `endedInARow`-th restart in a row (1 for the first). */
export function restartDelayMs(endedInARow: number, { firstAfterMs, maxAfterMs }: ThreadRestarts): number {
  return Math.min(firstAfterMs * 2 ** Math.max(0, endedInARow - 1), maxAfterMs);
}

interface PendingCall {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export interface ProjectionThreadOptions {
  /** The worker's script: it builds the stores from `workerData` and serves a ProjectionThreadHost. */
  readonly script: string | URL;
  readonly workerData: unknown;
  /** The main thread's event store: a read asking for a position past its head is not waited for. */
  readonly eventStore: EventStore;
  readonly logger: RunnerLogger;
  /** The projections' status read from the stores, for when no thread runs (between a crash and its replacement). */
  readonly storedStatus: () => Promise<{ head: number; projections: ProjectionStatus[] }>;
  /** Tests shorten the waits between restarts. */
  readonly restarts?: ThreadRestarts;
}

export class ProjectionThread implements ProjectionService {
  private worker: Worker | null = null;
  private progress: ThreadProgress = { live: [], rebuilds: [] };
  private readonly waiters = new ProjectionWaiters(() => this.progress.live);
  private readonly pending = new Map<number, PendingCall>();
  private nextId = 1;
  private stopping = false;
  private restart: NodeJS.Timeout | null = null;
  private spawnedAt = 0;
  private endedInARow = 0;
  private wakeQueued = false;

  constructor(private readonly options: ProjectionThreadOptions) {}

  /**
   * Starts the thread, which loads its code and opens its stores while the app starts; `start`
   * then starts its projections (calling it alone does both).
   */
  load(): this {
    this.worker ??= this.spawn();
    return this;
  }

  async start(): Promise<void> {
    this.stopping = false;
    try {
      this.load();
      await this.begin();
    } catch (error) {
      // The app does not start: no new thread either.
      await this.stop();
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.restart) clearTimeout(this.restart);
    const worker = this.worker;
    if (!worker) return;
    await this.call({ method: 'stop' }).catch((error: unknown) =>
      this.options.logger.error('projection thread did not stop cleanly', { error: String(error) }),
    );
    await worker.terminate();
  }

  /**
   * One wake per turn of the event loop, however many appends it saw: at 16 clients a group commit
   * ends several appends at once, and a postMessage each took 5 % of the main thread's busy time.
   */
  notify(): void {
    if (this.wakeQueued) return;
    this.wakeQueued = true;
    setImmediate(() => {
      this.wakeQueued = false;
      this.post({ kind: 'wake' });
    });
  }

  async waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.waiters.caughtUpTo(position)) return true;
    if (position > (await this.options.eventStore.headPosition())) return false;
    return this.waiters.waitFor(position, timeoutMs);
  }

  async rebuild(names: readonly string[] = []): Promise<void> {
    await this.call({ method: 'rebuild', names });
  }

  async status(): Promise<{ head: number; projections: ProjectionStatus[] }> {
    try {
      return (await this.call({ method: 'status' })) as { head: number; projections: ProjectionStatus[] };
    } catch {
      return this.options.storedStatus();
    }
  }

  liveGenerations(): LiveGeneration[] {
    return [...this.progress.live];
  }

  rebuildProgress(): RebuildProgress[] {
    return [...this.progress.rebuilds];
  }

  private spawn(): Worker {
    const worker = new Worker(this.options.script, {
      workerData: this.options.workerData,
      resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB },
    });
    this.worker = worker;
    this.spawnedAt = Date.now();
    worker.on('message', (message: FromProjectionThread) => this.received(message));
    worker.on('error', (error) => this.options.logger.error('projection thread failed', { error: String(error) }));
    worker.on('exit', (code) => this.exited(worker, code));
    return worker;
  }

  private async begin(): Promise<void> {
    this.progress = (await this.call({ method: 'start' })) as ThreadProgress;
    this.waiters.resolve();
  }

  private received(message: FromProjectionThread): void {
    if (message.kind === 'progress') {
      this.progress = message.progress;
      this.waiters.resolve();
      return;
    }
    const call = this.pending.get(message.id);
    if (!call) return;
    this.pending.delete(message.id);
    if (message.error) call.reject(errorFrom(message.error));
    else call.resolve(message.value);
  }

  /** Calls under way fail; unless the app is stopping, a new thread starts after a pause (ThreadRestarts). */
  private exited(worker: Worker, code: number): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const call of this.pending.values()) call.reject(new Error(`Projection thread ended (exit code ${code})`));
    this.pending.clear();
    if (this.stopping) return;
    const restarts = this.options.restarts ?? RESTARTS;
    if (Date.now() - this.spawnedAt >= restarts.resetAfterMs) this.endedInARow = 0;
    this.endedInARow += 1;
    const restartInMs = restartDelayMs(this.endedInARow, restarts);
    this.options.logger.error('projection thread ended; starting a new one', { code, restartInMs });
    this.restart = setTimeout(() => {
      this.restart = null;
      const next = this.spawn();
      // A thread whose projections cannot start is ended too, so it is tried again later.
      this.begin().catch((error: unknown) => {
        this.options.logger.error('projection thread could not start', { error: String(error) });
        void next.terminate();
      });
    }, restartInMs);
  }

  private call(call: ThreadCall): Promise<unknown> {
    if (!this.worker) return Promise.reject(new Error('Projection thread not running'));
    const id = this.nextId;
    this.nextId += 1;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.post({ kind: 'call', id, ...call });
    });
  }

  private post(message: ToProjectionThread): void {
    this.worker?.postMessage(message);
  }
}

function errorFrom({ name, message }: ThreadError): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
