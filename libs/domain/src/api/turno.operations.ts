// The till's turnos (R41): open one with a base, record a cash withdrawal in the open one, close one
// with the cash counted; read the open turno (what every money form says before it opens) and the
// day's turnos (the Turno panel of Cierre de caja).
import { z } from 'zod';
import { closeTurnoRequest } from '../money/cash-day.close-turno.js';
import { openTurnoRequest } from '../money/cash-day.open-turno.js';
import { withdrawCashRequest } from '../money/cash-day.withdraw.js';
import { defineOperation } from './api-operation.js';
import { dateParam } from './query-params.js';
import { cashClosingMethodTotalSchema, cashClosingStaffTotalSchema } from './report.schemas.js';
import { count, instant, isoDate, pesos, type ApiShape } from './schema-primitives.js';

const turnoId = z.string().meta({ example: '2026-03-02-1' });

export const turnoWithdrawalSchema = z
  .object({ amount: pesos, reason: z.string(), staffName: z.string(), at: instant })
  .meta({ id: 'TurnoWithdrawal' });

export const turnoViewSchema = z
  .object({
    turnoId,
    number: count.describe('1 para el primer turno del día, 2 para el siguiente…'),
    day: isoDate,
    status: z.enum(['open', 'closed']),
    base: pesos,
    automatic: z.boolean().describe("'Abierto automáticamente': lo abrió el primer cobro sin turno abierto"),
    openedBy: z.string().describe('Nombre de quien lo abrió'),
    openedAt: instant,
    withdrawals: z.array(turnoWithdrawalSchema),
    withdrawalsTotal: pesos,
    total: z.int().describe('Pagos menos anulaciones y devoluciones del turno, todos los medios'),
    paymentsCount: count,
    expectedCash: z.int().describe('Base + efectivo recibido − anulaciones y devoluciones en efectivo − retiros'),
    byMethod: z.array(cashClosingMethodTotalSchema),
    byStaff: z.array(cashClosingStaffTotalSchema),
    closing: z
      .object({
        countedCash: pesos,
        expectedCash: z.int(),
        difference: z.int().describe("Contado − esperado: > 0 'Sobrante', < 0 'Faltante'"),
        closedBy: z.string(),
        closedAt: instant,
      })
      .nullable(),
  })
  .meta({ id: 'Turno' });

export const currentTurnoSchema = z
  .object({
    day: isoDate,
    dayStatus: z.enum(['open', 'closed']),
    turno: turnoViewSchema.nullable().describe('El turno abierto; null: el próximo cobro abre uno con base 0'),
  })
  .meta({ id: 'CurrentTurno' });

export const dayTurnosSchema = z
  .object({ day: isoDate, dayStatus: z.enum(['open', 'closed']), turnos: z.array(turnoViewSchema) })
  .meta({ id: 'DayTurnos' });

export type TurnoView = ApiShape<typeof turnoViewSchema>;
export type CurrentTurnoView = ApiShape<typeof currentTurnoSchema>;
export type DayTurnosView = ApiShape<typeof dayTurnosSchema>;

const opened = z.object({ turnoId, position: z.int() }).meta({ id: 'TurnoCommandResponse' });

const exampleTurno: TurnoView = {
  turnoId: '2026-03-02-1',
  number: 1,
  day: '2026-03-02',
  status: 'open',
  base: 50_000,
  automatic: false,
  openedBy: 'Ana Recepción',
  openedAt: '2026-03-02T13:00:00.000Z',
  withdrawals: [
    { amount: 20_000, reason: 'Pago al proveedor de agua', staffName: 'Ana Recepción', at: '2026-03-02T16:00:00.000Z' },
  ],
  withdrawalsTotal: 20_000,
  total: 80_000,
  paymentsCount: 1,
  expectedCash: 110_000,
  byMethod: [{ method: 'cash', count: 1, total: 80_000 }],
  byStaff: [{ staffId: 'staff-1', staffName: 'Ana Recepción', count: 1, total: 80_000, refunds: 0 }],
  closing: null,
};

export const turnoOperations = {
  openTurno: defineOperation({
    operationId: 'openTurno',
    method: 'post',
    path: '/api/turnos',
    tag: 'recepción',
    summary: 'Abre un turno de caja de hoy con la base (el efectivo en la caja) (R41); solo uno abierto a la vez',
    description:
      'Opens a turno of today with its base (R41). At most one turno is open at a time; a closed day takes none (R32).',
    access: 'turnos.operate',
    status: 201,
    command: true,
    body: openTurnoRequest.meta({ id: 'OpenTurnoRequest' }),
    response: opened,
    errors: [400, 403, 409, 422],
    example: { body: { base: 50_000 }, response: { turnoId: '2026-03-02-1', position: 1234 } },
  }),
  withdrawCash: defineOperation({
    operationId: 'withdrawCash',
    method: 'post',
    path: '/api/turnos/current/withdrawals',
    tag: 'recepción',
    summary: 'Registra un retiro de efectivo del turno abierto, con un motivo (R41)',
    description:
      'Records a cash withdrawal from the open turno with a reason (R41). A withdrawal over the cash the drawer should hold is refused.',
    access: 'turnos.operate',
    status: 201,
    command: true,
    body: withdrawCashRequest.meta({ id: 'WithdrawCashRequest' }),
    response: opened,
    errors: [400, 403, 409, 422, 503],
    example: {
      body: { amount: 20_000, reason: 'Pago al proveedor de agua' },
      response: { turnoId: '2026-03-02-1', position: 1234 },
    },
  }),
  closeTurno: defineOperation({
    operationId: 'closeTurno',
    method: 'post',
    path: '/api/turnos/{turnoId}/close',
    tag: 'recepción',
    summary:
      "Cierra un turno con el efectivo contado (R41): guarda el esperado y la diferencia ('Sobrante' o 'Faltante')",
    description:
      'Closes the open turno with the cash counted (R41): keeps the expected cash (base + cash in − cash voided or refunded − withdrawals), the difference, the totals per method and per staff member, and who closed it. The next turno may open at once.',
    access: 'turnos.operate',
    status: 201,
    command: true,
    body: closeTurnoRequest.meta({ id: 'CloseTurnoRequest' }),
    response: opened,
    errors: [400, 403, 404, 409, 503],
    example: { body: { countedCash: 105_000 }, response: { turnoId: '2026-03-02-1', position: 1234 } },
  }),
  getCurrentTurno: defineOperation({
    operationId: 'getCurrentTurno',
    method: 'get',
    path: '/api/turnos/current',
    tag: 'recepción',
    summary: 'El turno abierto hoy, con su efectivo esperado; o ninguno (el próximo cobro abre uno con base 0) (R41)',
    description:
      "Today's open turno with its expected cash, or none (the next money opens one with base 0), and whether today is closed (R32, R41). Every money form reads it before it opens.",
    access: 'staff',
    status: 200,
    response: currentTurnoSchema,
    errors: [],
    example: { response: { day: '2026-03-02', dayStatus: 'open', turno: exampleTurno } },
  }),
  listTurnos: defineOperation({
    operationId: 'listTurnos',
    method: 'get',
    path: '/api/turnos',
    tag: 'recepción',
    summary: 'Los turnos de un día (R41); Recepción ve los de hoy (R33)',
    description: "A day's turnos (R41), today by default. A day other than today needs `reports.gymMoney` (R33).",
    access: 'staff',
    status: 200,
    query: z.object({
      day: dateParam('CASH_CLOSING.DATE_INVALID')
        .optional()
        .describe('Día AAAA-MM-DD (por defecto hoy); otro día que hoy: solo Administrador (R33)'),
    }),
    response: dayTurnosSchema,
    errors: [400, 403],
    example: {
      query: { day: '2026-03-02' },
      response: { day: '2026-03-02', dayStatus: 'open', turnos: [exampleTurno] },
    },
  }),
} as const;
