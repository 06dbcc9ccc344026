// The whole write side in one place: load the stream (from the cache plus any newer events), fold
// it with `evolve`, build the command from the state, `decide`, and append with the revision read.
// A concurrent writer makes it reload and decide again; a repeated Idempotency-Key answers as the
// first request did, with the events that request decided.
import { randomUUID } from 'node:crypto';
import {
  isRejection,
  SYSTEM_STAFF_ID,
  type Actor,
  type DecisionContext,
  type EventMetadata,
  type GymEvent,
  type Rejection,
  type StaffRole,
} from '@gym/domain';
import {
  ConcurrencyError,
  DuplicateEventError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type StreamAppend,
  type StreamRevision,
} from '../event-store/event-store.port.js';
import { AppError } from '../http/app-error.js';
import type { RequestTicket } from './actor-gate.js';
import type { Decider, DecisionInput } from './decider.js';
import { findKey, idempotentEventId } from './idempotency.js';
import { emptyFold, foldEvents } from './stream-fold.js';
import { type FoldedStream, type IdempotentResult, StreamStateCache } from './stream-state-cache.js';

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

interface RunnerBasics<S, E> {
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

export { REMEMBERED_KEYS_PER_STREAM } from './stream-fold.js';

function actorOf({ staffId, role }: Pick<CommandRequest<unknown, unknown>, 'staffId' | 'role'>): Actor {
  return { staffId, role: role ?? (staffId === SYSTEM_STAFF_ID ? 'admin' : 'reception') };
}

export class CommandRunner<S, C, E extends GymEvent, X extends DecisionContext = DecisionContext> {
  private readonly cache = new StreamStateCache<S, E>();

  constructor(
    private readonly eventStore: EventStore,
    private readonly decider: Decider<S, C, E, X>,
    private readonly options: CommandRunnerOptions<X, S, E>,
  ) {}

  async handle(request: CommandRequest<S, C>): Promise<CommandResult<S, E>> {
    const attempts = this.options.maxAttempts ?? 5;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const result = await this.asActor(request, (actor) => this.attempt(request, actor, attempt));
      if (result !== null) return result;
    }
    throw new AppError(request.idempotencyKey ? 'REQUEST.IDEMPOTENCY_KEY_REUSED' : 'REQUEST.CONFLICT');
  }

  /** One load, decide and append; null when another writer got there first (to try again). */
  private async attempt(
    request: CommandRequest<S, C>,
    actor: Actor,
    attempt: number,
  ): Promise<CommandResult<S, E> | null> {
    // After a refused append the stream is read whole: a snapshot ahead of the log (read
    // documents newer than a restored backup of it) must not refuse every attempt.
    const folded = await this.load(request.streamId, attempt === 1);
    const earlier = await this.earlierResult(folded, request);
    if (earlier) return this.replay(earlier, request, folded.state);
    const now = this.options.clock().toISOString();
    const decision = await this.decide(request, folded.state, now, actor);
    if (decision.length === 0) return { position: 0, state: folded.state, events: [], eventIds: [], replayed: false };
    try {
      return await this.append(request, folded, decision, now);
    } catch (error) {
      if (!(error instanceof ConcurrencyError) && !(error instanceof DuplicateEventError)) throw error;
      this.cache.delete(request.streamId);
      return null;
    }
  }

  /**
   * Issue 28: a signed-in session's command is decided and appended as its account stands then
   * (rights read where the decision is made), those rights held until the append is done; a
   * request without one (tooling, start-up) acts with the role it names.
   */
  private asActor<T>(request: CommandRequest<S, C>, work: (actor: Actor) => Promise<T>): Promise<T> {
    const { acting } = request;
    if (acting === undefined) return work(actorOf(request));
    if (this.options.holdActorRights === false) return acting.current().then(work);
    return acting.holding(work);
  }

  /**
   * Decides against the current state without appending: throws the AppError `handle` would, so a
   * request that would be refused can be refused before anything else (e.g. a cédula claim) is written.
   * A key already used answers as `handle` would: as the first time, or 422 when the data differ.
   */
  async check(request: CommandRequest<S, C>): Promise<void> {
    const folded = await this.load(request.streamId);
    const key = request.idempotencyKey;
    const earlier = key
      ? (folded.idempotency.get(key) ??
        (await findKey<E>(this.eventStore, request.streamId, key, this.decider.eventTypes)))
      : undefined;
    if (earlier) {
      this.replay(earlier, request, folded.state);
      return;
    }
    const now = this.options.clock().toISOString();
    await this.asActor(request, async (actor) => {
      const events = await this.decide(request, folded.state, now, actor);
      // The linked streams may refuse too (a closed day): decided, not appended.
      if (events.length > 0) await this.options.linked?.({ events, actor, metadata: this.metadataOf(request, now) });
    });
  }

  /**
   * The stream's current state, folding only what was appended since the cached revision (or,
   * for a stream not cached, since its snapshot when `fromSnapshot` and one can be had).
   */
  async load(streamId: string, fromSnapshot = true): Promise<FoldedStream<S, E>> {
    const cached = this.cache.get(streamId);
    const start =
      cached ??
      (fromSnapshot ? await this.snapshotOf(streamId) : undefined) ??
      emptyFold<S, E>(this.decider.initialState);
    const newer = await this.eventStore.readStream(streamId, { fromRevision: start.revision + 1 });
    const folded = newer.length === 0 ? start : foldEvents(this.decider, start, newer);
    if (folded !== cached && folded.revision >= 0) this.cache.set(streamId, folded);
    return folded;
  }

  private async snapshotOf(streamId: string): Promise<FoldedStream<S, E> | undefined> {
    const { snapshot } = this.options;
    if (!snapshot || !this.eventStore.readEvent) return undefined;
    // A snapshot only spares reading the history: when it cannot be had, the stream is read whole.
    const found = await snapshot(streamId).catch(() => null);
    if (!found) return undefined;
    return { state: found.state, revision: found.revision, idempotency: new Map(), keysKnownFrom: found.revision + 1 };
  }

  /** What an earlier request with this request's key stored, if any. */
  private async earlierResult(
    folded: FoldedStream<S, E>,
    request: CommandRequest<S, C>,
  ): Promise<IdempotentResult<E> | undefined> {
    const key = request.idempotencyKey;
    if (!key) return undefined;
    const known = folded.idempotency.get(key);
    // A fold that started from a snapshot never saw the keys before it: those are in the store.
    if (known || folded.keysKnownFrom === 0) return known;
    return findKey<E>(this.eventStore, request.streamId, key, this.decider.eventTypes);
  }

  private async decide(request: CommandRequest<S, C>, state: S, now: string, actor: Actor): Promise<readonly E[]> {
    const source = request.command;
    const command = typeof source === 'function' ? await (source as (state: S) => C | Promise<C>)(state) : source;
    const input = this.options.input ? await this.options.input() : {};
    const context = { ...input, now, timeZone: this.options.timeZone, actor } as X;
    const decision = this.decider.decide(command, state, context);
    if (isRejection(decision)) throw this.refusal(decision);
    return decision;
  }

  private refusal({ code, params, field }: Rejection): AppError {
    return new AppError(code, params, field);
  }

  private replay(earlier: IdempotentResult<E>, request: CommandRequest<S, C>, state: S): CommandResult<S, E> {
    if (earlier.requestHash !== request.requestHash) throw new AppError('REQUEST.IDEMPOTENCY_KEY_REUSED');
    const { position, events, eventIds } = earlier;
    return { position, state, events, eventIds, replayed: true };
  }

  private async append(
    request: CommandRequest<S, C>,
    folded: FoldedStream<S, E>,
    events: readonly E[],
    now: string,
  ): Promise<CommandResult<S, E>> {
    const metadata: EventMetadata = {
      ...this.metadataOf(request, now),
      ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey, requestHash: request.requestHash } : {}),
    };
    const toAppend = toEventsToAppend(request.streamId, events, metadata, request.idempotencyKey);
    const expected: ExpectedRevision = folded.revision === -1 ? 'no_stream' : folded.revision;
    const own: StreamAppend = { streamId: request.streamId, events: toAppend, expected };
    const result = await this.appendWithLinked(request, events, own, now);
    this.options.onAppended?.();
    // Event ids derive from the key, so the store may have found a twin request's events (another
    // instance won the race) and written nothing: answer from what the store holds.
    if (request.idempotencyKey) return this.readBackKeyedAppend(request, request.idempotencyKey);
    const recorded = toAppend.map((event, index) => ({
      ...event,
      streamId: request.streamId,
      revision: folded.revision + 1 + index,
      position: result.position,
      recordedAt: now,
    }));
    const next = foldEvents(this.decider, folded, recorded);
    this.cache.set(request.streamId, next);
    const eventIds = toAppend.map((event) => event.id);
    return { position: result.position, state: next.state, events, eventIds, replayed: false };
  }

  private metadataOf(request: CommandRequest<S, C>, now: string): EventMetadata {
    return { staffId: request.staffId, occurredAt: now, correlationId: request.correlationId };
  }

  /** The decision's own append, after the linked streams' when there are any (one appendMany). */
  private async appendWithLinked(
    request: CommandRequest<S, C>,
    events: readonly E[],
    own: StreamAppend,
    now: string,
  ): Promise<AppendResult> {
    const decision = { events, actor: actorOf(request), metadata: this.metadataOf(request, now) };
    const key = request.idempotencyKey;
    const linked = this.options.linked
      ? await this.options.linked(key ? { ...decision, idempotencyKey: key } : decision)
      : [];
    if (linked.length === 0) return this.eventStore.append(own.streamId, own.events, own.expected);
    const results = await this.eventStore.appendMany([...linked, own]);
    const result = results.at(-1);
    if (!result) throw new Error(`Stream ${own.streamId}: appendMany answered no result`);
    return result;
  }

  private async readBackKeyedAppend(request: CommandRequest<S, C>, key: string): Promise<CommandResult<S, E>> {
    // The cached fold is the one this attempt decided on: only the events just stored are read.
    const current = await this.load(request.streamId);
    const stored =
      current.idempotency.get(key) ??
      (await findKey<E>(this.eventStore, request.streamId, key, this.decider.eventTypes));
    if (!stored)
      throw new Error(`Stream ${request.streamId}: the events of key ${key} are not stored after their append`);
    if (stored.requestHash !== request.requestHash) throw new AppError('REQUEST.IDEMPOTENCY_KEY_REUSED');
    const replayed = stored.correlationId !== request.correlationId;
    const { position, events, eventIds } = stored;
    return { position, state: current.state, events, eventIds, replayed };
  }
}

/** Events ready for the store: ids derived from the request's key (a retry writes the same ones), else random. */
export function toEventsToAppend(
  streamId: string,
  events: readonly GymEvent[],
  metadata: EventMetadata,
  idempotencyKey?: string,
): EventToAppend[] {
  return events.map((event, index) => ({
    id: idempotencyKey ? idempotentEventId(streamId, idempotencyKey, index) : randomUUID(),
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: metadata as unknown as Record<string, unknown>,
  }));
}
