// The one sanctioned rewrite of the log (issue 39): `npm run events -- protect` copies a log whose
// members' personal data was stored in clear into the protected form, and records that it did, in
// the stream `log-protection`, as the protected log's last event. It carries no personal data.
import { z } from 'zod';
import { eventTypesOf, type EventOf, type EventUnionOf } from '../event-types-of.js';

export const LOG_PROTECTION_EVENT_DATA_SCHEMAS = {
  EventLogProtected: z.object({
    /** Events whose personal fields were sealed under their member's key. */
    sealedEvents: z.number(),
    /** Cédula claims moved from the cédula in clear to its fingerprint's stream, and those dropped (already migrated). */
    movedClaims: z.number(),
    droppedClaims: z.number(),
    /** Events copied in all, and the log's head position when the copy was taken. */
    copiedEvents: z.number(),
    head: z.number(),
    /** The copy of the log as it was, taken first (`npm run backup`). */
    backupFile: z.string(),
    /** Every projection's documents, before and after: identical, or nothing was changed. */
    projectionsIdentical: z.literal(true),
  }),
} satisfies Readonly<Record<string, z.ZodObject>>;

type Schemas = typeof LOG_PROTECTION_EVENT_DATA_SCHEMAS;
export type LogProtectionEvent = EventUnionOf<Schemas>;
export type EventLogProtected = EventOf<Schemas, 'EventLogProtected'>;
export const LOG_PROTECTION_EVENT_TYPES = eventTypesOf(LOG_PROTECTION_EVENT_DATA_SCHEMAS);
export const LOG_PROTECTION_STREAM_ID = 'log-protection';
