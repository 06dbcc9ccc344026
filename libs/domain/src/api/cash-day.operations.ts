// The cash-day commands (R32): close a day with the cash counted, reopen it. The day's figures are
// read with getCashClosing (report.operations.ts).
import { closeCashDayRequest } from '../money/cash-day.close.js';
import { reopenCashDayRequest } from '../money/cash-day.reopen.js';
import { defineOperation } from './api-operation.js';
import { commandResponseSchema } from './schema-primitives.js';

const position = { position: 1234 };

export const cashDayOperations = {
  closeCashDay: defineOperation({
    operationId: 'closeCashDay',
    method: 'post',
    path: '/api/cash-closing/{date}/close',
    tag: 'recepción',
    summary:
      "Cierra el día con el efectivo contado (R32): guarda el esperado, la diferencia ('Sobrante' o 'Faltante'), los totales por medio y por persona, y quién cerró",
    description:
      "Closes a day with the cash counted (R32): keeps the expected cash, the difference ('Sobrante' or 'Faltante'), the totals by method and by staff member, and who closed it. From then on a payment, renewal or void dated that day is refused, naming the day. A future day cannot be closed, nor a closed one closed again.",
    access: 'staff',
    status: 201,
    command: true,
    body: closeCashDayRequest.meta({ id: 'CloseCashDayRequest' }),
    response: commandResponseSchema,
    errors: [400, 409, 422, 503],
    example: { body: { countedCash: 182_000 }, response: position },
  }),
  reopenCashDay: defineOperation({
    operationId: 'reopenCashDay',
    method: 'post',
    path: '/api/cash-closing/{date}/reopen',
    tag: 'recepción',
    summary: 'Reabre un día cerrado, con un motivo (R32): el cierre y la reapertura quedan en su historial',
    description:
      "Reopens a closed day, with a reason (R32); the closing and the reopening both stay in the day's history.",
    access: 'cashDays.reopen',
    status: 201,
    command: true,
    body: reopenCashDayRequest.meta({ id: 'ReopenCashDayRequest' }),
    response: commandResponseSchema,
    errors: [400, 403, 409],
    example: { body: { reason: 'Faltó registrar un pago en efectivo' }, response: position },
  }),
} as const;
