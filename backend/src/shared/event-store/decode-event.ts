// The one door from the log to the domain: a stored event becomes a typed domain event only here,
// its members' personal fields already opened by the log the app reads through (issue 39:
// shared/personal-data/personal-data-event-store.ts, '[dato suprimido]' where a key is destroyed),
// once its type is known, an older shape is upcast to the current one (UPCASTERS, the one table),
// and its data has the shape of its schema in libs/domain. No reader casts a stored event.
//
// What a reader does with an event it cannot decode (an unknown type, or data of another shape):
// - Projections (the runner, through apply-batch.ts): a type no projection lists (a future or
//   foreign type) is skipped as before, its position still passed; a malformed event of a type a
//   projection handles stops that projection there (a failure in its status, retried with backoff),
//   never folded and never skipped, while the projections that do not handle the type go on.
// - The write side (the command runner, the staff directory) and the replays (an auditor's member
//   history and state at a point, a receipt, the prices the Firestore import reads): any event that
//   is not one of the stream's aggregate, malformed or of an unknown type, throws
//   UndecodableEventError. No decision or replay is made on a stream that cannot be read whole.
//
// Absent fields that are deliberately not upcast, because absence is still a current shape:
// - `cedula` of MemberRegistered and MemberImported: decide leaves it out when none was given and
//   the importer never has one; evolveMember reads it as null.
// - `reference` of a payment: there only when one was given.
// - `role` of StaffAccountCreated (accounts created before roles existed): what it reads as depends
//   on the account's place among the gym's accounts (`roleAsRead`, R25), which one event cannot know.
import {
  EVENT_TYPES,
  GYM_EVENT_DATA_SCHEMAS,
  isGymEventType,
  normaliseEmail,
  specPlanTerms,
  turnoIdOf,
  type GymEvent,
  type GymEventType,
  type RecordedPaymentMethod,
  type StoredEventMetadata,
} from '@gym/domain';
import type { JsonObject, RecordedEvent } from './event-store.port.js';

/** A stored event as projections read it: the domain event with where and when the log stored it. */
export type DecodedEvent<T extends GymEventType = GymEventType> = Extract<GymEvent, { type: T }> & {
  readonly streamId: string;
  readonly revision: number;
  readonly position: number;
  readonly id: string;
  /** Not checked: readers go through `eventOccurredAt` and `eventStaffId`, which allow any field missing. */
  readonly metadata: StoredEventMetadata;
  readonly recordedAt: string;
};

/** A stored event that cannot be read; the message names it and says why. */
export class UndecodableEventError extends Error {
  override name = 'UndecodableEventError';

  constructor(
    readonly event: Pick<RecordedEvent, 'streamId' | 'revision' | 'position' | 'id' | 'type'>,
    readonly problem: string,
  ) {
    super(
      `Stored event ${event.type} of stream ${event.streamId} at revision ${event.revision} ` +
        `(position ${event.position}, id ${event.id}) cannot be decoded: ${problem}`,
    );
  }
}

/** An older shape of one event type turned into the current one; `data` itself when already current. */
type Upcaster = (data: JsonObject) => JsonObject;

const UNSPECIFIED: RecordedPaymentMethod = 'unspecified';

/** Issue 10: a payment or renewal stored before methods existed says none: 'Sin especificar'. */
const withPaymentMethod: Upcaster = (data) => (data['method'] === undefined ? { ...data, method: UNSPECIFIED } : data);

/**
 * R30: a renewal stored before renewals could change the plan or follow the current period started
 * on its own day with the same plan, which is what these fields then say. Its meaning is unchanged.
 */
const withRenewalPeriod: Upcaster = (data) =>
  data['periodStartsOn'] !== undefined && data['previousPlan'] !== undefined
    ? data
    : {
        ...data,
        periodStartsOn: data['periodStartsOn'] ?? data['renewedOn'],
        previousPlan: data['previousPlan'] ?? data['plan'],
      };

/**
 * Issue 28: an account's e-mail is read in its one spelling (`normaliseEmail`: NFKC, trimmed, lower
 * case), so an account stored before that spelling existed (with upper case, or full-width letters)
 * still signs in, and is still the same e-mail for the rule of one active account per e-mail.
 */
const withNormalisedEmail: Upcaster = (data) => {
  const email = data['email'];
  if (typeof email !== 'string') return data;
  const normalised = normaliseEmail(email);
  return normalised === email ? data : { ...data, email: normalised };
};

/** R41: an entry stored before turnos is in its day's implicit first turno (`turnoIdOf(day, 1)`). */
const withTurno: Upcaster = (data) =>
  data['turnoId'] === undefined && typeof data['day'] === 'string'
    ? { ...data, turnoId: turnoIdOf(data['day'], 1) }
    : data;

/**
 * R38: an event that started a membership before plans were the gym's own carries only the plan's
 * code; its terms are the spec plan's (Quincena 15 days, Mensualidad 1 month, Tiquetera 15 visits
 * valid 60 days), which is what it meant. Its meaning is unchanged; every rule then reads the terms.
 */
const withPlanTerms: Upcaster = (data) => {
  if (data['planTerms'] !== undefined || typeof data['plan'] !== 'string') return data;
  const terms = specPlanTerms(data['plan']);
  return terms === null ? data : { ...data, planTerms: { ...terms } };
};

/** Every older shape the log may hold, by event type. A type without an entry has only ever had one. */
export const UPCASTERS: Readonly<Partial<Record<GymEventType, Upcaster>>> = {
  PaymentRecorded: withPaymentMethod,
  MembershipRenewed: (data) => withPlanTerms(withRenewalPeriod(withPaymentMethod(data))),
  MemberRegistered: withPlanTerms,
  MemberImported: withPlanTerms,
  MemberPlanChanged: withPlanTerms,
  StaffAccountCreated: withNormalisedEmail,
  CashDayEntryAdded: withTurno,
};

/** How events of one type are read: their data's check, and the upcaster of their older shapes. */
interface EventReader {
  readonly hasShape: (data: JsonObject) => boolean;
  readonly upcast: Upcaster | undefined;
}

/** One lookup per event (a rebuild decodes a million): the schema parse is compiled once per type by zod. */
const READERS: ReadonlyMap<string, EventReader> = new Map(
  EVENT_TYPES.map((type): [string, EventReader] => {
    const schema = GYM_EVENT_DATA_SCHEMAS[type];
    return [type, { hasShape: (data) => schema.safeParse(data).success, upcast: UPCASTERS[type] }];
  }),
);

/**
 * The stored event in its current shape: `recorded` itself when no upcaster changed it (a rebuild
 * decodes a million events: no copy for those that need none).
 */
function upcast(recorded: RecordedEvent, reader: EventReader): RecordedEvent {
  if (reader.upcast === undefined) return recorded;
  const data = reader.upcast(recorded.data);
  return data === recorded.data ? recorded : { ...recorded, data };
}

/**
 * Whether the event's data has the shape its type's reader checks: the one place a stored event
 * is taken for a domain event. The parse's output is not used: the stored data is kept as it is (a
 * field this version does not know stays for the next one), and checking allocates less than copying.
 */
function isGymEvent<E extends { readonly type: string; readonly data: JsonObject }>(
  event: E,
  reader: EventReader,
): event is E & GymEvent {
  return reader.hasShape(event.data);
}

function problemWith(event: RecordedEvent): string {
  if (!isGymEventType(event.type)) return `unknown event type ${JSON.stringify(event.type)}`;
  const parsed = GYM_EVENT_DATA_SCHEMAS[event.type].safeParse(event.data);
  return parsed.success ? 'no problem found' : issuesText(parsed.error.issues);
}

function issuesText(issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[]): string {
  return issues.map((issue) => `${['data', ...issue.path.map(String)].join('.')}: ${issue.message}`).join('; ');
}

/** The stored event decoded with its place in the log, or the error saying why it cannot be. */
export function tryDecodeRecordedEvent(recorded: RecordedEvent): DecodedEvent | UndecodableEventError {
  const reader = READERS.get(recorded.type);
  if (reader === undefined) return new UndecodableEventError(recorded, problemWith(recorded));
  const current = upcast(recorded, reader);
  return isGymEvent(current, reader) ? current : new UndecodableEventError(recorded, problemWith(current));
}

/** The stored event decoded with its place in the log; throws UndecodableEventError. */
export function decodeRecordedEvent(recorded: RecordedEvent): DecodedEvent {
  const decoded = tryDecodeRecordedEvent(recorded);
  if (decoded instanceof UndecodableEventError) throw decoded;
  return decoded;
}

/** The domain event a stored event holds, in its current shape; throws UndecodableEventError. */
export function decodeEvent(recorded: RecordedEvent): GymEvent {
  const reader = READERS.get(recorded.type);
  if (reader === undefined) throw new UndecodableEventError(recorded, problemWith(recorded));
  const current = upcast(recorded, reader);
  const event = { type: current.type, data: current.data };
  if (isGymEvent(event, reader)) return event;
  throw new UndecodableEventError(recorded, problemWith(current));
}

/**
 * The domain event a stored event of one aggregate's stream holds: one of `types` (the aggregate's
 * event types, e.g. MEMBER_EVENT_TYPES), else UndecodableEventError.
 */
export function decodeEventOf<E extends GymEvent>(recorded: RecordedEvent, types: readonly E['type'][]): E {
  const event = decodeEvent(recorded);
  if (isOneOf(event, types)) return event;
  throw new UndecodableEventError(recorded, `not an event this stream can hold (${types.join(', ')})`);
}

function isOneOf<E extends GymEvent>(event: GymEvent, types: readonly E['type'][]): event is E {
  return types.some((type) => type === event.type);
}
