// The facts of a member's life (the `member-<uuid>` stream). Each is declared once, in the file of its
// topic (member-profile.events.ts, membership.events.ts, member-records.events.ts, member-authorization.events.ts): the schema of its
// data and the line an auditor reads for it. Here they join: a new event is one entry in its topic.
import { eventTypesOf, type EventOf, type EventUnionOf } from '../event-types-of.js';
import { MEMBER_AUTHORIZATION_EVENTS } from './member-authorization.events.js';
import { MEMBER_CARD_EVENTS } from './member-card.events.js';
import { MEMBER_PHOTO_EVENTS } from './member-photo.events.js';
import { MEMBER_PROFILE_EVENTS } from './member-profile.events.js';
import { MEMBER_RECORD_EVENTS } from './member-records.events.js';
import { MEMBER_RIGHTS_EVENTS } from './member-rights.events.js';
import { MEMBERSHIP_EVENTS } from './membership.events.js';

/** Every member event type with its entry: the schema of its data and its line in 'Historial'. */
export const MEMBER_EVENT_ENTRIES = {
  ...MEMBER_PROFILE_EVENTS,
  ...MEMBERSHIP_EVENTS,
  ...MEMBER_RECORD_EVENTS,
  ...MEMBER_AUTHORIZATION_EVENTS,
  ...MEMBER_CARD_EVENTS,
  ...MEMBER_PHOTO_EVENTS,
  ...MEMBER_RIGHTS_EVENTS,
};

export type MemberEventType = keyof typeof MEMBER_EVENT_ENTRIES;

type MemberEventDataSchemas = { readonly [K in MemberEventType]: (typeof MEMBER_EVENT_ENTRIES)[K]['schema'] };

/**
 * Every member event type with the schema of its data, which the event store's decoder checks every
 * stored member event against (GYM_EVENT_DATA_SCHEMAS): plain zod schemas, the lines left out. The
 * cast is sound: each type keeps its own entry's schema, `Object.fromEntries` only says a record.
 */
export const MEMBER_EVENT_DATA_SCHEMAS = Object.fromEntries(
  Object.entries(MEMBER_EVENT_ENTRIES).map(([type, { schema }]) => [type, schema]),
) as MemberEventDataSchemas;

export type MemberEventOf<K extends MemberEventType> = EventOf<MemberEventDataSchemas, K>;

export type MemberEvent = EventUnionOf<MemberEventDataSchemas>;

/** By topic, in each topic's order. */
export const MEMBER_EVENT_TYPES = eventTypesOf(MEMBER_EVENT_DATA_SCHEMAS);

// The names the rest of the app uses, declared where their schemas are: a new event needs no line here.
export type * from './member-profile.events.js';
export type * from './membership.events.js';
export type * from './member-records.events.js';
export type * from './member-authorization.events.js';
export type * from './member-card.events.js';
export type * from './member-photo.events.js';
export type * from './member-rights.events.js';
export type { FirestoreSource, ImportSource, MemberDetails, SpreadsheetSource } from './member-event-fields.js';

export const memberStreamId = (memberId: string): string => `member-${memberId}`;
