// The schema of each cash-day event's data, tied to its interface in cash-day.events.ts (they
// cannot drift): what the event store's decoder checks every stored cash-day event against.
import { z } from 'zod';
import { dataSchemaOf } from '../event-data-schema.js';
import { RECORDED_PAYMENT_METHODS } from '../rules/payment-methods.js';
import {
  CASH_DAY_ENTRY_KINDS,
  type CashDayClosed,
  type CashDayEntryAdded,
  type CashDayEventType,
  type CashDayReopened,
} from './cash-day.events.js';

const method = z.enum(RECORDED_PAYMENT_METHODS);
const tally = { count: z.number(), total: z.number() };

const totals = z.object({
  total: z.number(),
  paymentsCount: z.number(),
  voidsCount: z.number(),
  expectedCash: z.number(),
  byMethod: z.array(z.object({ method, ...tally })).readonly(),
  byStaff: z.array(z.object({ staffId: z.string(), ...tally })).readonly(),
});

export const CASH_DAY_EVENT_DATA_SCHEMAS = {
  CashDayEntryAdded: dataSchemaOf<CashDayEntryAdded['data']>()(
    z.object({
      day: z.string(),
      kind: z.enum(CASH_DAY_ENTRY_KINDS),
      memberId: z.string(),
      paymentId: z.string(),
      amount: z.number(),
      method,
      enteredAt: z.string(),
    }),
  ),
  CashDayClosed: dataSchemaOf<CashDayClosed['data']>()(
    z.object({
      day: z.string(),
      countedCash: z.number(),
      expectedCash: z.number(),
      difference: z.number(),
      totals,
    }),
  ),
  CashDayReopened: dataSchemaOf<CashDayReopened['data']>()(z.object({ day: z.string(), reason: z.string() })),
} satisfies Record<CashDayEventType, z.ZodType>;
