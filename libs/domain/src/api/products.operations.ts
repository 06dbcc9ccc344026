// The products sold at the desk and their sales (R40): the list with its stock, creating, editing and
// archiving a product, stock arrivals and adjustments; a sale, its void and its receipt.
import { z } from 'zod';
import { archiveProductRequest, editProductRequest } from '../products/product.edit.js';
import { createProductRequest } from '../products/product.create.js';
import { changeStockRequest } from '../products/product.stock.js';
import { recordSaleRequest } from '../sales/sale.record.js';
import { voidSaleRequest } from '../sales/sale.void.js';
import { defineOperation } from './api-operation.js';
import {
  changeStockResponseSchema,
  createProductResponseSchema,
  PRODUCT_FILTERS,
  productListSchema,
  recordSaleResponseSchema,
  saleReceiptSchema,
} from './products.schemas.js';
import { choiceParam, searchParam } from './query-params.js';
import { commandResponseSchema } from './schema-primitives.js';

const PRODUCT_ID = '5d2e3f4a-6b7c-4d8e-9f0a-1b2c3d4e5f60';
const SALE_ID = '6e3f4a5b-7c8d-4e9f-8a1b-2c3d4e5f6a71';
const position = { position: 1234 };

export const productOperations = {
  listProducts: defineOperation({
    operationId: 'listProducts',
    method: 'get',
    path: '/api/products',
    tag: 'productos',
    summary:
      'Los productos con su precio y existencias (R40), por nombre; con `search`, los que coinciden por palabras (R35)',
    description:
      "The products with their price and stock (R40), by name: active ones, or all (archived too). `search` keeps those whose name's words begin with every typed word, accents and case aside (R35).",
    access: 'staff',
    status: 200,
    query: z.object({ status: choiceParam(PRODUCT_FILTERS).default('active'), search: searchParam.optional() }),
    response: productListSchema,
    errors: [400],
    example: {
      query: { search: 'agua' },
      response: {
        items: [
          {
            productId: PRODUCT_ID,
            name: 'Agua 600 ml',
            price: 3000,
            stock: 5,
            lowStockThreshold: 6,
            active: true,
            lowStock: true,
          },
        ],
      },
    },
  }),
  createProduct: defineOperation({
    operationId: 'createProduct',
    method: 'post',
    path: '/api/products',
    tag: 'productos',
    summary: 'Crea un producto con su precio ($ 100 a $ 10.000.000), existencias y mínimo para el aviso (R40)',
    description:
      'Creates a product with its price (100 to 10,000,000 pesos), its units in stock and its low-stock threshold. Its name (2–60 characters) must differ from every other product’s, accents and case aside.',
    access: 'products.manage',
    status: 201,
    command: true,
    body: createProductRequest,
    response: createProductResponseSchema,
    errors: [400, 403, 409],
    example: {
      body: { name: 'Agua 600 ml', price: 3000, stock: 24, lowStockThreshold: 6 },
      response: { ...position, productId: PRODUCT_ID },
    },
  }),
  editProduct: defineOperation({
    operationId: 'editProduct',
    method: 'patch',
    path: '/api/products/{id}',
    tag: 'productos',
    summary:
      'Cambia el nombre, el precio o el mínimo de un producto activo (R40); las ventas hechas conservan su precio',
    description:
      'Changes the name, the price or the low-stock threshold of an active product; what is left out stays. Sales already made keep the price they were sold at.',
    access: 'products.manage',
    status: 200,
    command: true,
    body: editProductRequest,
    response: commandResponseSchema,
    errors: [400, 403, 404, 409, 422],
    example: { body: { price: 3500 }, response: position },
  }),
  archiveProduct: defineOperation({
    operationId: 'archiveProduct',
    method: 'post',
    path: '/api/products/{id}/archive',
    tag: 'productos',
    summary: 'Archiva un producto: ya no se vende; sus ventas siguen en los registros (R40)',
    description: 'Archives a product: it is sold no more and leaves the sale search; its sales stay in every book.',
    access: 'products.manage',
    status: 201,
    command: true,
    body: archiveProductRequest,
    response: commandResponseSchema,
    errors: [403, 404, 409],
    example: { body: {}, response: position },
  }),
  changeProductStock: defineOperation({
    operationId: 'changeProductStock',
    method: 'post',
    path: '/api/products/{id}/stock',
    tag: 'productos',
    summary:
      'Registra una entrada de mercancía (+n) o un ajuste (±n) con un motivo; las existencias nunca quedan por debajo de 0 (R40)',
    description:
      'Records a stock arrival (1 or more units) or an adjustment (more or fewer units, never 0), with a reason of 5–200 characters. Stock never goes below 0.',
    access: 'products.manage',
    status: 201,
    command: true,
    body: changeStockRequest,
    response: changeStockResponseSchema,
    errors: [400, 403, 404, 422],
    example: {
      body: { kind: 'arrival', units: 24, reason: 'Pedido del proveedor, factura 1182' },
      response: { ...position, stock: 29 },
    },
  }),
  recordSale: defineOperation({
    operationId: 'recordSale',
    method: 'post',
    path: '/api/sales',
    tag: 'productos',
    summary:
      "Vende productos en la recepción (R40): entra al turno abierto como un pago, con recibo; 'Solo quedan {n} unidades de {producto}.' si no alcanzan",
    description:
      "Sells products at the desk (R40), dated today: each line a product and whole units (1 or more). The money is a payment's: a receipt number from the same numbering, the open turno (one opens by itself with base 0 when none is, R41), the cierre's per-method and per-staff totals, the month's income as 'Ventas'. The units come off each product's stock in the same append; more than the stock is refused ('Solo quedan {n} unidades de {producto}.'), and so is an archived product. A closed day refuses it (R32).",
    access: 'staff',
    status: 201,
    command: true,
    body: recordSaleRequest,
    response: recordSaleResponseSchema,
    errors: [400, 404, 409, 422],
    example: {
      body: { lines: [{ productId: PRODUCT_ID, quantity: 2 }], method: 'cash' },
      response: { ...position, saleId: SALE_ID, total: 6000 },
    },
  }),
  voidSale: defineOperation({
    operationId: 'voidSale',
    method: 'post',
    path: '/api/sales/{id}/void',
    tag: 'productos',
    summary:
      'Anula una venta con un motivo (R29): sus unidades vuelven a las existencias y el dinero sale del turno de la anulación (R42)',
    description:
      'Voids a sale with a reason (R29): its units go back to their products and the money goes out on the day of the void; in the same turno it nets against who sold, in a later one it is a refund (R42). A sale is voided once.',
    access: 'sales.void',
    status: 201,
    command: true,
    body: voidSaleRequest,
    response: commandResponseSchema,
    errors: [400, 403, 404, 409, 422],
    example: { body: { reason: 'Se cobró dos veces' }, response: position },
  }),
  getSaleReceipt: defineOperation({
    operationId: 'getSaleReceipt',
    method: 'get',
    path: '/api/sales/{id}/receipt',
    tag: 'productos',
    summary: "El recibo numerado de una venta, con el total en letras ('Venta no encontrada.')",
    description: "The numbered receipt of a sale, from the payments' numbering, with the total in words.",
    access: 'staff',
    status: 200,
    response: saleReceiptSchema,
    errors: [404],
    example: {
      response: {
        saleId: SALE_ID,
        receiptNumber: 'R-000124',
        soldOn: '2026-03-02',
        recordedAt: '2026-03-02T15:30:00.000Z',
        lines: [{ productId: PRODUCT_ID, name: 'Agua 600 ml', unitPrice: 3000, quantity: 2, amount: 6000 }],
        total: 6000,
        totalInWords: 'seis mil pesos',
        method: 'cash',
        reference: null,
        memberId: null,
        memberName: null,
        staffName: 'Luisa',
        voided: null,
        gym: {
          name: 'Gimnasio Titanes',
          nit: '900.123.456-7',
          address: 'Calle 10 # 5-20, Medellín',
          phone: '6045551234',
          receiptFooter: 'Gracias por entrenar con nosotros',
          printedName: 'Gimnasio Titanes',
        },
      },
    },
  }),
} as const;
