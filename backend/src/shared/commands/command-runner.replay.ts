// The replay of a repeated Idempotency-Key: what the first request with the key stored, found
// among the keys a fold remembers or else in the store, answered as that request was answered.
import type { GymEvent } from '@gym/domain';
import type { EventStore } from '../event-store/event-store.port.js';
import { AppError } from '../http/app-error.js';
import type { CommandRequest, CommandResult } from './command-runner.types.js';
import { findKey } from './idempotency.js';
import type { FoldedStream, IdempotentResult } from './stream-state-cache.js';

type Found<E> = IdempotentResult<E> | undefined;

/**
 * When a key the fold does not remember is looked for in the store: `store`, always;
 * `beyond-fold`, only when the fold started from a snapshot (it never saw the keys before it). A
 * key the whole fold saw and no longer remembers is then met by the append itself: its event ids
 * derive from the key, so the store writes nothing and answers with what it holds.
 */
export type KeySearch = 'store' | 'beyond-fold';

export class IdempotentReplay<S, E extends GymEvent> {
  constructor(
    private readonly eventStore: EventStore,
    /** The event types of the stream's aggregate, which the stored events are decoded as. */
    private readonly eventTypes: readonly E['type'][],
  ) {}

  /**
   * What the first request with `key` stored in the stream: at once when the fold remembers it,
   * else the search of the store (a promise), as `search` says. Callers await only a promise, so a
   * key the fold remembers costs the write path no turn of the event loop.
   */
  earlier(streamId: string, folded: FoldedStream<S, E>, key: string, search: KeySearch): Found<E> | Promise<Found<E>> {
    const known = folded.idempotency.get(key);
    if (known || (search === 'beyond-fold' && folded.keysKnownFrom === 0)) return known;
    return findKey<E>(this.eventStore, streamId, key, this.eventTypes);
  }

  /**
   * The answer to a request whose key is stored: the first request's, on today's state; 422 when
   * the data differ. `replayed` false: the request that wrote them, read back after its append.
   */
  answer(
    stored: IdempotentResult<E>,
    request: Pick<CommandRequest<S, unknown>, 'requestHash'>,
    state: S,
    replayed = true,
  ): CommandResult<S, E> {
    if (stored.requestHash !== request.requestHash) throw new AppError('REQUEST.IDEMPOTENCY_KEY_REUSED');
    const { position, events, eventIds } = stored;
    return { position, state, events, eventIds, replayed };
  }
}
