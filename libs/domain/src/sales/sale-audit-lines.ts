// R40: the sentences a member's audit gives a sale that names the member, and its void.
import { message } from '../messages.js';
import { formatDate } from '../rules/dates.js';
import { formatMoney } from '../rules/money.js';
import type { RecordedPaymentMethod } from '../rules/payment-methods.js';

export interface SoldLines {
  readonly lines: readonly { readonly name: string; readonly quantity: number }[];
  readonly amount: number;
  readonly method: RecordedPaymentMethod;
}

/** 'Venta registrada: 2 × Agua 600 ml, 1 × Barra de proteína por $ 13.000 · Efectivo'. */
export function saleRecordedLine({ lines, amount, method }: SoldLines): string {
  return message('AUDIT.SALE_RECORDED', {
    productos: lines.map((line) => message('SALES.LINE', { cantidad: line.quantity, producto: line.name })).join(', '),
    monto: formatMoney(amount),
    medio: message(`PAYMENT_METHOD.${method}`),
  });
}

/** 'Venta anulada: $ 13.000 del 02/03/2026. Motivo: Se cobró dos veces'. */
export function saleVoidedLine(voided: {
  readonly amount: number;
  readonly soldOn: string;
  readonly reason: string;
}): string {
  return message('AUDIT.SALE_VOIDED', {
    monto: formatMoney(voided.amount),
    fecha: formatDate(voided.soldOn),
    motivo: voided.reason,
  });
}
