// Contract cases of appending to several streams at once (the money book's cash-day entries go with
// the member's events, R32): each stream's expected revision holds; SQLite commits all or nothing,
// EventStoreDB writes in the order given and stops at the first refusal.
import { describe, expect, it } from '@jest/globals';
import { ConcurrencyError } from './event-store.port.js';
import {
  type ContractContext,
  anEvent,
  idsOf,
  rejectionOf,
  someEvents,
  uniqueStream,
} from './event-store.contract.fixtures.js';

export function describeAppendManyCases({ store }: ContractContext): void {
  describe('appendMany', () => {
    it('appends to every stream with its own revision and answers each result in order', async () => {
      const [day, member] = [uniqueStream('cash-day'), uniqueStream('member')];
      await store().append(member, [anEvent()], 'no_stream');
      const [entry, payment] = [anEvent(), someEvents(2)];
      const results = await store().appendMany([
        { streamId: day, events: [entry], expected: 'no_stream' },
        { streamId: member, events: payment, expected: 0 },
      ]);
      expect(results.map((result) => result.nextExpectedRevision)).toEqual([0, 2]);
      expect(idsOf(await store().readStream(day))).toEqual([entry.id]);
      expect(idsOf(await store().readStream(member)).slice(1)).toEqual(idsOf(payment));
      const [dayEvent] = await store().readStream(day);
      expect(results[1]?.position).toBeGreaterThan(dayEvent?.position ?? Infinity);
    });

    it('refuses a stale revision on the last stream; atomic stores write nothing, the others keep what came before', async () => {
      const [day, member] = [uniqueStream('cash-day'), uniqueStream('member')];
      await store().append(member, someEvents(2), 'no_stream');
      const error = await rejectionOf(
        store().appendMany([
          { streamId: day, events: [anEvent()], expected: 'no_stream' },
          { streamId: member, events: [anEvent()], expected: 0 },
        ]),
      );
      expect(error).toBeInstanceOf(ConcurrencyError);
      expect(await store().readStream(member)).toHaveLength(2);
      expect(await store().readStream(day)).toHaveLength(store().atomicAppendMany ? 0 : 1);
    });

    it('refuses a stale revision on the first stream and writes nothing at all', async () => {
      const [day, member] = [uniqueStream('cash-day'), uniqueStream('member')];
      await store().append(day, [anEvent()], 'no_stream');
      const error = await rejectionOf(
        store().appendMany([
          { streamId: day, events: [anEvent()], expected: 'no_stream' },
          { streamId: member, events: [anEvent()], expected: 'no_stream' },
        ]),
      );
      expect(error).toBeInstanceOf(ConcurrencyError);
      expect(await store().readStream(day)).toHaveLength(1);
      expect(await store().readStream(member)).toEqual([]);
    });

    it('stores a retried appendMany once and answers like the first attempt', async () => {
      const [day, member] = [uniqueStream('cash-day'), uniqueStream('member')];
      const appends = [
        { streamId: day, events: [anEvent()], expected: 'no_stream' as const },
        { streamId: member, events: [anEvent()], expected: 'no_stream' as const },
      ];
      const first = await store().appendMany(appends);
      expect(await store().appendMany(appends)).toEqual(first);
      expect(await store().readStream(day)).toHaveLength(1);
      expect(await store().readStream(member)).toHaveLength(1);
    });

    it('refuses no stream, a stream named twice, and an id repeated across streams', async () => {
      const stream = uniqueStream();
      await expect(store().appendMany([])).rejects.toThrow('at least one stream');
      const twice = { streamId: stream, events: [anEvent()], expected: 'any' as const };
      await expect(store().appendMany([twice, { ...twice, events: [anEvent()] }])).rejects.toThrow('more than once');
      const shared = anEvent();
      await expect(
        store().appendMany([
          { streamId: stream, events: [shared], expected: 'any' },
          { streamId: uniqueStream(), events: [shared], expected: 'any' },
        ]),
      ).rejects.toThrow();
      expect(await store().readStream(stream)).toEqual([]);
    });
  });
}
