// The cash book of one gym-local day, in its own stream `cash-day-YYYY-MM-DD` (R32). Every money
// event dated that day (a payment, a renewal, a void) adds an entry to it in the same append as
// the member's event; a closing and a reopening are its other facts. The stream's expected
// revision is what makes "no money on a closed day" hold: see backend/src/money/cash-days/cash-day-ledger.ts.
// Each event is written once: the schema of its data, which the event store's decoder checks every
// stored cash-day event against, and the type derived from it.
import { z } from 'zod';
import { eventTypesOf, type EventOf, type EventUnionOf } from '../event-types-of.js';
import type { DeepReadonly } from '../api/schema-primitives.js';
import { RECORDED_PAYMENT_METHODS } from '../rules/payment-methods.js';

export const CASH_DAY_ENTRY_KINDS = ['payment', 'void'] as const;
export type CashDayEntryKind = (typeof CASH_DAY_ENTRY_KINDS)[number];

const method = z.enum(RECORDED_PAYMENT_METHODS);

const methodTotal = z.object({
  method,
  /** Payments taken with this method (voids are not counted, only subtracted). */
  count: z.number(),
  /** Payments less voids, in pesos. */
  total: z.number(),
});
export type CashMethodTotal = DeepReadonly<z.output<typeof methodTotal>>;

const staffTotal = z.object({
  /** The account that took the payments, or made the refunds (R23, R42). */
  staffId: z.string(),
  count: z.number(),
  /** Payments less the voids of them (R42) and less the refunds made. */
  total: z.number(),
  /** R42: voids of earlier days' payments made by this account ('Devoluciones'); absent before R42. */
  refunds: z.number().optional(),
});
export type CashStaffTotal = DeepReadonly<z.output<typeof staffTotal>>;

/** A day's money as the cierre adds it up: payments less the voids made that day (R29, R32). */
const totals = z.object({
  total: z.number(),
  paymentsCount: z.number(),
  voidsCount: z.number(),
  /** Cash payments less cash voids: what the drawer should hold. */
  expectedCash: z.number(),
  byMethod: z.array(methodTotal).readonly(),
  byStaff: z.array(staffTotal).readonly(),
});
export type CashDayTotals = DeepReadonly<z.output<typeof totals>>;

/** Every cash-day event type with the schema of its data. A new event is one entry here. */
export const CASH_DAY_EVENT_DATA_SCHEMAS = {
  /** Money in (a payment or a renewal) or back out (a void, R29) on the day. */
  CashDayEntryAdded: z.object({
    day: z.string(),
    kind: z.enum(CASH_DAY_ENTRY_KINDS),
    memberId: z.string(),
    paymentId: z.string(),
    amount: z.number(),
    method,
    /** ISO instant it was decided: an entry whose member event never followed lapses (EventStoreDB). */
    enteredAt: z.string(),
    /**
     * R41: the turno the money went into. Entries stored before turnos have none: the decoder's
     * upcaster puts them in the day's implicit first turno (`turnoIdOf(day, 1)`).
     */
    turnoId: z.string().optional(),
  }),
  /** R41: a turno of the till opened with the cash in the drawer (its base); `automatic` when the first money opened it. */
  TurnoOpened: z.object({
    day: z.string(),
    turnoId: z.string(),
    base: z.number(),
    openedBy: z.string(),
    openedAt: z.string(),
    automatic: z.boolean(),
  }),
  /** R41: cash taken out of the open turno's drawer (a supplier paid, cash to the bank), with a reason. */
  CashWithdrawn: z.object({
    day: z.string(),
    turnoId: z.string(),
    amount: z.number(),
    reason: z.string(),
    by: z.string(),
  }),
  /** R41: a turno closed with the cash counted; its books as they stood (base + cash in − out − withdrawals). */
  TurnoClosed: z.object({
    day: z.string(),
    turnoId: z.string(),
    base: z.number(),
    withdrawals: z.number(),
    countedCash: z.number(),
    expectedCash: z.number(),
    /** Counted − expected: above 0 'Sobrante', below 0 'Faltante'. */
    difference: z.number(),
    totals,
    closedBy: z.string(),
  }),
  /** R32: a staff member closed the day with the cash counted in the drawer; the day's books as they stood. */
  CashDayClosed: z.object({
    day: z.string(),
    countedCash: z.number(),
    expectedCash: z.number(),
    /** Counted − expected: above 0 'Sobrante', below 0 'Faltante'. */
    difference: z.number(),
    totals,
    /** R41: the turno this closing closed first (absent when every turno was already closed, and before turnos). */
    turnoId: z.string().optional(),
  }),
  /** R32: an Administrador reopened a closed day, saying why; the closing stays in the history. */
  CashDayReopened: z.object({ day: z.string(), reason: z.string() }),
} satisfies Readonly<Record<string, z.ZodObject>>;

export type CashDayEventType = keyof typeof CASH_DAY_EVENT_DATA_SCHEMAS;

type Schemas = typeof CASH_DAY_EVENT_DATA_SCHEMAS;
type CashDayEventOf<K extends CashDayEventType> = EventOf<Schemas, K>;

export type CashDayEvent = EventUnionOf<Schemas>;

/** In the map's order. */
export const CASH_DAY_EVENT_TYPES = eventTypesOf(CASH_DAY_EVENT_DATA_SCHEMAS);

// The names the rest of the app uses; a new event needs none.
export type CashDayEntryAdded = CashDayEventOf<'CashDayEntryAdded'>;
export type CashDayClosed = CashDayEventOf<'CashDayClosed'>;
export type CashDayReopened = CashDayEventOf<'CashDayReopened'>;
export type TurnoOpened = CashDayEventOf<'TurnoOpened'>;
export type CashWithdrawn = CashDayEventOf<'CashWithdrawn'>;
export type TurnoClosed = CashDayEventOf<'TurnoClosed'>;

/**
 * R41: the n-th turno of a day (1, 2, …): `YYYY-MM-DD-n`. Deterministic, so a decision made again
 * names the same turno, and entries stored before turnos belong to `turnoIdOf(day, 1)`.
 */
export const turnoIdOf = (day: string, n: number): string => `${day}-${n}`;

/** The day a turno id names (its first ten characters). */
export const dayOfTurnoId = (turnoId: string): string => turnoId.slice(0, 10);

/** How the read model and the entries name one movement: `payment:<id>` or `void:<id>`. */
export function entryKey(entry: Pick<CashDayEntryAdded['data'], 'kind' | 'paymentId'>): string {
  return `${entry.kind}:${entry.paymentId}`;
}

export const CASH_DAY_STREAM_PREFIX = 'cash-day-';
export const cashDayStreamId = (day: string): string => `${CASH_DAY_STREAM_PREFIX}${day}`;
