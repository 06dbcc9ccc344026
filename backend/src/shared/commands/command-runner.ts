// The write loop every command goes through: load the stream (from the cache plus any newer
// events), fold it with `evolve`, build the command from the state, `decide`, and append with the
// revision read. A concurrent writer makes it reload and decide again; a repeated Idempotency-Key
// answers as the first request did (command-runner.replay.ts). Who decides, and which streams go
// with the decision: command-runner.policy.ts; what it is given and answers: command-runner.types.ts.
import { randomUUID } from 'node:crypto';
import {
  isRejection,
  type Actor,
  type DecisionContext,
  type EventMetadata,
  type GymEvent,
  type Rejection,
} from '@gym/domain';
import {
  ConcurrencyError,
  DuplicateEventError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type StreamAppend,
} from '../event-store/event-store.port.js';
import { AppError } from '../http/app-error.js';
import { asActor, checkLinked, linkedAppends, metadataOf } from './command-runner.policy.js';
import { IdempotentReplay } from './command-runner.replay.js';
import type { CommandRequest, CommandResult, CommandRunnerOptions } from './command-runner.types.js';
import type { Decider } from './decider.js';
import { idempotentEventId } from './idempotency.js';
import { emptyFold, foldEvents } from './stream-fold.js';
import { type FoldedStream, StreamStateCache } from './stream-state-cache.js';

export class CommandRunner<S, C, E extends GymEvent, X extends DecisionContext = DecisionContext> {
  private readonly cache = new StreamStateCache<S, E>();
  private readonly replay: IdempotentReplay<S, E>;

  constructor(
    private readonly eventStore: EventStore,
    private readonly decider: Decider<S, C, E, X>,
    private readonly options: CommandRunnerOptions<X, S, E>,
  ) {
    this.replay = new IdempotentReplay<S, E>(eventStore, decider.eventTypes);
  }

  async handle(request: CommandRequest<S, C>): Promise<CommandResult<S, E>> {
    const attempts = this.options.maxAttempts ?? 5;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const result = await asActor(this.options, request, (actor) => this.attempt(request, actor, attempt));
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
    const key = request.idempotencyKey;
    const found = key ? this.replay.earlier(request.streamId, folded, key, 'beyond-fold') : undefined;
    const earlier = found instanceof Promise ? await found : found;
    if (earlier) return this.replay.answer(earlier, request, folded.state);
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
   * Decides against the current state without appending: throws the AppError `handle` would, so a
   * request that would be refused can be refused before anything else (e.g. a cédula claim) is written.
   * A key already used answers as `handle` would: as the first time, or 422 when the data differ.
   */
  async check(request: CommandRequest<S, C>): Promise<void> {
    const folded = await this.load(request.streamId);
    const key = request.idempotencyKey;
    const found = key ? this.replay.earlier(request.streamId, folded, key, 'store') : undefined;
    const earlier = found instanceof Promise ? await found : found;
    if (earlier) {
      this.replay.answer(earlier, request, folded.state);
      return;
    }
    const now = this.options.clock().toISOString();
    await asActor(this.options, request, async (actor) => {
      const events = await this.decide(request, folded.state, now, actor);
      const linking = checkLinked(this.options, request, events, actor, now);
      if (linking) await linking;
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

  private async append(
    request: CommandRequest<S, C>,
    folded: FoldedStream<S, E>,
    events: readonly E[],
    now: string,
  ): Promise<CommandResult<S, E>> {
    const metadata: EventMetadata = {
      ...metadataOf(request, now),
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

  /** The decision's own append, after the linked streams' when there are any (one appendMany). */
  private async appendWithLinked(
    request: CommandRequest<S, C>,
    events: readonly E[],
    own: StreamAppend,
    now: string,
  ): Promise<AppendResult> {
    const pending = linkedAppends(this.options, request, events, now);
    const linked = pending ? await pending : [];
    if (linked.length === 0) return this.eventStore.append(own.streamId, own.events, own.expected);
    const results = await this.eventStore.appendMany([...linked, own]);
    const result = results.at(-1);
    if (!result) throw new Error(`Stream ${own.streamId}: appendMany answered no result`);
    return result;
  }

  private async readBackKeyedAppend(request: CommandRequest<S, C>, key: string): Promise<CommandResult<S, E>> {
    // The cached fold is the one this attempt decided on: only the events just stored are read.
    const current = await this.load(request.streamId);
    const found = this.replay.earlier(request.streamId, current, key, 'store');
    const stored = found instanceof Promise ? await found : found;
    if (!stored)
      throw new Error(`Stream ${request.streamId}: the events of key ${key} are not stored after their append`);
    return this.replay.answer(stored, request, current.state, stored.correlationId !== request.correlationId);
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
    data: event.data,
    metadata: metadata as unknown as Record<string, unknown>,
  }));
}
