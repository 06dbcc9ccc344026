// What the runner does when a batch fails for a reason other than another process's change: log it
// once, show it in the status and in the store, wait longer after each failure, and say when it recovers.
import type { ProjectionStore } from '../read-store/projection-store.port.js';
import type { ProjectionTarget } from './projection-target.js';

export interface RunnerLogger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

const MAX_BACKOFF_MS = 30_000;

export class TargetFailures {
  constructor(
    private readonly store: ProjectionStore,
    private readonly logger: RunnerLogger,
    private readonly firstBackoffMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the target may be tried now (it is not failing, or its wait is over). */
  ready(target: ProjectionTarget): boolean {
    return target.failure === null || target.failure.retryAt <= this.now();
  }

  /** The earliest moment a failing target may be tried again (null when none is failing). */
  nextRetry(targets: readonly ProjectionTarget[]): number | null {
    const times = targets.flatMap((target) => (target.failure ? [target.failure.retryAt] : []));
    return times.length === 0 ? null : Math.min(...times);
  }

  async failed(target: ProjectionTarget, error: unknown, what = 'projection batch failed'): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const previous = target.failure;
    const attempts = (previous?.attempts ?? 0) + 1;
    const backoff = Math.min(MAX_BACKOFF_MS, this.firstBackoffMs * 2 ** (attempts - 1));
    const since = previous?.since ?? new Date(this.now()).toISOString();
    target.failure = { message, since, attempts, retryAt: this.now() + backoff };
    if (previous?.message === message) return;
    this.logger.error(`${what}; retrying with backoff`, {
      projection: target.ref.projection,
      generation: target.ref.generation,
      error: message,
    });
    // Best effort, so `projections status` in another process shows it too; the store may be what fails.
    await this.store.recordFailure(target.ref, { message, since }).catch(() => undefined);
  }

  /** A batch of the target committed (which cleared the stored failure in the same transaction). */
  recovered(target: ProjectionTarget): void {
    const failure = target.failure;
    if (!failure) return;
    target.failure = null;
    this.logger.info('projection recovered', {
      projection: target.ref.projection,
      generation: target.ref.generation,
      attempts: failure.attempts,
    });
  }
}
