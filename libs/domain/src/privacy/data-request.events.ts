// The register of the members' data requests (R49, Ley 1581 de 2012 arts. 14–15): each consulta or
// reclamo in its own stream `data-request-<id>`, received and then answered. Each event is written
// once: the schema of its data, which the event store's decoder checks every stored event against,
// and the type derived from it.
import { z } from 'zod';
import { eventTypesOf, type EventOf, type EventUnionOf } from '../event-types-of.js';

/** R49: a consulta (what the gym holds) is due in 10 business days, a reclamo (a correction, a complaint) in 15. */
export const DATA_REQUEST_KINDS = ['consulta', 'reclamo'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** Every data-request event type with the schema of its data. A new event is one entry here. */
export const DATA_REQUEST_EVENT_DATA_SCHEMAS = {
  /** R49: a consulta or a reclamo was received; its deadline is decided now and kept. */
  DataRequestReceived: z.object({
    requestId: z.string(),
    /** The member it is about, when the person is one (found by the desk); absent otherwise. */
    memberId: z.string().optional(),
    /** The member's name when it was received, or the name the person gave. */
    memberName: z.string(),
    /** The cédula the person gave, as digits; absent when none was given. */
    cedula: z.string().optional(),
    kind: z.enum(DATA_REQUEST_KINDS),
    /** YYYY-MM-DD: the day the gym received it (today or earlier). */
    receivedOn: z.string(),
    /** What was asked, 5–2000 characters. */
    request: z.string(),
    /** YYYY-MM-DD: 10 (consulta) or 15 (reclamo) business days after `receivedOn`. */
    dueOn: z.string(),
    /** The staff account that recorded it. */
    recordedBy: z.string(),
  }),
  /** R49: the request was answered; the member and kind again, so a projection needs no other event. */
  DataRequestAnswered: z.object({
    requestId: z.string(),
    answer: z.string(),
    /** YYYY-MM-DD: on or after the day received, and not after today. */
    answeredOn: z.string(),
    answeredBy: z.string(),
    memberId: z.string().optional(),
    kind: z.enum(DATA_REQUEST_KINDS),
  }),
} satisfies Readonly<Record<string, z.ZodObject>>;

export type DataRequestEventType = keyof typeof DATA_REQUEST_EVENT_DATA_SCHEMAS;

type Schemas = typeof DATA_REQUEST_EVENT_DATA_SCHEMAS;
type DataRequestEventOf<K extends DataRequestEventType> = EventOf<Schemas, K>;

export type DataRequestEvent = EventUnionOf<Schemas>;

/** In the map's order. */
export const DATA_REQUEST_EVENT_TYPES = eventTypesOf(DATA_REQUEST_EVENT_DATA_SCHEMAS);

// The names the rest of the app uses; a new event needs none.
export type DataRequestReceived = DataRequestEventOf<'DataRequestReceived'>;
export type DataRequestAnswered = DataRequestEventOf<'DataRequestAnswered'>;

export const DATA_REQUEST_STREAM_PREFIX = 'data-request-';
export const dataRequestStreamId = (requestId: string): string => `${DATA_REQUEST_STREAM_PREFIX}${requestId}`;
