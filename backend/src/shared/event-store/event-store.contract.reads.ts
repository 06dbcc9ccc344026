// Contract cases of reading: one stream, the whole log, the head, stream ids, JSON round trips.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { ConcurrencyError, type ReadStreamOptions } from './event-store.port.js';
import { type ContractContext, anEvent, idsOf, someEvents, uniqueStream } from './event-store.contract.fixtures.js';

export function describeReadCases({ store, openAnother }: ContractContext): void {
  describe('readStream', () => {
    it('reads in revision order, from a revision, up to a limit, and backwards', async () => {
      const stream = uniqueStream();
      const batch = someEvents(5);
      await store().append(stream, batch, 'no_stream');
      const revisions = async (options?: ReadStreamOptions): Promise<number[]> =>
        (await store().readStream(stream, options)).map((event) => event.revision);

      expect(idsOf(await store().readStream(stream))).toEqual(idsOf(batch));
      expect(await revisions()).toEqual([0, 1, 2, 3, 4]);
      expect(await revisions({ fromRevision: 2 })).toEqual([2, 3, 4]);
      expect(await revisions({ limit: 2 })).toEqual([0, 1]);
      expect(await revisions({ fromRevision: 1, limit: 2 })).toEqual([1, 2]);
      expect(await revisions({ direction: 'backwards' })).toEqual([4, 3, 2, 1, 0]);
      expect(await revisions({ direction: 'backwards', fromRevision: 3, limit: 2 })).toEqual([3, 2]);
      expect(await revisions({ fromRevision: 9 })).toEqual([]);
    });

    it('reads an unknown stream as []', async () => {
      expect(await store().readStream(uniqueStream('missing'))).toEqual([]);
      expect(await store().readStream(uniqueStream('missing'), { direction: 'backwards', limit: 1 })).toEqual([]);
    });
  });

  describe('readEvent (when the adapter offers it)', () => {
    it('finds an event by its id in its own stream only, whatever the case of the id', async () => {
      const read = store().readEvent?.bind(store());
      if (!read) return;
      const [stream, other] = [uniqueStream(), uniqueStream()];
      const batch = someEvents(3);
      await store().append(stream, batch, 'no_stream');
      const second = batch[1] ?? anEvent();

      expect(await read(stream, second.id.toUpperCase())).toMatchObject({ id: second.id, revision: 1, data: { n: 1 } });
      expect(await read(stream, randomUUID())).toBeUndefined();
      expect(await read(other, second.id)).toBeUndefined();
    });
  });

  describe('readAll and headPosition', () => {
    it('reads the events after a position in global order across streams, up to a limit', async () => {
      const before = await store().headPosition();
      const [a, b] = [uniqueStream('all-a'), uniqueStream('all-b')];
      const [first, second, third] = [someEvents(2), [anEvent()], [anEvent()]];
      await store().append(a, first, 'no_stream');
      await store().append(b, second, 'no_stream');
      await store().append(a, third, 1);
      const ours = (await store().readAll(before, 1000)).filter(
        (event) => event.streamId === a || event.streamId === b,
      );

      expect(idsOf(ours)).toEqual(idsOf([...first, ...second, ...third]));
      expect(ours.map((event) => event.streamId)).toEqual([a, a, b, a]);
      const positions = ours.map((event) => event.position);
      expect(positions[0]).toBeGreaterThan(before);
      expect([...positions].sort((x, y) => x - y)).toEqual(positions);
      expect(new Set(positions).size).toBe(positions.length);

      const limited = await store().readAll(before, 2);
      expect(limited).toEqual((await store().readAll(before, 1000)).slice(0, 2));
      const afterFirst = (await store().readAll(positions[0] ?? 0, 1000)).filter((event) => event.streamId === a);
      expect(idsOf(afterFirst)).toEqual(idsOf([first[1] ?? anEvent(), ...third]));
    });

    it('reports the position of the last event as the head', async () => {
      const before = await store().headPosition();
      const stream = uniqueStream();
      const result = await store().append(stream, someEvents(3), 'no_stream');
      const head = await store().headPosition();
      expect(result.position).toBeGreaterThan(before);
      expect(head).toBeGreaterThanOrEqual(result.position);
      const ours = (await store().readAll(before, 1000)).filter((event) => event.streamId === stream);
      expect(ours.at(-1)?.position).toBe(result.position);
    });
  });

  describe('listStreams', () => {
    it('lists the streams whose id starts with a prefix, once each, in first-write order', async () => {
      const prefix = `${uniqueStream('list')}-`;
      const [b, a, c] = [`${prefix}b`, `${prefix}a`, `${prefix}c`];
      for (const stream of [b, a, c]) await store().append(stream, [anEvent()], 'no_stream');
      await store().append(a, [anEvent()], 0);
      await store().append(`other-${randomUUID()}`, [anEvent()], 'no_stream');

      expect(await store().listStreams(prefix)).toEqual([b, a, c]);
      expect(await store().listStreams(a)).toEqual([a]);
      expect(await store().listStreams(`${prefix}z`)).toEqual([]);
    });

    it('lists at once what another connection creates, each stream once, and no stream whose creation was refused', async () => {
      // The staff directory lists `staff-` streams at every staff command: an account created by
      // another process (the CLI, a second app) must be listed at once, and cheaply (see each adapter).
      const prefix = `${uniqueStream('list')}-`;
      const other = await openAnother();
      try {
        expect(await store().listStreams(prefix)).toEqual([]);
        const [first, second, third] = [`${prefix}1`, `${prefix}2`, `${prefix}3`];
        await other.append(first, [anEvent()], 'no_stream');
        await other.append(second, someEvents(2), 'any');
        expect(await store().listStreams(prefix)).toEqual([first, second]);

        await store().append(third, [anEvent()], 'no_stream');
        await expect(other.append(first, [anEvent()], 'no_stream')).rejects.toBeInstanceOf(ConcurrencyError);
        await other.append(second, [anEvent()], 'any');
        expect(await other.listStreams(prefix)).toEqual([first, second, third]);
        expect(await store().listStreams(prefix)).toEqual([first, second, third]);
        expect(await store().listStreams(`${prefix}2`)).toEqual([second]);
      } finally {
        await other.close();
      }
    });

    it('treats % and _ in a prefix as plain characters', async () => {
      const base = uniqueStream('list');
      const [underscore, percent, letter] = [`${base}_x`, `${base}%y`, `${base}ax`];
      for (const stream of [underscore, percent, letter]) await store().append(stream, [anEvent()], 'no_stream');
      expect(await store().listStreams(`${base}_`)).toEqual([underscore]);
      expect(await store().listStreams(`${base}%`)).toEqual([percent]);
    });
  });

  describe('JSON', () => {
    it('round-trips data and metadata with unicode and nested values', async () => {
      const data = {
        name: 'José Ñandú 🏋️‍♀️',
        健身房: '会员',
        quote: 'dijo "hola" \\ adiós',
        nested: { plans: [1, 'dos', { tres: true }], empty: {}, nothing: null },
        amount: 120000,
        ratio: 0.25,
      };
      const metadata = { staffId: randomUUID(), now: '2026-03-02T23:30:00.000Z', idempotencyKey: 'clave-ñ' };
      const stream = uniqueStream();
      const before = await store().headPosition();
      await store().append(stream, [anEvent({ type: 'MemberRegistered', data, metadata })], 'no_stream');
      const [fromStream] = await store().readStream(stream);
      const fromAll = (await store().readAll(before, 1000)).find((event) => event.streamId === stream);
      expect(fromStream).toMatchObject({ type: 'MemberRegistered', data, metadata });
      expect(fromAll).toEqual(fromStream);
    });
  });
}
