// The gym-wide read operations: payments, dashboard, cierre de caja, receipts and CSV exports.
import { z } from 'zod';
import { memberExportHeaders } from '../member-import/import-fields.js';
import { RECORDED_PAYMENT_METHODS } from '../rules/payment-methods.js';
import { defineOperation } from './api-operation.js';
import { EXAMPLE_MEMBER_ID, EXAMPLE_PAYMENT_ID, exampleAlertEntry, examplePayment } from './api-examples.js';
import { memberQueryShape } from './member.operations.js';
import { choiceParam, dateParam, monthParam, pageQueryShape } from './query-params.js';
import {
  cashClosingSchema,
  dashboardSchema,
  memberPaymentsSchema,
  paymentPageSchema,
  receiptSchema,
} from './report.schemas.js';

const EXAMPLE_STAFF_ID = 'c0ffee00-1234-4abc-8def-0123456789ab';

const methodQuery = choiceParam(RECORDED_PAYMENT_METHODS)
  .optional()
  .describe('Solo los pagos de un medio (unspecified: pagos anteriores a los medios de pago)');
/** `?method=` left empty means every method, as the screen's filter sends it. */
const methodFilter = z
  .literal('')
  .transform(() => undefined)
  .or(methodQuery);

export const reportOperations = {
  getMemberPayments: defineOperation({
    operationId: 'getMemberPayments',
    method: 'get',
    path: '/api/members/{id}/payments',
    tag: 'pagos',
    summary: 'Los 10 pagos más recientes de un usuario (más nuevos primero), el total pagado y cuántos hay',
    description: "A member's 10 latest payments (newest first), the total paid and how many payments there are.",
    access: 'staff',
    status: 200,
    response: memberPaymentsSchema,
    errors: [404],
    example: { response: { items: [examplePayment], totalPaid: 80_000, count: 1 } },
  }),
  listPayments: defineOperation({
    operationId: 'listPayments',
    method: 'get',
    path: '/api/payments',
    tag: 'pagos',
    summary:
      'Todos los pagos (o los de un medio), más nuevos primero (R16); los de usuarios eliminados siguen (R22); solo Administrador (R33)',
    description: "Every payment, or those of one method, newest first (R16); a deleted member's payments stay (R22).",
    access: 'reports.gymMoney',
    status: 200,
    query: z.object({ ...pageQueryShape, method: methodFilter }),
    response: paymentPageSchema,
    errors: [400],
    example: { query: { method: 'nequi' }, response: { items: [examplePayment], total: 1, page: 1, pageSize: 20 } },
  }),
  getDashboard: defineOperation({
    operationId: 'getDashboard',
    method: 'get',
    path: '/api/dashboard',
    tag: 'dashboard',
    summary:
      'Tarjetas, ingresos del mes elegido, alertas (R14), cumpleaños (R15), planes e historial de ingresos; a Recepción, sin las cifras de dinero del gimnasio (null, R33)',
    description:
      "The dashboard: cards, the chosen month's income, alerts (R14), birthdays (R15), plans and the income history. For an account without `reports.gymMoney` the gym's money figures are null (R33).",
    access: 'staff',
    status: 200,
    query: z.object({ month: monthParam.optional().describe('AAAA-MM (por defecto el mes actual del gimnasio)') }),
    response: dashboardSchema,
    errors: [400],
    example: {
      query: { month: '2026-03' },
      response: {
        today: '2026-03-02',
        month: '2026-03',
        totalMembers: 120,
        activeMembers: 97,
        totalIncome: 25_480_000,
        monthIncome: 1_240_000,
        monthSales: 96_000,
        lowStock: [
          { productId: '5d2e3f4a-6b7c-4d8e-9f0a-1b2c3d4e5f60', name: 'Agua 600 ml', stock: 4, lowStockThreshold: 6 },
        ],
        pendingDebts: 310_000,
        aboutToExpire: {
          items: [exampleAlertEntry],
          total: 1,
        },
        expired: { items: [], total: 0 },
        withDebt: { items: [], total: 0 },
        birthdays: { items: [], total: 0 },
        planDistribution: { fortnight: 20, monthly: 80, ticket_book: 20 },
        monthlyIncome: [{ month: '2026-03', income: 1_240_000 }],
        absent: { items: [], total: 0 },
        visitsPerDay: [{ date: '2026-03-02', visits: 41 }],
      },
    },
  }),
  getCashClosing: defineOperation({
    operationId: 'getCashClosing',
    method: 'get',
    path: '/api/cash-closing',
    tag: 'recepción',
    summary:
      'Cierre de caja de un día: total, efectivo esperado, por medio de pago y por persona, cada pago y cada anulación (R29), si el día está cerrado (R32); Recepción ve el de hoy (R33)',
    description:
      "A day's cash closing: total, expected cash, totals by payment method and by staff member, each payment and each void (R29), and whether the day is closed (R32). A day other than today needs `reports.gymMoney` (R33).",
    access: 'staff',
    status: 200,
    query: z.object({
      date: dateParam('CASH_CLOSING.DATE_INVALID')
        .optional()
        .describe(
          'Día AAAA-MM-DD (por defecto hoy en la zona horaria del gimnasio); otro día que hoy: solo Administrador (R33)',
        ),
    }),
    response: cashClosingSchema,
    errors: [400, 403],
    example: {
      query: { date: '2026-03-02' },
      response: {
        date: '2026-03-02',
        total: 80_000,
        count: 1,
        voidsCount: 0,
        expectedCash: 0,
        byMethod: [{ method: 'nequi', count: 1, total: 80_000 }],
        byStaff: [{ staffId: EXAMPLE_STAFF_ID, staffName: 'Luisa', count: 1, total: 80_000, refunds: 0 }],
        payments: [{ ...examplePayment, staffId: EXAMPLE_STAFF_ID }],
        voids: [],
        sales: [],
        salesTotal: 0,
        status: 'open',
        closing: null,
        history: [],
      },
    },
  }),
  getReceipt: defineOperation({
    operationId: 'getReceipt',
    method: 'get',
    path: '/api/receipts/{paymentId}',
    tag: 'recepción',
    summary: "El recibo numerado de un pago, con el monto en letras ('Recibo no encontrado.')",
    description: 'The numbered receipt of a payment, with the amount in words.',
    access: 'staff',
    status: 200,
    response: receiptSchema,
    errors: [404],
    example: {
      response: {
        paymentId: EXAMPLE_PAYMENT_ID,
        receiptNumber: 'R-000123',
        gymName: 'Gimnasio Titanes',
        memberId: EXAMPLE_MEMBER_ID,
        memberName: 'Ana Pérez',
        memberDeleted: false,
        cedula: '1023456789',
        paidOn: '2026-03-02',
        recordedAt: '2026-03-02T15:30:00.000Z',
        paymentType: 'initial',
        plan: 'monthly',
        planName: 'Mensualidad',
        amount: 80_000,
        amountInWords: 'ochenta mil pesos',
        method: 'nequi',
        reference: '300123',
        expiresOn: '2026-04-02',
        expiryChanged: true,
        debt: 0,
        staffName: 'Luisa',
        voided: null,
        discount: null,
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
  exportMembersCsv: defineOperation({
    operationId: 'exportMembersCsv',
    method: 'get',
    path: '/api/members/export.csv',
    tag: 'exportación',
    summary:
      'Usuarios en CSV (;, UTF-8 con BOM): los que coinciden con la búsqueda, en el orden pedido, cada uno con todos sus datos bajo los títulos que lee la importación (las columnas de la hoja Usuarios del .xlsx)',
    description:
      'Members as CSV (`;`, UTF-8 with BOM): those the search finds, in the order asked, each with all its fields under the headers the import reads (the columns of the .xlsx Usuarios sheet).',
    access: 'staff',
    status: 200,
    query: z.object(memberQueryShape),
    response: 'text/csv',
    errors: [400],
    example: { response: `\uFEFF${memberExportHeaders().join(';')}\r\n` },
  }),
  exportPaymentsCsv: defineOperation({
    operationId: 'exportPaymentsCsv',
    method: 'get',
    path: '/api/payments/export.csv',
    tag: 'exportación',
    summary:
      'Historial de pagos en CSV (;, UTF-8 con BOM), más nuevos primero; los de usuarios eliminados siguen (R22); solo Administrador (R33)',
    description:
      "The payment history as CSV (`;`, UTF-8 with BOM), newest first; a deleted member's payments stay (R22); then the sales (R40), one row each typed 'Venta: …' with its products, a void as a negative row.",
    access: 'reports.gymMoney',
    status: 200,
    query: z.object({ method: methodFilter }),
    response: 'text/csv',
    errors: [400],
    example: { response: '\uFEFFFecha;Usuario;Monto;Tipo;Plan\r\n' },
  }),
  exportTurnosCsv: defineOperation({
    operationId: 'exportTurnosCsv',
    method: 'get',
    path: '/api/turnos/export.csv',
    tag: 'exportación',
    summary:
      'Turnos de caja en CSV (;, UTF-8 con BOM), los más antiguos primero: la hoja Turnos de Exportar (R41, R42); solo Administrador (R33)',
    description:
      "The till's turnos as CSV (`;`, UTF-8 with BOM), oldest first, one row per turno: the .xlsx Turnos sheet (opened and closed at and by whom, base, per-method totals, withdrawals, expected, counted, difference, 'Abierto automáticamente').",
    access: 'reports.gymMoney',
    status: 200,
    query: z.object({}),
    response: 'text/csv',
    errors: [],
    example: { response: '\uFEFFFecha;Turno;Abierto el;Abrió\r\n' },
  }),
} as const;
