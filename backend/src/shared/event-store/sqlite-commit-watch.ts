// Lets idle subscriptions of the SQLite store wait for the next commit, from any connection.

/** How often a waiting subscription looks for commits made by other connections (a CLI, a second store). */
const POLL_INTERVAL_MS = 200;

export interface CommitMark {
  readonly commits: number;
  readonly dataVersion: number;
}

/**
 * Commits through this store wake waiters at once; commits through other connections change
 * `PRAGMA data_version` (a cheap read), which waiters poll.
 */
export class CommitWatch {
  private commits = 0;
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly dataVersion: () => number,
    private readonly isOpen: () => boolean,
  ) {}

  /** Where the log stands now; take it before reading, then wait with it. */
  mark(): CommitMark {
    return { commits: this.commits, dataVersion: this.dataVersion() };
  }

  committed(): void {
    this.commits += 1;
    this.wakeAll();
  }

  wakeAll(): void {
    for (const wake of [...this.wakers]) wake();
  }

  /** Resolves once anything was committed after `mark`, on close, or on abort. */
  waitForCommitAfter(mark: CommitMark, signal: AbortSignal): Promise<void> {
    // An abort that came while the consumer held an event fires no 'abort' event for us later.
    if (signal.aborted || this.changedSince(mark)) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearInterval(poll);
        this.wakers.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const poll = setInterval(() => {
        if (this.changedSince(mark)) done();
      }, POLL_INTERVAL_MS);
      poll.unref();
      this.wakers.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  private changedSince(mark: CommitMark): boolean {
    if (!this.isOpen()) return true;
    return this.commits !== mark.commits || this.dataVersion() !== mark.dataVersion;
  }
}
