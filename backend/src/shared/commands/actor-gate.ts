// How a change to a staff account's rights (a demotion, a disable, a new password, sessions ended)
// takes effect before its answer, in this process (issue 28). Keyed by the acting account's id;
// the staff feature says which commands change rights and where an account is read. Three pieces:
// - Tickets: every request of an account holds one from before its session is checked until its
//   answer has been sent, and notes the rights epoch its session was last checked at.
// - The epoch: moves on after each change's events are appended. A check that read the epoch at or
//   after a change read the account after that change.
// - A lock per account: a command decides and appends with the account's rights held (shared); a
//   change to those rights appends alone (exclusive). So in the log every write of an account sits
//   either before the change or after it, judged by the rights after it.
// A change then waits (`drain`) for the account's requests checked before it to be answered, and
// only then answers: no request is served with the old rights after the change's 200.
//
// Deadlock-free by construction: changes take the exclusive lock one at a time (the staff commands
// run one by one), shared holders wait for nothing but the append, and a change drains outside both
// the lock and the queue, waiting only for tickets checked before it (a request whose own change came
// later was checked later, inside the queue, so waits never go round in a circle).

/** How long a change waits for an earlier request still being answered (a slow download) before answering anyway. */
export const DRAIN_MS = 10_000;

/** One request of one account, from before its session is checked until its answer is sent. */
export interface RequestTicket {
  readonly staffId: string;
  /** The epoch read just before the account was last read for this request (-1: not yet). */
  readonly checkedAt: number;
  /** Call with the epoch read before reading the account, once it was read. */
  checked(epoch: number): void;
  /** The answer was sent (or the connection closed). */
  leave(): void;
}

interface AccountLock {
  readers: number;
  writing: boolean;
  writersWaiting: number;
}

class Ticket implements RequestTicket {
  checkedAt = -1;

  constructor(
    readonly staffId: string,
    private readonly gate: ActorGate,
  ) {}

  checked(epoch: number): void {
    if (epoch > this.checkedAt) this.checkedAt = epoch;
    this.gate.wake();
  }

  leave(): void {
    this.gate.release(this);
  }
}

export class ActorGate {
  private rightsEpoch = 0;
  private readonly tickets = new Set<Ticket>();
  private readonly locks = new Map<string, AccountLock>();
  private waiters: (() => void)[] = [];

  /** The current rights epoch: read it before reading an account, then note it on the ticket. */
  get epoch(): number {
    return this.rightsEpoch;
  }

  /** A request of `staffId` starts (before its session is checked). */
  enter(staffId: string): RequestTicket {
    const ticket = new Ticket(staffId, this);
    this.tickets.add(ticket);
    return ticket;
  }

  /** Runs `work` (a command's decision and append) with `staffId`'s rights held steady. */
  async shared<T>(staffId: string, work: () => Promise<T>): Promise<T> {
    const lock = this.lockOf(staffId);
    while (lock.writing || lock.writersWaiting > 0) await this.next();
    lock.readers += 1;
    try {
      return await work();
    } finally {
      lock.readers -= 1;
      this.wake();
    }
  }

  /**
   * Runs `work` (the append of a change to `staffId`'s rights) alone, then moves the epoch on:
   * answers the change's epoch, to drain with.
   */
  async exclusive<T>(staffId: string, work: () => Promise<T>): Promise<{ readonly result: T; readonly epoch: number }> {
    const lock = this.lockOf(staffId);
    lock.writersWaiting += 1;
    while (lock.writing || lock.readers > 0) await this.next();
    lock.writersWaiting -= 1;
    lock.writing = true;
    try {
      const result = await work();
      this.rightsEpoch += 1;
      return { result, epoch: this.rightsEpoch };
    } finally {
      lock.writing = false;
      this.wake();
    }
  }

  /**
   * Waits until every request of `staffId` checked before the change of `epoch` has been answered
   * (but `except`, the request making the change); false when DRAIN_MS passed first.
   */
  async drain(staffId: string, epoch: number, except?: RequestTicket, waitMs = DRAIN_MS): Promise<boolean> {
    const deadline = Date.now() + waitMs;
    const earlier = () =>
      [...this.tickets].some((ticket) => ticket !== except && ticket.staffId === staffId && ticket.checkedAt < epoch);
    while (earlier()) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([this.next(), new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
      clearTimeout(timer);
    }
    return true;
  }

  /** Requests of `staffId` under way (for tests and health). */
  inFlight(staffId: string): number {
    return [...this.tickets].filter((ticket) => ticket.staffId === staffId).length;
  }

  release(ticket: Ticket): void {
    if (this.tickets.delete(ticket)) this.wake();
  }

  /** Whatever waits on the gate looks again. */
  wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const resume of waiting) resume();
  }

  private next(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** One lock per account, kept (a gym has a handful): a waiter never holds a lock dropped meanwhile. */
  private lockOf(staffId: string): AccountLock {
    const known = this.locks.get(staffId);
    if (known) return known;
    const lock = { readers: 0, writing: false, writersWaiting: 0 };
    this.locks.set(staffId, lock);
    return lock;
  }
}
