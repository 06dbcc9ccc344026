// The facts of a staff account (the `staff-<uuid>` stream), each written once: the schema of its data,
// which the event store's decoder checks every stored staff event against, and the type derived from it.
import { z } from 'zod';
import { eventTypesOf, type EventOf, type EventUnionOf } from '../event-types-of.js';
import { STAFF_ROLES } from './staff-roles.js';

const role = z.enum(STAFF_ROLES);
const staffOnly = z.object({ staffId: z.string() });

/** Every staff event type with the schema of its data. A new event is one entry here. */
export const STAFF_EVENT_DATA_SCHEMAS = {
  StaffAccountCreated: z.object({
    staffId: z.string(),
    email: z.string(),
    displayName: z.string(),
    /** scrypt hash in the form `scrypt$N$r$p$salt$hash` (never the password). */
    passwordHash: z.string(),
    // Absent on accounts created before roles existed: not upcast, because what it reads as
    // depends on the account's place among the others (`roleAsRead`, R25).
    role: role.optional(),
  }),
  StaffPasswordChanged: z.object({ staffId: z.string(), passwordHash: z.string() }),
  StaffAccountDisabled: staffOnly,
  StaffAccountEnabled: staffOnly,
  StaffRoleChanged: z.object({ staffId: z.string(), role, previousRole: role }),
  /** The account's name as staff and receipts read it (issue 30: 'Mi cuenta'); histories follow it. */
  StaffDisplayNameChanged: z.object({ staffId: z.string(), displayName: z.string(), previousDisplayName: z.string() }),
  /** The account signed in (its instant is the event's `occurredAt`): the Personal screen's 'Último ingreso'. */
  StaffSignedIn: staffOnly,
  /**
   * 'Cerrar Sesión': one session (the token's `jti`) is refused from now on. `expiresAt` is when the
   * token would have expired anyway, after which the read model may forget it.
   */
  StaffSessionEnded: z.object({ staffId: z.string(), sessionId: z.string(), expiresAt: z.string() }),
  /** 'Cerrar todas mis sesiones': every session of the account issued before this event ends. */
  StaffSessionsEnded: staffOnly,
} satisfies Readonly<Record<string, z.ZodObject>>;

export type StaffEventType = keyof typeof STAFF_EVENT_DATA_SCHEMAS;

type Schemas = typeof STAFF_EVENT_DATA_SCHEMAS;
type StaffEventOf<K extends StaffEventType> = EventOf<Schemas, K>;

export type StaffEvent = EventUnionOf<Schemas>;

/** In the map's order. */
export const STAFF_EVENT_TYPES = eventTypesOf(STAFF_EVENT_DATA_SCHEMAS);

// The names the rest of the app uses; a new event needs none.
export type StaffAccountCreated = StaffEventOf<'StaffAccountCreated'>;
export type StaffPasswordChanged = StaffEventOf<'StaffPasswordChanged'>;
export type StaffAccountDisabled = StaffEventOf<'StaffAccountDisabled'>;
export type StaffAccountEnabled = StaffEventOf<'StaffAccountEnabled'>;
export type StaffRoleChanged = StaffEventOf<'StaffRoleChanged'>;
export type StaffDisplayNameChanged = StaffEventOf<'StaffDisplayNameChanged'>;
export type StaffSignedIn = StaffEventOf<'StaffSignedIn'>;
export type StaffSessionEnded = StaffEventOf<'StaffSessionEnded'>;
export type StaffSessionsEnded = StaffEventOf<'StaffSessionsEnded'>;

export const staffStreamId = (staffId: string): string => `staff-${staffId}`;
