// The products sold at the desk (R40): each product in its own stream `product-<id>`, so the stream's
// expected revision serialises two sales of its last unit. Each event is written once: the schema of
// its data, which the event store's decoder checks every stored product event against, and the type
// derived from it. Every change of stock carries the stock it leaves (`stockAfter`).
import { z } from 'zod';
import { eventTypesOf, type EventOf, type EventUnionOf } from '../event-types-of.js';

/** Every product event type with the schema of its data. A new event is one entry here. */
export const PRODUCT_EVENT_DATA_SCHEMAS = {
  /** R40: an Administrador added a product with its price, the units in stock and the low-stock threshold. */
  ProductCreated: z.object({
    productId: z.string(),
    name: z.string(),
    price: z.number(),
    stock: z.number(),
    lowStockThreshold: z.number(),
  }),
  /** R40: its name, price or threshold changed (each as it is now). */
  ProductEdited: z.object({
    productId: z.string(),
    name: z.string(),
    price: z.number(),
    lowStockThreshold: z.number(),
  }),
  /** R40: it is sold no more; its sales stay in every book. */
  ProductArchived: z.object({ productId: z.string(), name: z.string() }),
  /** R40: units arrived (a supplier's delivery), with a reason. */
  ProductStockReceived: z.object({
    productId: z.string(),
    /** The product's name then (Actividad del personal reads it). */
    name: z.string(),
    units: z.number(),
    reason: z.string(),
    stockAfter: z.number(),
  }),
  /** R40: the stock corrected by `units` (more or fewer: a count, a broken bottle), with a reason. */
  ProductStockAdjusted: z.object({
    productId: z.string(),
    name: z.string(),
    units: z.number(),
    reason: z.string(),
    stockAfter: z.number(),
  }),
  /** R40: units sold by a sale, in the same append as the sale. */
  ProductUnitsSold: z.object({
    productId: z.string(),
    saleId: z.string(),
    units: z.number(),
    stockAfter: z.number(),
  }),
  /** R40 + R29: a voided sale put its units back. */
  ProductUnitsReturned: z.object({
    productId: z.string(),
    saleId: z.string(),
    units: z.number(),
    stockAfter: z.number(),
  }),
} satisfies Readonly<Record<string, z.ZodObject>>;

export type ProductEventType = keyof typeof PRODUCT_EVENT_DATA_SCHEMAS;

type Schemas = typeof PRODUCT_EVENT_DATA_SCHEMAS;
type ProductEventOf<K extends ProductEventType> = EventOf<Schemas, K>;

export type ProductEvent = EventUnionOf<Schemas>;

/** In the map's order. */
export const PRODUCT_EVENT_TYPES = eventTypesOf(PRODUCT_EVENT_DATA_SCHEMAS);

// The names the rest of the app uses; a new event needs none.
export type ProductCreated = ProductEventOf<'ProductCreated'>;
export type ProductUnitsSold = ProductEventOf<'ProductUnitsSold'>;
export type ProductUnitsReturned = ProductEventOf<'ProductUnitsReturned'>;

export const PRODUCT_STREAM_PREFIX = 'product-';
export const productStreamId = (productId: string): string => `${PRODUCT_STREAM_PREFIX}${productId}`;
