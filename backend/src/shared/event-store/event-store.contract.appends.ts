// Contract cases of appending: expected revisions, idempotent retries, refused batches.
import { describe, expect, it } from '@jest/globals';
import { ConcurrencyError, DuplicateEventError } from './event-store.port.js';
import {
  type ContractContext,
  anEvent,
  idsOf,
  rejectionOf,
  someEvents,
  uniqueStream,
} from './event-store.contract.fixtures.js';

export function describeAppendCases({ store }: ContractContext): void {
  describe('append', () => {
    it('appends to a new stream with no_stream and reads the events back', async () => {
      const stream = uniqueStream();
      const batch = someEvents(2);
      const result = await store().append(stream, batch, 'no_stream');
      const stored = await store().readStream(stream);
      expect(
        stored.map(({ streamId, revision, id, type, data, metadata }) => ({
          streamId,
          revision,
          id,
          type,
          data,
          metadata,
        })),
      ).toEqual(batch.map((event, revision) => ({ streamId: stream, revision, ...event })));
      expect(result).toEqual({ nextExpectedRevision: 1, position: stored[1]?.position });
      expect(stored[0]?.position).toBeGreaterThan(0);
      expect(stored[1]?.position).toBeGreaterThan(stored[0]?.position ?? Infinity);
      const recordedAt = stored[0]?.recordedAt ?? '';
      expect(new Date(recordedAt).toISOString()).toBe(recordedAt);
    });

    it('appends with the revision the writer read, with stream_exists and with any', async () => {
      const stream = uniqueStream();
      const first = await store().append(stream, [anEvent()], 'no_stream');
      const second = await store().append(stream, [anEvent()], first.nextExpectedRevision);
      const third = await store().append(stream, [anEvent()], 'stream_exists');
      const fourth = await store().append(stream, someEvents(2), 'any');
      expect([first, second, third, fourth].map((result) => result.nextExpectedRevision)).toEqual([0, 1, 2, 4]);
      expect(second.position).toBeGreaterThan(first.position);
      expect(fourth.position).toBeGreaterThan(third.position);
      const created = await store().append(uniqueStream(), [anEvent()], 'any');
      expect(created.nextExpectedRevision).toBe(0);
    });

    it('refuses a stale or future revision with ConcurrencyError and writes nothing', async () => {
      const stream = uniqueStream();
      await store().append(stream, someEvents(2), 'no_stream');
      const stale = await rejectionOf(store().append(stream, [anEvent()], 0));
      expect(stale).toBeInstanceOf(ConcurrencyError);
      expect(stale).toMatchObject({ streamId: stream, expected: 0, actual: 1 });
      await expect(store().append(stream, [anEvent()], 5)).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await store().readStream(stream)).toHaveLength(2);
    });

    it('refuses no_stream on an existing stream', async () => {
      const stream = uniqueStream();
      await store().append(stream, [anEvent()], 'no_stream');
      const error = await rejectionOf(store().append(stream, [anEvent()], 'no_stream'));
      expect(error).toBeInstanceOf(ConcurrencyError);
      expect(error).toMatchObject({ streamId: stream, expected: 'no_stream', actual: 0 });
      expect(await store().readStream(stream)).toHaveLength(1);
    });

    it('refuses stream_exists and a revision on a missing stream', async () => {
      const stream = uniqueStream();
      const error = await rejectionOf(store().append(stream, [anEvent()], 'stream_exists'));
      expect(error).toBeInstanceOf(ConcurrencyError);
      expect(error).toMatchObject({ streamId: stream, expected: 'stream_exists', actual: 'no_stream' });
      await expect(store().append(stream, [anEvent()], 0)).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await store().readStream(stream)).toEqual([]);
    });

    it('stores a retried append once and answers the retry like the first attempt', async () => {
      const stream = uniqueStream();
      const opening = [anEvent()];
      const openingResult = await store().append(stream, opening, 'no_stream');
      expect(await store().append(stream, opening, 'no_stream')).toEqual(openingResult);

      const batch = someEvents(2);
      const first = await store().append(stream, batch, 0);
      const retry = await store().append(stream, batch, 0);
      expect(retry).toEqual(first);
      expect(idsOf(await store().readStream(stream))).toEqual(idsOf([...opening, ...batch]));
      const next = await store().append(stream, [anEvent()], retry.nextExpectedRevision);
      expect(next.nextExpectedRevision).toBe(3);
    });

    // What both adapters guarantee for a retry that is not one: it is refused and writes nothing.
    // SQLite says DuplicateEventError (its spec checks that); EventStoreDB answers a partial
    // idempotency match with WrongExpectedVersion, so ConcurrencyError.
    it('refuses a batch mixing a stored id with new ones and writes nothing', async () => {
      const stream = uniqueStream();
      const stored = anEvent();
      await store().append(stream, [stored], 'no_stream');
      const error = await rejectionOf(store().append(stream, [stored, anEvent()], 'no_stream'));
      expect(error instanceof DuplicateEventError || error instanceof ConcurrencyError).toBe(true);
      expect(idsOf(await store().readStream(stream))).toEqual([stored.id]);
    });

    it('keeps the recordedAt an import gives, and records the commit instant otherwise', async () => {
      const stream = uniqueStream();
      const before = new Date().toISOString();
      const original = anEvent({ recordedAt: '2024-01-05T13:00:00.000Z' });
      const fresh = anEvent();
      await store().append(stream, [original, fresh], 'no_stream');
      const [kept, committed] = await store().readStream(stream);
      expect(kept).toMatchObject({
        id: original.id,
        recordedAt: '2024-01-05T13:00:00.000Z',
        metadata: original.metadata,
      });
      expect((committed?.recordedAt ?? '') >= before).toBe(true);
      const local = anEvent({ recordedAt: '2024-01-05T08:00:00-05:00' });
      await expect(store().append(stream, [local], 1)).rejects.toThrow('not an ISO instant');
      expect(await store().readStream(stream)).toHaveLength(2);
    });

    it('refuses an empty batch, an id that is not a UUID and an id twice in one batch', async () => {
      const stream = uniqueStream();
      await expect(store().append(stream, [], 'any')).rejects.toThrow('at least one event');
      await expect(store().append(stream, [anEvent({ id: 'payment-1' })], 'any')).rejects.toThrow('not a UUID');
      const twice = anEvent();
      await expect(store().append(stream, [twice, twice], 'any')).rejects.toBeInstanceOf(DuplicateEventError);
      expect(await store().readStream(stream)).toEqual([]);
    });
  });
}
