// One event as a line of the JSON Lines export: writing it, and reading it back fully checked.
import { isGymEventType, isValidInstant, message, type MessageKey } from '@gym/domain';
import { isEventId } from '../../shared/event-store/append-batch.check.js';
import type { JsonObject, RecordedEvent } from '../../shared/event-store/event-store.port.js';

/** The fields of a line, in the order they are written. `instant` is the store's recordedAt. */
export interface EventLine {
  readonly stream: string;
  readonly revision: number;
  readonly id: string;
  readonly type: string;
  readonly data: JsonObject;
  readonly metadata: JsonObject;
  readonly instant: string;
}

export function toEventLine(event: RecordedEvent): string {
  const { streamId: stream, revision, id, type, data, metadata, recordedAt: instant } = event;
  return JSON.stringify({ stream, revision, id, type, data, metadata, instant });
}

/** A line that cannot be imported: its number and the Spanish reason; nothing was appended. */
export class ImportLineError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(message('CLI.IMPORT_LINE', { linea: line, motivo: reason }));
    this.name = 'ImportLineError';
  }
}

type Field = keyof EventLine;
type Check = (value: unknown) => boolean;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const FIELDS: ReadonlyArray<readonly [Field, Check, MessageKey]> = [
  ['stream', isText, 'CLI.IMPORT_EXPECT_TEXT'],
  ['revision', (value) => Number.isSafeInteger(value) && (value as number) >= 0, 'CLI.IMPORT_EXPECT_REVISION'],
  ['id', (value) => typeof value === 'string' && isEventId(value), 'CLI.IMPORT_EXPECT_UUID'],
  ['type', isText, 'CLI.IMPORT_EXPECT_TEXT'],
  ['data', isObject, 'CLI.IMPORT_EXPECT_OBJECT'],
  ['metadata', isObject, 'CLI.IMPORT_EXPECT_OBJECT'],
  ['instant', isValidInstant, 'CLI.IMPORT_EXPECT_INSTANT'],
];

/**
 * The event on line `line`, or an ImportLineError saying what is wrong with it: not JSON (a cut
 * file), a field missing or of the wrong kind, or an event type this app does not know. Ids come
 * back lower-cased and instants in `Date#toISOString()` form, as the stores keep them.
 */
export function parseEventLine(text: string, line: number): EventLine {
  const fail = (key: MessageKey, params?: Readonly<Record<string, string | number>>): never => {
    throw new ImportLineError(line, message(key, params));
  };
  if (text.trim() === '') fail('CLI.IMPORT_EMPTY_LINE');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('CLI.IMPORT_BAD_JSON');
  }
  if (!isObject(parsed)) return fail('CLI.IMPORT_NOT_OBJECT');
  for (const [field, check, expected] of FIELDS) {
    if (!check(parsed[field])) fail('CLI.IMPORT_BAD_FIELD', { campo: field, esperado: message(expected) });
  }
  const event = parsed as unknown as EventLine;
  if (!isGymEventType(event.type)) fail('CLI.IMPORT_UNKNOWN_TYPE', { tipo: event.type });
  const { stream, revision, id, type, data, metadata, instant } = event;
  return { stream, revision, id: id.toLowerCase(), type, data, metadata, instant: new Date(instant).toISOString() };
}
