// The EventStoreDB adapter's conversions, checked without a server.
import {
  ANY,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  UnavailableError,
  UnknownError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { describe, expect, it } from '@jest/globals';
import { ConcurrencyError, EventStoreUnavailableError } from './event-store.port.js';
import {
  type EsdbRecordedEvent,
  isSystemEvent,
  readPositionAfter,
  toAppendError,
  toEsdbExpectedRevision,
  toRecordedEvent,
  withOriginalRecordedAt,
} from './eventstoredb-event-store.mapping.js';
import { categoryOf } from './eventstoredb-stream-index.js';

const recorded = (overrides: Partial<EsdbRecordedEvent> = {}): EsdbRecordedEvent => ({
  streamId: 'member-1',
  id: '0b6f7c8e-8f0a-4a39-9a47-1b1c2d3e4f50',
  revision: 2n,
  type: 'PaymentRecorded',
  created: new Date('2026-03-02T23:30:00.123Z'),
  data: { amount: 120000, plan: 'Mensualidad' },
  metadata: { staffId: 'staff-1' },
  position: { commit: 4096n, prepare: 4096n },
  ...overrides,
});

describe('EventStoreDB mapping', () => {
  it('converts expected revisions to the client constants and bigint revisions', () => {
    expect(toEsdbExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toEsdbExpectedRevision('stream_exists')).toBe(STREAM_EXISTS);
    expect(toEsdbExpectedRevision('any')).toBe(ANY);
    expect(toEsdbExpectedRevision(0)).toBe(0n);
    expect(toEsdbExpectedRevision(41)).toBe(41n);
  });

  it('reads from the start for position 0, else from the prepare position given', () => {
    expect(readPositionAfter(0)).toBe(START);
    expect(readPositionAfter(4096)).toEqual({ commit: 4096n, prepare: 4096n });
  });

  it('converts a recorded event, using its prepare position as the global position', () => {
    const event = recorded({ position: { commit: 9000n, prepare: 8800n } });
    expect(toRecordedEvent(event)).toEqual({
      streamId: 'member-1',
      revision: 2,
      position: 8800,
      id: event.id,
      type: 'PaymentRecorded',
      data: { amount: 120000, plan: 'Mensualidad' },
      metadata: { staffId: 'staff-1' },
      recordedAt: '2026-03-02T23:30:00.123Z',
    });
  });

  it('reads missing metadata as {}, JSON bytes as objects, and refuses non-object data', () => {
    const bytes = new Uint8Array(Buffer.from('{"ñ":"sí"}', 'utf8'));
    expect(toRecordedEvent(recorded({ metadata: undefined })).metadata).toEqual({});
    expect(toRecordedEvent(recorded({ data: bytes })).data).toEqual({ ñ: 'sí' });
    expect(() => toRecordedEvent(recorded({ data: [1, 2] }))).toThrow('not a JSON object');
    expect(() => toRecordedEvent(recorded({ position: undefined }))).toThrow('22.6');
  });

  it("reads an imported event's original instant from its metadata as recordedAt, leaving the rest", () => {
    const metadata = withOriginalRecordedAt({ staffId: 'staff-1' }, '2024-01-05T13:00:00.000Z');
    expect(metadata).toEqual({ staffId: 'staff-1', originalRecordedAt: '2024-01-05T13:00:00.000Z' });
    expect(withOriginalRecordedAt({ staffId: 'staff-1' }, undefined)).toEqual({ staffId: 'staff-1' });
    const imported = toRecordedEvent(recorded({ metadata }));
    expect(imported).toMatchObject({ metadata: { staffId: 'staff-1' }, recordedAt: '2024-01-05T13:00:00.000Z' });
  });

  it('tells system events apart from the gym events', () => {
    expect(isSystemEvent(recorded())).toBe(false);
    expect(isSystemEvent(recorded({ type: '$metadata', streamId: '$$member-1' }))).toBe(true);
    expect(isSystemEvent(recorded({ type: '$statistics-collected' }))).toBe(true);
    expect(isSystemEvent(recorded({ streamId: '$stats-127.0.0.1:2113' }))).toBe(true);
    // The adapter's stream index is its own bookkeeping, not a gym event.
    expect(isSystemEvent(recorded({ streamId: '_streams-staff-', type: 'StreamIndexed' }))).toBe(true);
  });

  it('names a category by the stream id up to its first dash', () => {
    expect(categoryOf('staff-0b6f7c8e')).toBe('staff-');
    expect(categoryOf('cash-day-2026-03-02')).toBe('cash-');
    expect(categoryOf('member-')).toBe('member-');
    expect(categoryOf('staff')).toBeUndefined();
    expect(categoryOf('')).toBeUndefined();
  });

  it('maps WrongExpectedVersionError to ConcurrencyError with the actual revision', () => {
    const existing = new WrongExpectedVersionError(undefined, {
      streamName: 'member-1',
      expected: NO_STREAM,
      current: 3n,
    });
    expect(toAppendError(existing, 'member-1', 'no_stream')).toEqual(new ConcurrencyError('member-1', 'no_stream', 3));
    const missing = new WrongExpectedVersionError(undefined, {
      streamName: 'member-2',
      expected: 0n,
      current: NO_STREAM,
    });
    expect(toAppendError(missing, 'member-2', 0)).toMatchObject({ expected: 0, actual: 'no_stream' });
  });

  it('maps an unreachable server to EventStoreUnavailableError and leaves other errors', () => {
    expect(toAppendError(new UnavailableError(undefined, 'connection refused'), 's', 'any')).toBeInstanceOf(
      EventStoreUnavailableError,
    );
    const refused = Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14, details: '' });
    expect(toAppendError(refused, 's', 'any')).toBeInstanceOf(EventStoreUnavailableError);
    const unknown = new UnknownError(undefined, 'bad id');
    expect(toAppendError(unknown, 's', 'any')).toBe(unknown);
  });
});
