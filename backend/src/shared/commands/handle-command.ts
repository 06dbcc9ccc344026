// The whole write side in one place: load the stream (from the cache plus any newer events), fold
// it with `evolve`, `decide`, and append with the revision read. A concurrent writer makes it
// reload and decide again; a repeated Idempotency-Key answers as the first request did.
import { createHash, randomUUID } from 'node:crypto';
import { isRejection, type EventMetadata, type MessageKey } from '@gym/domain';
import {
  ConcurrencyError,
  DuplicateEventError,
  type EventStore,
  type RecordedEvent,
} from '../event-store/event-store.port.js';
import { AppError } from '../http/app-error.js';
import type { Decider, DomainEvent } from './decider.js';
import { type FoldedStream, type IdempotentResult, StreamStateCache } from './stream-state-cache.js';

export interface CommandRequest<C> {
  readonly streamId: string;
  readonly command: C;
  /** The staff account acting (R23). */
  readonly staffId: string;
  readonly correlationId: string;
  readonly idempotencyKey?: string;
  /** Hash of the request that carried the key, to refuse the key reused with other data. */
  readonly requestHash?: string;
}

export interface CommandResult<S> {
  /** Global position of the last event written (0 when nothing was written). */
  readonly position: number;
  readonly state: S;
  readonly eventIds: readonly string[];
  /** True when this answered a repeated Idempotency-Key without writing. */
  readonly replayed: boolean;
}

export interface CommandHandlerOptions {
  readonly clock: () => Date;
  readonly timeZone: string;
  /** Called after every successful append (wakes the projections). */
  readonly onAppended?: () => void;
  readonly maxAttempts?: number;
  /** The HTTP status of a rejection; default 404 for `*.NOT_FOUND`, else 422. */
  readonly rejectionStatus?: (code: MessageKey) => number;
}

function defaultRejectionStatus(code: MessageKey): number {
  return code.endsWith('NOT_FOUND') ? 404 : 422;
}

/**
 * Idempotency keys remembered per cached stream (the newest ones). Retries come within seconds;
 * an older one is found in the stream itself. 100 kept 142 MB for 5,000 cached members; 16 keep 44.
 */
export const REMEMBERED_KEYS_PER_STREAM = 16;

export class CommandHandler<S, C, E extends DomainEvent> {
  private readonly cache = new StreamStateCache<S>();

  constructor(
    private readonly eventStore: EventStore,
    private readonly decider: Decider<S, C, E>,
    private readonly options: CommandHandlerOptions,
  ) {}

  async handle(request: CommandRequest<C>): Promise<CommandResult<S>> {
    const attempts = this.options.maxAttempts ?? 5;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const folded = await this.load(request.streamId);
      const earlier = request.idempotencyKey ? folded.idempotency.get(request.idempotencyKey) : undefined;
      if (earlier) return this.replay(earlier, request, folded.state);
      const now = this.options.clock().toISOString();
      const decision = this.decider.decide(request.command, folded.state, { now, timeZone: this.options.timeZone });
      if (isRejection(decision)) {
        const status = (this.options.rejectionStatus ?? defaultRejectionStatus)(decision.code);
        throw new AppError(decision.code, status, decision.params ?? {});
      }
      if (decision.length === 0) return { position: 0, state: folded.state, eventIds: [], replayed: false };
      try {
        return await this.append(request, folded, decision, now);
      } catch (error) {
        if (!(error instanceof ConcurrencyError) && !(error instanceof DuplicateEventError)) throw error;
        this.cache.delete(request.streamId);
      }
    }
    throw new AppError(request.idempotencyKey ? 'REQUEST.IDEMPOTENCY_KEY_REUSED' : 'REQUEST.CONFLICT', 409);
  }

  /** The stream's current state, folding only what was appended since the cached revision. */
  async load(streamId: string): Promise<FoldedStream<S>> {
    const cached = this.cache.get(streamId) ?? {
      state: this.decider.initialState,
      revision: -1,
      idempotency: new Map<string, IdempotentResult>(),
    };
    const newer = await this.eventStore.readStream(streamId, { fromRevision: cached.revision + 1 });
    if (newer.length === 0) return cached;
    const folded = this.fold(cached, newer);
    this.cache.set(streamId, folded);
    return folded;
  }

  private fold(from: FoldedStream<S>, events: readonly RecordedEvent[]): FoldedStream<S> {
    let state = from.state;
    const idempotency = new Map(from.idempotency);
    for (const event of events) {
      state = this.decider.evolve(state, { type: event.type, data: event.data } as unknown as E);
      const metadata = event.metadata as Partial<EventMetadata>;
      if (metadata.idempotencyKey) {
        const seen = idempotency.get(metadata.idempotencyKey);
        idempotency.set(metadata.idempotencyKey, {
          requestHash: metadata.requestHash,
          correlationId: metadata.correlationId,
          position: event.position,
          eventIds: [...(seen?.eventIds ?? []), event.id],
        });
      }
    }
    // Only the latest keys are kept in memory: a retry comes within seconds, and an older one is
    // still caught by the store, which recognises the event ids derived from its key.
    for (const key of idempotency.keys()) {
      if (idempotency.size <= REMEMBERED_KEYS_PER_STREAM) break;
      idempotency.delete(key);
    }
    return { state, revision: events.at(-1)?.revision ?? from.revision, idempotency };
  }

  private replay(earlier: IdempotentResult, request: CommandRequest<C>, state: S): CommandResult<S> {
    if (earlier.requestHash !== request.requestHash) throw new AppError('REQUEST.IDEMPOTENCY_KEY_REUSED', 422);
    return { position: earlier.position, state, eventIds: earlier.eventIds, replayed: true };
  }

  private async append(
    request: CommandRequest<C>,
    folded: FoldedStream<S>,
    events: readonly E[],
    now: string,
  ): Promise<CommandResult<S>> {
    const metadata: EventMetadata = {
      staffId: request.staffId,
      occurredAt: now,
      correlationId: request.correlationId,
      ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey, requestHash: request.requestHash } : {}),
    };
    const toAppend = events.map((event, index) => ({
      id: request.idempotencyKey ? idempotentEventId(request.streamId, request.idempotencyKey, index) : randomUUID(),
      type: event.type,
      data: event.data as Record<string, unknown>,
      metadata: metadata as unknown as Record<string, unknown>,
    }));
    const expected = folded.revision === -1 ? 'no_stream' : folded.revision;
    const result = await this.eventStore.append(request.streamId, toAppend, expected);
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
    const next = this.fold(folded, recorded);
    this.cache.set(request.streamId, next);
    return { position: result.position, state: next.state, eventIds: toAppend.map((e) => e.id), replayed: false };
  }

  private async readBackKeyedAppend(request: CommandRequest<C>, key: string): Promise<CommandResult<S>> {
    // The cached fold is the one this attempt decided on: only the events just stored are read.
    const current = await this.load(request.streamId);
    const stored = current.idempotency.get(key) ?? (await this.findOlderKey(request.streamId, key));
    if (!stored)
      throw new Error(`Stream ${request.streamId}: the events of key ${key} are not stored after their append`);
    if (stored.requestHash !== request.requestHash) throw new AppError('REQUEST.IDEMPOTENCY_KEY_REUSED', 422);
    const replayed = stored.correlationId !== request.correlationId;
    return { position: stored.position, state: current.state, eventIds: stored.eventIds, replayed };
  }

  /** What the first request with `key` stored, searched newest first in the stream itself. */
  private async findOlderKey(streamId: string, key: string): Promise<IdempotentResult | undefined> {
    const [last] = await this.eventStore.readStream(streamId, { direction: 'backwards', limit: 1 });
    for (let from = last?.revision ?? -1; from >= 0; from -= KEY_SEARCH_PAGE) {
      const page = await this.eventStore.readStream(streamId, {
        fromRevision: from,
        limit: KEY_SEARCH_PAGE,
        direction: 'backwards',
      });
      const events = page
        .filter((event) => (event.metadata as Partial<EventMetadata>).idempotencyKey === key)
        .reverse();
      const lastOfKey = events.at(-1);
      if (!lastOfKey) continue;
      const metadata = lastOfKey.metadata as Partial<EventMetadata>;
      return {
        requestHash: metadata.requestHash,
        correlationId: metadata.correlationId,
        position: lastOfKey.position,
        eventIds: events.map((event) => event.id),
      };
    }
    return undefined;
  }
}

/** Page size when looking for a key older than those kept in memory (a rare, late retry). */
const KEY_SEARCH_PAGE = 500;
/** A UUID derived from the stream, the idempotency key and the event's index, so a retry reuses it. */
export function idempotentEventId(streamId: string, key: string, index: number): string {
  const hex = createHash('sha256').update(`${streamId}\u0000${key}\u0000${index}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
