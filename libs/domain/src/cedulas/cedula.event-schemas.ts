// The schema of each cédula event's data, tied to its interface in cedula.events.ts (they cannot
// drift): what the event store's decoder checks every stored cédula event against.
import { z } from 'zod';
import { dataSchemaOf } from '../event-data-schema.js';
import type { CedulaClaimed, CedulaEventType, CedulaReleased } from './cedula.events.js';

export const CEDULA_EVENT_DATA_SCHEMAS = {
  CedulaClaimed: dataSchemaOf<CedulaClaimed['data']>()(
    z.object({
      cedula: z.string(),
      memberId: z.string(),
      memberName: z.string(),
      claimedAt: z.string(),
      previousMemberId: z.string().nullable(),
    }),
  ),
  CedulaReleased: dataSchemaOf<CedulaReleased['data']>()(z.object({ cedula: z.string(), memberId: z.string() })),
} satisfies Record<CedulaEventType, z.ZodType>;
