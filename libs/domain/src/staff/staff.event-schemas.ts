// The schema of each staff event's data, tied to its interface in staff.events.ts (they cannot
// drift): what the event store's decoder checks every stored staff event against.
import { z } from 'zod';
import { dataSchemaOf } from '../event-data-schema.js';
import { STAFF_ROLES } from './staff-roles.js';
import type {
  StaffAccountCreated,
  StaffAccountDisabled,
  StaffAccountEnabled,
  StaffDisplayNameChanged,
  StaffEventType,
  StaffPasswordChanged,
  StaffRoleChanged,
  StaffSessionEnded,
  StaffSessionsEnded,
  StaffSignedIn,
} from './staff.events.js';

const role = z.enum(STAFF_ROLES);
const staffOnly = z.object({ staffId: z.string() });

export const STAFF_EVENT_DATA_SCHEMAS = {
  StaffAccountCreated: dataSchemaOf<StaffAccountCreated['data']>()(
    z.object({
      staffId: z.string(),
      email: z.string(),
      displayName: z.string(),
      passwordHash: z.string(),
      // Absent on accounts created before roles existed: not upcast, because what it reads as
      // depends on the account's place among the others (`roleAsRead`, R25).
      role: role.optional(),
    }),
  ),
  StaffPasswordChanged: dataSchemaOf<StaffPasswordChanged['data']>()(
    z.object({ staffId: z.string(), passwordHash: z.string() }),
  ),
  StaffAccountDisabled: dataSchemaOf<StaffAccountDisabled['data']>()(staffOnly),
  StaffAccountEnabled: dataSchemaOf<StaffAccountEnabled['data']>()(staffOnly),
  StaffRoleChanged: dataSchemaOf<StaffRoleChanged['data']>()(
    z.object({ staffId: z.string(), role, previousRole: role }),
  ),
  StaffDisplayNameChanged: dataSchemaOf<StaffDisplayNameChanged['data']>()(
    z.object({ staffId: z.string(), displayName: z.string(), previousDisplayName: z.string() }),
  ),
  StaffSignedIn: dataSchemaOf<StaffSignedIn['data']>()(staffOnly),
  StaffSessionEnded: dataSchemaOf<StaffSessionEnded['data']>()(
    z.object({ staffId: z.string(), sessionId: z.string(), expiresAt: z.string() }),
  ),
  StaffSessionsEnded: dataSchemaOf<StaffSessionsEnded['data']>()(staffOnly),
} satisfies Record<StaffEventType, z.ZodType>;
