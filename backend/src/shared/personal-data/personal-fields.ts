// Sealing and opening the personal fields of one event's data (issue 39), as the table in libs/domain
// lists them (PERSONAL_DATA_FIELDS): pure functions of the data and the member's key standing.
import { erasedValue, personalFieldsOf, type PersonalField } from '@gym/domain';
import type { JsonObject } from '../event-store/event-store.port.js';
import { EnvelopeError, isEnvelope, open, seal } from './envelope.js';
import type { KeyStanding } from './member-data-keys.port.js';

/** The member whose key protects this event's personal data; undefined when it carries none. */
export function protectedMemberOf(type: string, data: JsonObject): string | undefined {
  if (personalFieldsOf(type) === undefined) return undefined;
  const memberId = data['memberId'];
  return typeof memberId === 'string' && memberId !== '' ? memberId : undefined;
}

type Change = (value: unknown) => unknown;

/**
 * `data` with the value at each of `fields` changed by `change` (absent and null values left as
 * they are: there is nothing to protect); `data` itself when nothing changed. The data and each
 * object on a changed path are copied once, however many of their fields change (a rebuild reads
 * every registration's eight fields).
 */
function changeFields(
  data: JsonObject,
  fields: readonly PersonalField[],
  change: (field: PersonalField) => Change,
): JsonObject {
  let result: Record<string, unknown> | undefined;
  const copies = new Set<object>();
  for (const field of fields) {
    const current = valueAt(data, field.path);
    if (current === undefined || current === null) continue;
    const next = change(field)(current);
    if (next === current) continue;
    result ??= copied(data, copies);
    let holder = result;
    for (const key of field.path.slice(0, -1)) {
      const inner = holder[key];
      const innerCopy = copies.has(inner as object)
        ? (inner as Record<string, unknown>)
        : copied(inner as JsonObject, copies);
      holder[key] = innerCopy;
      holder = innerCopy;
    }
    const last = field.path.at(-1);
    if (last !== undefined) holder[last] = next;
  }
  return result ?? data;
}

function copied(object: JsonObject, copies: Set<object>): Record<string, unknown> {
  const copy = { ...object };
  copies.add(copy);
  return copy;
}

function valueAt(data: JsonObject, path: readonly string[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as JsonObject)[key];
  }
  return current;
}

/** The health fields of each event type (R47): sealed under the member's sensitive key. */
const SENSITIVE_FIELDS = new Map<string, readonly PersonalField[]>();

/** The event type's health fields; none for most (looked up once per type). */
export function sensitiveFieldsOf(type: string): readonly PersonalField[] {
  let fields = SENSITIVE_FIELDS.get(type);
  if (fields === undefined) {
    fields = (personalFieldsOf(type) ?? []).filter((field) => field.sensitive === true);
    SENSITIVE_FIELDS.set(type, fields);
  }
  return fields;
}

/** Whether the data holds a health field to seal (a value, not yet sealed): the sensitive key is then needed. */
export function hasClearSensitiveFields(type: string, data: JsonObject): boolean {
  return sensitiveFieldsOf(type).some((field) => {
    const value = valueAt(data, field.path);
    return value !== undefined && value !== null && !isEnvelope(value);
  });
}

/** The keys other than the member's that the data's sealed health fields name (a sensitive key's id). */
export function otherKeyIds(type: string, data: JsonObject, memberId: string, into: string[]): void {
  for (const field of sensitiveFieldsOf(type)) {
    const value = valueAt(data, field.path);
    if (isEnvelope(value) && value.kid !== memberId) into.push(value.kid);
  }
}

/**
 * The data as it is appended: each personal field sealed under the member's key, each health field
 * under the member's sensitive key (`sensitive`; the member's key when not given, as the log's
 * protection did before); erased already when its key is destroyed (nothing personal is ever written
 * for a suppressed member, nothing sensitive after a revocation). Fields already sealed stay as they
 * are. `data` itself for an event without personal data.
 */
export function sealPersonalFields(
  type: string,
  data: JsonObject,
  standing: KeyStanding | undefined,
  sensitive?: KeyStanding,
): JsonObject {
  const fields = personalFieldsOf(type);
  if (fields === undefined || standing === undefined) return data;
  return changeFields(data, fields, (field) => (value) => {
    if (isEnvelope(value)) return value;
    const key = field.sensitive === true && sensitive !== undefined && standing !== 'destroyed' ? sensitive : standing;
    return key === 'destroyed' ? erasedValue(field.kind) : seal(value, key.kid, key.key);
  });
}

/**
 * The data as readers see it: each sealed field opened with the member's key, or read as erased when
 * the key is destroyed (so are fields still in clear: a member suppressed before the log was
 * protected). A sealed field whose key is unknown, or that does not open (altered), is left sealed:
 * the event then fails its schema and is undecodable (decode-event.ts), never served as blank.
 */
export function openPersonalFields(
  type: string,
  data: JsonObject,
  standing: KeyStanding | undefined,
  /** The other keys an envelope may name (a member's sensitive keys), by id. */
  others?: ReadonlyMap<string, KeyStanding>,
): JsonObject {
  const fields = personalFieldsOf(type);
  if (fields === undefined) return data;
  return changeFields(data, fields, (field) => (value) => {
    if (standing === 'destroyed') return erasedValue(field.kind);
    if (!isEnvelope(value)) return value;
    // Each envelope opens with the key it names: a health field's is the sensitive key (R48 b).
    const key = standing !== undefined && value.kid === standing.kid ? standing : others?.get(value.kid);
    if (key === 'destroyed') return erasedValue(field.kind);
    if (key === undefined) return value;
    try {
      return open(value, key.key);
    } catch (error) {
      if (error instanceof EnvelopeError) return value;
      throw error;
    }
  });
}

/** Whether the value is what an erased field of this kind reads as (written so once its key was gone). */
function isErased(field: PersonalField, value: unknown): boolean {
  const erased = erasedValue(field.kind);
  if (typeof erased !== 'object' || erased === null) return value === erased;
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}

/**
 * Whether any personal field of the data is still in clear (what `npm run events -- protect` seals);
 * a field already erased ('[dato suprimido]', no measures) holds nothing to seal.
 */
export function hasClearPersonalFields(type: string, data: JsonObject): boolean {
  const fields = personalFieldsOf(type);
  if (fields === undefined || protectedMemberOf(type, data) === undefined) return false;
  return fields.some((field) => {
    const value = valueAt(data, field.path);
    return value !== undefined && value !== null && !isEnvelope(value) && !isErased(field, value);
  });
}

/**
 * R48 (c): the data as a rebuild reads it once its member's key is destroyed, every personal field
 * erased: what a projection writes in place of what it holds of a suppressed member, so the live read
 * store and a rebuild hold the same and neither holds the member's data.
 */
export function erasedPersonalFields(type: string, data: JsonObject): JsonObject {
  return openPersonalFields(type, data, 'destroyed');
}

/** R48 (b): the data with its health fields erased, as a rebuild reads it once the sensitive key is destroyed. */
export function erasedSensitiveFields(type: string, data: JsonObject): JsonObject {
  return changeFields(data, sensitiveFieldsOf(type), (field) => () => erasedValue(field.kind));
}
