// Group commit for the SQLite event store: appends requested in the same turn of the event loop
// (the commands of several front desks arriving together) share one transaction and one fsync.
// A read of a stream with an append waiting commits the group first, so a command on the same
// member decides on what was just appended instead of failing its expected revision.
import type { Database, Transaction } from '../sqlite-driver.js';
import type { AppendResult, StreamAppend } from './event-store.port.js';
import { isUnavailableSqliteError, toWriteError } from './sqlite-write-error.js';

/** One caller's append: one stream, or several that stand or fall together (appendMany). */
export type AppendArgs = readonly StreamAppend[];

interface WaitingAppend {
  readonly args: AppendArgs;
  resolve(result: AppendResult[]): void;
  reject(error: unknown): void;
}

type Outcome = { readonly result: AppendResult[] } | { readonly error: unknown };

/**
 * Each append of a group runs in its own SAVEPOINT inside one IMMEDIATE transaction, so a refused
 * append (wrong revision, duplicate id) is undone alone while the others commit; each caller's
 * promise settles only after the COMMIT (fsync'd under synchronous=FULL), exactly as when every
 * append had its own transaction. A failing disk fails the whole group, and nothing is written.
 */
export class SqliteGroupCommit {
  private waiting: WaitingAppend[] = [];
  private readonly waitingStreams = new Set<string>();
  private readonly appendAlone: Transaction<(args: AppendArgs) => AppendResult[]>;
  private readonly appendGroup: Transaction<(group: readonly WaitingAppend[]) => Outcome[]>;

  /** `appendNow` runs inside a transaction and throws to refuse an append. */
  /** With `grouping` off every append commits at once, in its own transaction. */
  constructor(
    private readonly db: Database,
    appendNow: (args: AppendArgs) => AppendResult[],
    private readonly onCommitted: () => void,
    private readonly grouping: boolean,
  ) {
    this.appendAlone = db.transaction(appendNow);
    this.appendGroup = db.transaction((group: readonly WaitingAppend[]) => group.map(({ args }) => this.attempt(args)));
  }

  append(args: AppendArgs): Promise<AppendResult[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ args, resolve, reject });
      for (const { streamId } of args) this.waitingStreams.add(streamId);
      if (!this.grouping) this.flush();
      // setImmediate runs after every request that arrived in this turn has reached its append.
      else if (this.waiting.length === 1) setImmediate(() => this.flush());
    });
  }

  /** Commits the waiting group now when it holds an append to `streamId` (before that stream is read). */
  flushIfWaiting(streamId: string): void {
    if (this.waitingStreams.has(streamId)) this.flush();
  }

  /** Commits what is waiting now (also called before the store closes). */
  flush(): void {
    const group = this.waiting;
    this.waiting = [];
    this.waitingStreams.clear();
    if (group.length === 0) return;
    let outcomes: Outcome[];
    try {
      // IMMEDIATE takes the write lock before any revision is read (waiting up to busy_timeout),
      // so no other connection can append between the checks and the inserts.
      const [alone] = group;
      outcomes =
        group.length === 1 && alone
          ? [{ result: this.appendAlone.immediate(alone.args) }]
          : this.appendGroup.immediate(group);
    } catch (error) {
      const failure = toWriteError(error);
      for (const waiting of group) waiting.reject(failure);
      return;
    }
    this.onCommitted();
    outcomes.forEach((outcome, index) => {
      const waiting = group[index];
      if (!waiting) return;
      if ('result' in outcome) waiting.resolve(outcome.result);
      else waiting.reject(toWriteError(outcome.error));
    });
  }

  private attempt(args: AppendArgs): Outcome {
    try {
      // A nested transaction is a SAVEPOINT: every stream of this caller's append, or none of them.
      return { result: this.appendAlone(args) };
    } catch (error) {
      // A disk error may have rolled back the whole transaction: then no append of the group stands.
      if (!this.db.inTransaction || isUnavailableSqliteError(error)) throw error;
      return { error };
    }
  }
}
