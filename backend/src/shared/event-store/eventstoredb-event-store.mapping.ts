// Conversions between the port and @eventstore/db-client: revisions, positions, events, errors.
import {
  ANY,
  ErrorType,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  WrongExpectedVersionError,
  convertToCommandError,
  isCommandError,
  type AppendExpectedRevision,
  type Position,
  type ReadPosition,
} from '@eventstore/db-client';
import {
  ConcurrencyError,
  EventStoreUnavailableError,
  type ExpectedRevision,
  type GlobalPosition,
  type JsonObject,
  type RecordedEvent,
} from './event-store.port.js';
import { STREAM_INDEX_PREFIX } from './eventstoredb-stream-index.js';

/*
 * Global positions. $all is ordered by (commit, prepare) log positions. Since EventStoreDB 20 an
 * append writes one prepare record per event, each committed by itself, so an event's commit and
 * prepare positions are equal; in logs written by older versions the events of one multi-event
 * append share the commit position of a commit record written after them, and only the prepare
 * position tells them apart. Either way the prepare position grows along $all, so it is the
 * port's number. To continue after position P we read from { commit: P, prepare: P } (that
 * read includes the event at P, and for an old-style commit it returns the whole transaction)
 * and skip every event whose prepare position is <= P.
 */
export function readPositionAfter(after: GlobalPosition): ReadPosition {
  return after <= 0 ? START : { commit: BigInt(after), prepare: BigInt(after) };
}

export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return BigInt(expected);
  }
}

/** The fields we read from the client's recorded events (JSON or binary, from a stream or $all). */
export interface EsdbRecordedEvent {
  readonly streamId: string;
  readonly id: string;
  readonly revision: bigint;
  readonly type: string;
  readonly created: Date;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly position?: Position;
}

/**
 * System events ($metadata, $>, $statistics-collected, …) are EventStoreDB's, and the index streams
 * (`_streams-…`) the adapter's own bookkeeping: never the gym's, so no read of the log returns them.
 */
export function isSystemEvent(event: EsdbRecordedEvent): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$') || event.streamId.startsWith(STREAM_INDEX_PREFIX);
}

export function preparePosition(event: EsdbRecordedEvent): GlobalPosition {
  if (!event.position) {
    throw new Error(`EventStoreDB sent event ${event.id} without its position: the server must be 22.6 or later`);
  }
  return Number(event.position.prepare);
}

/**
 * The metadata key holding an imported event's original instant: EventStoreDB always sets
 * `created` itself. Not `$`-prefixed: EventStoreDB reserves those names.
 */
export const ORIGINAL_RECORDED_AT = 'originalRecordedAt';

/** The metadata to store for an event appended with its own recordedAt (an import). */
export function withOriginalRecordedAt(metadata: JsonObject, recordedAt: string | undefined): JsonObject {
  return recordedAt === undefined ? metadata : { ...metadata, [ORIGINAL_RECORDED_AT]: recordedAt };
}

export function toRecordedEvent(event: EsdbRecordedEvent): RecordedEvent {
  const stored = event.metadata === undefined ? {} : toJsonObject(event.metadata, event.id);
  const { [ORIGINAL_RECORDED_AT]: original, ...metadata } = stored;
  const kept = typeof original === 'string';
  return {
    streamId: event.streamId,
    revision: Number(event.revision),
    position: preparePosition(event),
    id: event.id,
    type: event.type,
    data: toJsonObject(event.data, event.id),
    metadata: kept ? metadata : stored,
    recordedAt: kept ? original : event.created.toISOString(),
  };
}

function toJsonObject(value: unknown, eventId: string): JsonObject {
  const parsed = value instanceof Uint8Array ? parseJsonBytes(value) : value;
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as JsonObject;
  throw new Error(`Event ${eventId} holds data or metadata that is not a JSON object`);
}

function parseJsonBytes(bytes: Uint8Array): unknown {
  return bytes.length === 0 ? {} : JSON.parse(Buffer.from(bytes).toString('utf8'));
}

const UNAVAILABLE: ReadonlySet<ErrorType> = new Set([
  ErrorType.UNAVAILABLE,
  ErrorType.DEADLINE_EXCEEDED,
  ErrorType.TIMEOUT,
  ErrorType.NOT_LEADER,
]);

/** The port's error for a failed append: a concurrency conflict, an unreachable server, or the original. */
export function toAppendError(thrown: unknown, streamId: string, expected: ExpectedRevision): unknown {
  // An unreachable server rejects the append with a raw gRPC error (code 14), not a CommandError.
  const error = thrown instanceof Error ? convertToCommandError(thrown) : thrown;
  if (error instanceof WrongExpectedVersionError) {
    const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
    return new ConcurrencyError(streamId, expected, actual);
  }
  if (error instanceof Error && isCommandError(error) && UNAVAILABLE.has(error.type)) {
    return new EventStoreUnavailableError(error);
  }
  return error;
}
