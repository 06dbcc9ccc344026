// Who waits on the runner: queries waiting for a position (read-your-writes), and the runner's own
// loop waiting for the next poll or for a wake-up after an append in this process.
export class ProjectionWaiters {
  private readonly checks = new Set<() => void>();
  private wake: (() => void) | null = null;
  private wakeRequested = false;

  /** `live`: the generations queries read, each with the position of the last event it applied. */
  constructor(private readonly live: () => ReadonlyArray<{ readonly position: number }>) {}

  caughtUpTo(position: number): boolean {
    return this.live().every((target) => target.position >= position);
  }

  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const check = (): void => {
        if (!this.caughtUpTo(position)) return;
        clearTimeout(timer);
        this.checks.delete(check);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.checks.delete(check);
        resolve(this.caughtUpTo(position));
      }, timeoutMs);
      this.checks.add(check);
    });
  }

  /** After a batch or a swap: answers every waiter whose position is now applied. */
  resolve(): void {
    for (const check of [...this.checks]) check();
  }

  wakeLoop(): void {
    this.wakeRequested = true;
    this.wake?.();
  }

  /** Waits `ms`, or less when woken; not at all when a wake-up came since the last wait. */
  idle(ms: number): Promise<void> {
    if (this.wakeRequested) {
      this.wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = () => {
        this.wakeRequested = false;
        done();
      };
    });
  }
}
