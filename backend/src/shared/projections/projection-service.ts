// What the app asks of its projections, whether they run on the main thread (ProjectionRunner) or
// in a worker thread beside it (ProjectionThread): the one token every feature injects.

export interface ProjectionStatus {
  readonly name: string;
  readonly version: number;
  readonly generation: number;
  readonly position: number;
  readonly lag: number;
  readonly active: boolean;
  /** Why its batches fail, since when, and (in the process that runs it) how many tries so far. */
  readonly failure: { readonly message: string; readonly since: string; readonly attempts?: number } | null;
}

/** A generation this process keeps up to date, and the position of the last event it applied. */
export interface LiveGeneration {
  readonly name: string;
  readonly generation: number;
  readonly position: number;
}

/** A rebuild under way: events applied so far and when it started. */
export interface RebuildProgress extends LiveGeneration {
  readonly startedAt: string;
}

export abstract class ProjectionService {
  /** Prepares every projection's generation and starts following the log in the background. */
  abstract start(): Promise<void>;
  /** Stops after the batch in progress; documents and checkpoints stay consistent. */
  abstract stop(): Promise<void>;
  /** Wakes the projections now (after an append in this process) instead of at the next poll. */
  abstract notify(): void;
  /** Resolves true once every live projection has applied `position`, false after `timeoutMs`. */
  abstract waitFor(position: number, timeoutMs: number): Promise<boolean>;
  /** Rebuilds the named projections (all when empty) beside the live ones; resolves once all are swapped in. */
  abstract rebuild(names?: readonly string[]): Promise<void>;
  abstract status(): Promise<{ head: number; projections: ProjectionStatus[] }>;
  abstract liveGenerations(): LiveGeneration[];
  abstract rebuildProgress(): RebuildProgress[];
}
