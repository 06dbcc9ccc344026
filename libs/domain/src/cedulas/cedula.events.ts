// The reservation of one cédula, in its own stream `cedula-<fingerprint>`: who holds it. Claiming it
// appends with the stream's expected revision, so two members can never both win it, even when
// registered at the same instant by two app processes. Each event is written once: the schema of its
// data, which the event store's decoder checks every stored cédula event against, and its type from it.
import { z } from 'zod';
import { eventTypesOf, type EventOf, type EventUnionOf } from '../event-types-of.js';

/** Every cédula event type with the schema of its data. A new event is one entry here. */
export const CEDULA_EVENT_DATA_SCHEMAS = {
  CedulaClaimed: z.object({
    cedula: z.string(),
    memberId: z.string(),
    /** The member's name when claiming: the refusal names them while their registration is under way. */
    memberName: z.string(),
    /** ISO instant of the claim: a claim whose member never got registered lapses after a lease. */
    claimedAt: z.string(),
    /** Who held it before: a member deleted or with another cédula now, or a lapsed claim. */
    previousMemberId: z.string().nullable(),
  }),
  CedulaReleased: z.object({ cedula: z.string(), memberId: z.string() }),
} satisfies Readonly<Record<string, z.ZodObject>>;

export type CedulaEventType = keyof typeof CEDULA_EVENT_DATA_SCHEMAS;

type Schemas = typeof CEDULA_EVENT_DATA_SCHEMAS;
type CedulaEventOf<K extends CedulaEventType> = EventOf<Schemas, K>;

export type CedulaEvent = EventUnionOf<Schemas>;

/** In the map's order. */
export const CEDULA_EVENT_TYPES = eventTypesOf(CEDULA_EVENT_DATA_SCHEMAS);

// The names the rest of the app uses; a new event needs none.
export type CedulaClaimed = CedulaEventOf<'CedulaClaimed'>;
export type CedulaReleased = CedulaEventOf<'CedulaReleased'>;

/**
 * The claim's stream, named by the cédula's fingerprint (a keyed hash, issue 39: never the cédula in
 * clear); logs from before it hold `cedula-<digits>` streams, migrated at start (cedula-claims-migration.ts).
 */
export const cedulaStreamId = (fingerprint: string): string => `cedula-${fingerprint}`;
export const CEDULA_STREAM_PREFIX = 'cedula-';
