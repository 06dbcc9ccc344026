// The JSON shapes of the gym-wide screens: payments, dashboard, cierre de caja and receipts.
import { z } from 'zod';
import { RECORDED_PAYMENT_METHODS } from '../rules/payment-methods.js';
import { PAYMENT_TYPES } from '../rules/plans.js';
import { absentEntrySchema, dailyVisitsSchema } from './check-in.schemas.js';
import { memberListItemSchema, planSchema } from './member.schemas.js';
import { gymDetailsSchema } from './settings.schemas.js';
import { type ApiShape, count, instant, isoDate, isoMonth, pageOf, pesos, uuid } from './schema-primitives.js';

export const paymentTypeSchema = z.enum(PAYMENT_TYPES).meta({ id: 'PaymentType' });
export const recordedPaymentMethodSchema = z
  .enum(RECORDED_PAYMENT_METHODS)
  .meta({ id: 'PaymentMethod', description: "'unspecified' para pagos registrados antes de existir los medios" });

/** R29: who voided a payment, when and why. The payment itself stays in every list. */
export const voidSchema = z
  .object({
    voidedOn: isoDate.describe('El día de la anulación: resta del cierre de ese día y de los ingresos de ese mes'),
    voidedAt: instant,
    reason: z.string(),
    staffName: z.string(),
  })
  .meta({ id: 'PaymentVoid' });

/** R39: a membership's discount: the list price, what was given (pesos or %), its reason and the price charged. */
export const membershipDiscountSchema = z
  .object({
    listPrice: pesos.describe('Precio de lista del plan'),
    kind: z.enum(['amount', 'percent']).describe("'amount': pesos; 'percent': % del precio de lista"),
    value: z.number().describe('Lo escrito: pesos o porcentaje'),
    amount: pesos.describe('Pesos descontados'),
    reason: z.string().describe('Motivo del descuento'),
    total: pesos.describe('Precio cobrado: lista − descuento'),
  })
  .meta({ id: 'MembershipDiscount' });

export const paymentViewSchema = z
  .object({
    id: uuid,
    memberId: uuid,
    memberName: z.string().describe('El nombre actual del usuario; se conserva tras eliminarlo (R22)'),
    memberDeleted: z.boolean(),
    paymentType: paymentTypeSchema,
    amount: pesos,
    paidOn: isoDate,
    plan: planSchema,
    recordedAt: instant.describe('Cuándo se registró (segundo criterio de orden, R16)'),
    method: recordedPaymentMethodSchema,
    reference: z.string().nullable(),
    receiptNumber: z
      .string()
      .nullable()
      .meta({ example: 'R-000123' })
      .describe('null for a saldo migrado (R43): an imported balance, no money received, no receipt'),
    staffName: z.string().describe("Quién lo recibió (R23, R42); 'Sistema' para herramientas"),
    voided: z
      .lazy(() => voidSchema)
      .nullable()
      .describe("R29: la anulación del pago ('Anulado'); null si sigue en pie"),
    discount: membershipDiscountSchema
      .nullable()
      .optional()
      .describe('R39: el descuento de la membresía que inicia este pago (registro o renovación); null sin descuento'),
  })
  .meta({ id: 'Payment' });
export const memberPaymentsSchema = z
  .object({ items: z.array(paymentViewSchema), totalPaid: pesos, count })
  .meta({ id: 'MemberPayments', description: 'Los 10 pagos más recientes y el total pagado' });
export const paymentPageSchema = pageOf(paymentViewSchema).meta({ id: 'PaymentPage' });

export const alertEntrySchema = memberListItemSchema
  .pick({ id: true, name: true, phone: true, plan: true, expiresOn: true, debt: true })
  .extend({ daysToExpiry: z.int().nullable().describe('Vencimiento − hoy en días (negativo si venció)') })
  .meta({ id: 'AlertEntry' });
export const birthdayEntrySchema = z
  .object({
    id: uuid,
    name: z.string(),
    phone: z.string(),
    birthday: isoDate,
    nextBirthday: isoDate.describe('La fecha del próximo cumpleaños (R15)'),
    daysToGo: count.describe("0 = hoy ('¡Hoy!')"),
  })
  .meta({ id: 'BirthdayEntry' });
const alertList = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: count });

/** R33: the gym's money figures are sent to whoever may see them; to anyone else they are null. */
const gymMoney = <T extends z.ZodType>(figure: T) =>
  figure.nullable().describe('null para quien no puede ver el dinero del gimnasio (Recepción, R33)');

/** R40: a product at or under its low-stock threshold, on the Administrador's dashboard. */
export const lowStockEntrySchema = z
  .object({ productId: uuid, name: z.string(), stock: count, lowStockThreshold: count })
  .meta({ id: 'LowStockProduct' });

export const dashboardSchema = z
  .object({
    today: isoDate,
    month: isoMonth,
    totalMembers: count,
    activeMembers: count,
    totalIncome: gymMoney(pesos),
    monthIncome: gymMoney(pesos),
    monthSales: gymMoney(pesos).describe(
      "R40: 'Ventas' del mes, aparte de las membresías (menos las ventas anuladas en el mes)",
    ),
    lowStock: gymMoney(z.array(lowStockEntrySchema)).describe(
      'R40: los productos activos con existencias en su mínimo o por debajo, los de menos unidades primero',
    ),
    pendingDebts: gymMoney(pesos),
    aboutToExpire: alertList(alertEntrySchema),
    expired: alertList(alertEntrySchema),
    withDebt: alertList(alertEntrySchema),
    birthdays: alertList(birthdayEntrySchema),
    planDistribution: z
      .object({ fortnight: count, monthly: count, ticket_book: count })
      .catchall(count)
      .describe(
        'Miembros por plan (R38): los tres planes de la especificación y cada plan del gimnasio en uso, por id',
      ),
    monthlyIncome: gymMoney(z.array(z.object({ month: isoMonth, income: pesos }))),
    absent: alertList(absentEntrySchema).describe('Activos 14 días o más sin venir (R28), el más ausente primero'),
    visitsPerDay: z.array(dailyVisitsSchema).describe('Visitas de todos los planes en los últimos 30 días (R1)'),
  })
  .meta({ id: 'Dashboard' });

export const cashClosingEntrySchema = paymentViewSchema
  .extend({ staffId: z.string() })
  .meta({ id: 'CashClosingPayment' });
/**
 * R29 + R42: a void made on the day, a negative line: 'Anulación de recibo N' for a payment of the same
 * day (it nets against who took it), 'Devolución del recibo N' for an earlier day's (a refund).
 */
export const cashClosingVoidSchema = z
  .object({
    paymentId: uuid,
    receiptNumber: z.string().meta({ example: 'R-000123' }),
    memberId: uuid,
    memberName: z.string(),
    memberDeleted: z.boolean(),
    amount: pesos.describe('Lo que se devuelve (se resta)'),
    method: recordedPaymentMethodSchema,
    paidOn: isoDate.describe('El día del pago anulado'),
    voidedAt: instant,
    reason: z.string(),
    staffId: z.string(),
    staffName: z.string().describe('Quién anuló'),
    refund: z.boolean().describe('R42: true si el pago es de otro día: una devolución, bajo quien la hizo'),
    receivedBy: z.string().describe('R42: quién recibió el pago anulado'),
  })
  .meta({ id: 'CashClosingVoid' });
export const cashClosingMethodTotalSchema = z
  .object({ method: recordedPaymentMethodSchema, count, total: pesos })
  .meta({ id: 'CashClosingMethodTotal' });
export const cashClosingStaffTotalSchema = z
  .object({
    staffId: z.string(),
    staffName: z.string(),
    count,
    total: z.int().describe('Pagos recibidos menos sus anulaciones y menos las devoluciones hechas (R42)'),
    refunds: pesos.describe("R42: 'Devoluciones': anulaciones de pagos de otros días hechas por esta persona"),
  })
  .meta({ id: 'CashClosingStaffTotal' });
/** R32: a closing as recorded: the cash counted and expected, the difference, the day's totals then. */
export const cashDayClosingSchema = z
  .object({
    countedCash: pesos,
    expectedCash: pesos,
    difference: z.int().describe("Contado − esperado: > 0 'Sobrante', < 0 'Faltante'"),
    total: pesos,
    paymentsCount: count,
    voidsCount: count,
    byMethod: z.array(cashClosingMethodTotalSchema),
    byStaff: z.array(cashClosingStaffTotalSchema),
    closedAt: instant,
    closedBy: z.string(),
  })
  .meta({ id: 'CashDayClosing' });
export const cashDayHistoryEntrySchema = z
  .object({
    kind: z.enum(['closed', 'reopened']),
    at: instant,
    staffName: z.string(),
    countedCash: pesos.nullable(),
    expectedCash: pesos.nullable(),
    difference: z.int().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'CashDayHistoryEntry' });
/**
 * R40: a sale of the day in the cierre's 'Ventas', or a void of a sale made that day: netted against
 * who sold in the same turno ('void'), a refund under who made it otherwise ('refund', R42).
 */
export const cashClosingSaleSchema = z
  .object({
    saleId: uuid,
    receiptNumber: z.string().meta({ example: 'R-000124' }),
    kind: z.enum(['sale', 'void', 'refund']),
    description: z.string().describe("Lo vendido: '2 × Agua 600 ml, 1 × Barra de proteína'"),
    amount: pesos.describe('El total de la venta (una anulación lo resta)'),
    method: recordedPaymentMethodSchema,
    recordedAt: instant,
    staffName: z.string().describe('Quién vendió; en una anulación, quién la hizo'),
    reason: z.string().nullable().describe('El motivo de una anulación; null en una venta'),
    voided: z.boolean().describe('Una venta anulada después'),
  })
  .meta({ id: 'CashClosingSale' });

export const cashClosingSchema = z
  .object({
    date: isoDate,
    total: pesos.describe('Pagos del día menos las anulaciones hechas ese día (R29)'),
    count,
    voidsCount: count,
    expectedCash: pesos.describe('Efectivo esperado en la caja: pagos en efectivo menos anulaciones en efectivo'),
    byMethod: z.array(cashClosingMethodTotalSchema),
    byStaff: z.array(cashClosingStaffTotalSchema),
    payments: z.array(cashClosingEntrySchema),
    voids: z.array(cashClosingVoidSchema),
    sales: z
      .array(cashClosingSaleSchema)
      .describe("R40: 'Ventas': las ventas del día y las anulaciones de ventas hechas ese día"),
    salesTotal: z.int().describe('R40: las ventas del día menos las anulaciones de ventas hechas ese día'),
    status: z.enum(['open', 'closed']).describe('R32: un día cerrado no admite pagos, renovaciones ni anulaciones'),
    closing: cashDayClosingSchema.nullable().describe('El cierre vigente; null si el día está abierto'),
    history: z.array(cashDayHistoryEntrySchema).describe('Cierres y reaperturas del día, del más antiguo al último'),
  })
  .meta({ id: 'CashClosing' });

export const receiptSchema = z
  .object({
    paymentId: uuid,
    receiptNumber: z.string().meta({ example: 'R-000123' }),
    gymName: z.string(),
    memberId: uuid,
    memberName: z.string().describe('El nombre y la cédula del usuario cuando pagó'),
    memberDeleted: z.boolean().describe("R22: eliminado desde entonces; el recibo muestra '(eliminado)'"),
    cedula: z.string().nullable(),
    paidOn: isoDate,
    recordedAt: instant,
    paymentType: paymentTypeSchema,
    plan: planSchema,
    planName: z.string().describe('R38: el nombre del plan como lo llama hoy el gimnasio'),
    amount: pesos,
    amountInWords: z.string().meta({ example: 'ochenta mil pesos' }),
    method: recordedPaymentMethodSchema,
    reference: z.string().nullable(),
    expiresOn: isoDate.nullable().describe('El vencimiento justo después del pago'),
    expiryChanged: z
      .boolean()
      .describe("Issue 41: el pago fijó o movió el vencimiento (registro, renovación): 'Nuevo vencimiento'"),
    debt: pesos,
    staffName: z
      .string()
      .describe('Issue 30: quién recibió el dinero, la cuenta que registró el pago, por su nombre de hoy (R23)'),
    gym: gymDetailsSchema.describe('Issue 30: los datos del gimnasio guardados en Configuración'),
    voided: voidSchema.nullable().describe("R29: el recibo de un pago anulado dice 'ANULADO'"),
    discount: membershipDiscountSchema
      .nullable()
      .describe(
        'R39: el descuento de la membresía que paga (precio de lista, descuento, motivo, total); null sin descuento',
      ),
  })
  .meta({ id: 'Receipt' });

export type PaymentView = ApiShape<typeof paymentViewSchema>;
export type MemberPayments = ApiShape<typeof memberPaymentsSchema>;
export type PaymentPage = ApiShape<typeof paymentPageSchema>;
export type AlertEntry = ApiShape<typeof alertEntrySchema>;
export type BirthdayEntry = ApiShape<typeof birthdayEntrySchema>;
export type AlertList<T> = { readonly items: readonly T[]; readonly total: number };
export type DashboardView = ApiShape<typeof dashboardSchema>;
export type CashClosingEntry = ApiShape<typeof cashClosingEntrySchema>;
export type CashClosingMethodTotal = ApiShape<typeof cashClosingMethodTotalSchema>;
export type CashClosingView = ApiShape<typeof cashClosingSchema>;
export type CashClosingSale = ApiShape<typeof cashClosingSaleSchema>;
export type CashClosingVoid = ApiShape<typeof cashClosingVoidSchema>;
export type CashClosingStaffTotal = ApiShape<typeof cashClosingStaffTotalSchema>;
export type CashDayClosingView = ApiShape<typeof cashDayClosingSchema>;
export type CashDayHistoryEntry = ApiShape<typeof cashDayHistoryEntrySchema>;
export type PaymentVoidView = ApiShape<typeof voidSchema>;
export type ReceiptView = ApiShape<typeof receiptSchema>;
export type MembershipDiscountView = ApiShape<typeof membershipDiscountSchema>;
