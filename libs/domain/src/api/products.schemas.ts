// The HTTP answers of the products sold at the desk and their sales (R40): the products list with its
// stock, the answers to a command, a sale's receipt. The bodies sit beside their commands
// (products/product.*.ts, sales/sale.*.ts).
import { z } from 'zod';
import { recordedPaymentMethodSchema, voidSchema } from './report.schemas.js';
import { gymDetailsSchema } from './settings.schemas.js';
import { type ApiShape, commandResponseSchema, count, instant, isoDate, pesos, uuid } from './schema-primitives.js';

export const PRODUCT_FILTERS = ['active', 'all'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];

export const productViewSchema = z
  .object({
    productId: uuid,
    name: z.string(),
    price: pesos,
    stock: count.describe('Unidades en existencia (nunca menos de 0)'),
    lowStockThreshold: count,
    active: z.boolean().describe('false: archivado, ya no se vende'),
    lowStock: z.boolean().describe('Activo y con existencias en el mínimo o por debajo (R40)'),
  })
  .meta({ id: 'Product' });

export const productListSchema = z.object({ items: z.array(productViewSchema) }).meta({ id: 'ProductList' });

export const createProductResponseSchema = commandResponseSchema
  .extend({ productId: uuid })
  .meta({ id: 'CreateProductResponse' });

export const changeStockResponseSchema = commandResponseSchema
  .extend({ stock: count.describe('Las existencias que deja') })
  .meta({ id: 'ChangeStockResponse' });

export const recordSaleResponseSchema = commandResponseSchema
  .extend({ saleId: uuid, total: pesos })
  .meta({ id: 'RecordSaleResponse' });

export const saleReceiptLineSchema = z
  .object({ productId: uuid, name: z.string(), unitPrice: pesos, quantity: count, amount: pesos })
  .meta({ id: 'SaleLine' });

/** R40: a sale's numbered receipt, from the same numbering as payments. */
export const saleReceiptSchema = z
  .object({
    saleId: uuid,
    receiptNumber: z.string().meta({ example: 'R-000124' }),
    soldOn: isoDate,
    recordedAt: instant,
    lines: z.array(saleReceiptLineSchema),
    total: pesos,
    totalInWords: z.string(),
    method: recordedPaymentMethodSchema,
    reference: z.string().nullable(),
    memberId: uuid.nullable(),
    memberName: z.string().nullable(),
    staffName: z.string(),
    voided: voidSchema.nullable().describe("R29: la anulación ('ANULADA'); null si sigue en pie"),
    gym: gymDetailsSchema,
  })
  .meta({ id: 'SaleReceipt' });

export type ProductView = ApiShape<typeof productViewSchema>;
export type ProductList = ApiShape<typeof productListSchema>;
export type SaleReceiptView = ApiShape<typeof saleReceiptSchema>;
export type RecordSaleResponse = ApiShape<typeof recordSaleResponseSchema>;
