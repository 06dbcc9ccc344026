// A sale at the desk (R40): each in its own stream `sale-<id>`, recorded with the units it took from
// each product's stream and its cash-day entry in the same append, and voided there once (R29). Each
// event carries what was decided: the products' names and prices as sold, the total, the day.
import { z } from 'zod';
import { eventTypesOf, type EventOf, type EventUnionOf } from '../event-types-of.js';
import { RECORDED_PAYMENT_METHODS } from '../rules/payment-methods.js';

const line = z.object({
  productId: z.string(),
  /** The product's name when sold (the receipt prints it as it was). */
  name: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  /** unitPrice × quantity. */
  amount: z.number(),
});

/** Every sale event type with the schema of its data. A new event is one entry here. */
export const SALE_EVENT_DATA_SCHEMAS = {
  /** R40: products sold for money, dated the day they were sold; optionally to a member. */
  SaleRecorded: z.object({
    saleId: z.string(),
    soldOn: z.string(),
    lines: z.array(line).readonly(),
    /** The sum of the lines, in pesos. */
    total: z.number(),
    method: z.enum(RECORDED_PAYMENT_METHODS),
    reference: z.string().optional(),
    memberId: z.string().optional(),
  }),
  /** R40 + R29: the sale voided with a reason, on the day of the void; its units went back. */
  SaleVoided: z.object({
    saleId: z.string(),
    soldOn: z.string(),
    voidedOn: z.string(),
    total: z.number(),
    method: z.enum(RECORDED_PAYMENT_METHODS),
    reason: z.string(),
    memberId: z.string().optional(),
    /** The units that went back to each product. */
    lines: z.array(z.object({ productId: z.string(), quantity: z.number() })).readonly(),
  }),
} satisfies Readonly<Record<string, z.ZodObject>>;

export type SaleEventType = keyof typeof SALE_EVENT_DATA_SCHEMAS;

type Schemas = typeof SALE_EVENT_DATA_SCHEMAS;
type SaleEventOf<K extends SaleEventType> = EventOf<Schemas, K>;

export type SaleEvent = EventUnionOf<Schemas>;

/** In the map's order. */
export const SALE_EVENT_TYPES = eventTypesOf(SALE_EVENT_DATA_SCHEMAS);

export type SaleRecorded = SaleEventOf<'SaleRecorded'>;
export type SaleVoided = SaleEventOf<'SaleVoided'>;
export type SaleLine = SaleRecorded['data']['lines'][number];

export const SALE_STREAM_PREFIX = 'sale-';
export const saleStreamId = (saleId: string): string => `${SALE_STREAM_PREFIX}${saleId}`;
