// Contract cases of subscribing: catch-up then live, every event exactly once, ended by a signal.
import { describe, expect, it } from '@jest/globals';
import type { EventStore, GlobalPosition, RecordedEvent } from './event-store.port.js';
import {
  type ContractContext,
  anEvent,
  eventually,
  pause,
  someEvents,
  uniqueStream,
} from './event-store.contract.fixtures.js';

const BATCH = 20;
const STORED_BATCHES = 60; // 1,200 events before the subscription starts
const LIVE_BATCHES = 15; // 300 more while it runs

/** Appends batches round-robin to three streams, remembering ids in append (= global) order. */
class Writer {
  readonly ids: string[] = [];
  readonly positions: GlobalPosition[] = [];
  private readonly revisions = new Map<string, number>();

  constructor(
    private readonly store: EventStore,
    private readonly prefix: string,
  ) {}

  async appendBatch(index: number): Promise<void> {
    const stream = `${this.prefix}-${index % 3}`;
    const events = someEvents(BATCH);
    const result = await this.store.append(stream, events, this.revisions.get(stream) ?? 'no_stream');
    this.revisions.set(stream, result.nextExpectedRevision);
    this.ids.push(...events.map((event) => event.id));
    this.positions.push(result.position);
  }
}

export function describeSubscribeCases({ store }: ContractContext): void {
  describe('subscribe', () => {
    it('delivers every event after the checkpoint once, in order, while appends go on', async () => {
      const prefix = uniqueStream('subscribe');
      const writer = new Writer(store(), prefix);
      for (let batch = 0; batch < STORED_BATCHES; batch += 1) await writer.appendBatch(batch);
      const half = STORED_BATCHES / 2;
      const checkpoint = writer.positions[half - 1] ?? 0;
      const expectedCount = (STORED_BATCHES - half + LIVE_BATCHES) * BATCH;

      const controller = new AbortController();
      const giveUp = setTimeout(() => controller.abort(), 20_000);
      const received: RecordedEvent[] = [];
      let liveWrites: Promise<void> | undefined;
      for await (const event of store().subscribe(checkpoint, controller.signal)) {
        // Appends start with the first delivered event, while 600 stored events are still to come.
        liveWrites ??= (async () => {
          for (let batch = STORED_BATCHES; batch < STORED_BATCHES + LIVE_BATCHES; batch += 1) {
            await writer.appendBatch(batch);
            // The first batches go in back to back, during the catch-up; the rest arrive live.
            if (batch >= STORED_BATCHES + 5) await pause(10);
          }
        })();
        if (event.streamId.startsWith(prefix)) received.push(event);
        if (received.length === expectedCount) controller.abort();
      }
      clearTimeout(giveUp);
      await liveWrites;

      expect(received.map((event) => event.id)).toEqual(writer.ids.slice(half * BATCH));
      const positions = received.map((event) => event.position);
      expect(positions[0]).toBeGreaterThan(checkpoint);
      expect(positions.every((position, index) => index === 0 || position > (positions[index - 1] ?? 0))).toBe(true);
    });

    it('delivers a new event live and ends promptly when the signal aborts while it waits', async () => {
      const controller = new AbortController();
      const received: RecordedEvent[] = [];
      const head = await store().headPosition();
      const consuming = (async () => {
        for await (const event of store().subscribe(head, controller.signal)) received.push(event);
      })();
      await pause(300);
      const stream = uniqueStream('live');
      const event = anEvent();
      await store().append(stream, [event], 'no_stream');
      await eventually(() => received.some((candidate) => candidate.id === event.id));

      const abortedAt = Date.now();
      controller.abort();
      await consuming;
      expect(Date.now() - abortedAt).toBeLessThan(1000);
    });

    it('yields nothing for a signal already aborted', async () => {
      await store().append(uniqueStream(), [anEvent()], 'no_stream');
      const received: RecordedEvent[] = [];
      for await (const event of store().subscribe(0, AbortSignal.abort())) received.push(event);
      expect(received).toEqual([]);
    });
  });
}
