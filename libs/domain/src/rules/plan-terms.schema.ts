// R38: the schema of a plan's terms, apart from the plan rules (plan-terms.ts) so that the rules every
// screen uses stay free of zod, and the browser loads zod only with the forms that validate.
import { z } from 'zod';

/**
 * R38: *por tiempo* (N days, or N calendar months clamped as R4) or *por visitas* (N visits, valid
 * D days from the first visit). Events that start a membership carry these, as they were then.
 */
export const planTermsSchema = z.union([
  z.object({ kind: z.literal('time'), days: z.number() }).strict(),
  z.object({ kind: z.literal('time'), months: z.number() }).strict(),
  z.object({ kind: z.literal('visits'), visits: z.number(), validDays: z.number() }).strict(),
]);
