// What the write loop (command-runner.ts) is given and answers: the request a route sends, the
// result, the signed-in session it decides as, and how a runner is set up.
import type { Actor, DecisionContext, EventMetadata, GymEvent, StaffRole } from '@gym/domain';
import type { StreamAppend, StreamRevision } from '../event-store/event-store.port.js';
import type { RequestTicket } from './actor-gate.js';
import type { DecisionInput } from './decider.js';

/**
 * The signed-in session a command is sent with (issue 28): where the command is decided, the actor
 * is read again as its account stands in the log, not as it stood when the request came in.
 */
export interface ActingSession {
  /**
   * Runs `work` as the account stands now, with its rights held steady until `work` ends (a change
   * to them waits); throws AUTH.UNAUTHORIZED when the session no longer holds.
   */
  holding<T>(work: (actor: Actor) => Promise<T>): Promise<T>;
  /** The actor as the account stands now, without holding (a runner that serialises rights changes itself). */
  current(): Promise<Actor>;
  /** This request as the gate counts it: a change it makes does not wait for its own answer. */
  readonly ticket?: RequestTicket;
}

/** The command, or how to build it from the stream's current state (read again on every attempt). */
export type CommandSource<S, C> = C | ((state: S) => C | Promise<C>);

export interface CommandRequest<S, C> {
  readonly streamId: string;
  readonly command: CommandSource<S, C>;
  /** The staff account acting (R23). */
  readonly staffId: string;
  /** Its role as read for this request (R25); none: tooling as `system` acts with every right, anyone else with the fewest. */
  readonly role?: StaffRole;
  /** A signed-in session: its account is read again when the command is decided, and its role decides. */
  readonly acting?: ActingSession;
  readonly correlationId: string;
  readonly idempotencyKey?: string;
  /** Hash of the request that carried the key, to refuse the key reused with other data. */
  readonly requestHash?: string;
}

export interface CommandResult<S, E> {
  /** Global position of the last event written (0 when nothing was written). */
  readonly position: number;
  readonly state: S;
  /** The events decided (for a repeated key: those the first request decided). */
  readonly events: readonly E[];
  readonly eventIds: readonly string[];
  /** True when this answered a repeated Idempotency-Key without writing. */
  readonly replayed: boolean;
}

/** A stream's state folded elsewhere, and the revision of the last event it holds. */
export interface Snapshot<S> {
  readonly state: S;
  readonly revision: StreamRevision;
}

/** What a linked stream's decision knows of the decision it goes with. */
export interface LinkedDecision<E> {
  readonly events: readonly E[];
  /** Who decided it, with the role read for the request (R25). */
  readonly actor: Actor;
  /** The metadata of the decision's events (R23), without its idempotency key. */
  readonly metadata: EventMetadata;
  /** The request's Idempotency-Key, to derive the linked events' ids from (a retry gives the same). */
  readonly idempotencyKey?: string;
}

/** The other streams a decision is appended with, and whether a session's rights are held meanwhile. */
export interface CommandPolicyOptions<E> {
  /**
   * Other streams a decision is appended with, in the same `appendMany` (before the decision's own
   * stream), each with the revision its state was decided on: how an invariant that crosses streams
   * is held (the money book's closed days, cash-day-ledger.ts). Throws an AppError to refuse the
   * whole command; a conflict on a linked stream makes the loop decide again, like one on its own.
   */
  readonly linked?: (decision: LinkedDecision<E>) => Promise<readonly StreamAppend[]>;
  /**
   * Whether a session's rights are held while deciding and appending (default). Only the staff
   * runner, which decides its commands one at a time and takes the lock of a changed account
   * itself, reads the actor without holding.
   */
  readonly holdActorRights?: boolean;
}

interface RunnerBasics<S, E> extends CommandPolicyOptions<E> {
  readonly clock: () => Date;
  readonly timeZone: string;
  /** Called after every successful append (wakes the projections). */
  readonly onAppended?: () => void;
  readonly maxAttempts?: number;
  /**
   * Where a stream missing from the cache may start instead of its first event (the members
   * projection keeps every member's folded state): only the events after it are read. Used only
   * with a store that finds an event by id, where the keys older than the snapshot are looked up.
   */
  readonly snapshot?: (streamId: string) => Promise<Snapshot<S> | null>;
}

/**
 * How the runner is set up. A decider that needs more than the clock (`X` beyond DecisionContext)
 * gets it from `input`, read again on every attempt, the way it gets `now`: it never reads a store.
 */
export type CommandRunnerOptions<
  X extends DecisionContext = DecisionContext,
  S = unknown,
  E extends GymEvent = GymEvent,
> = RunnerBasics<S, E> &
  (DecisionContext extends X ? { readonly input?: undefined } : { readonly input: () => Promise<DecisionInput<X>> });
