// The refusals of payments: the amount, date, type, method and reference; voiding (R29); a receipt.
import type { RefusalPart } from './refusal-kinds.js';

export const paymentRefusals = {
  'PAYMENT.INVALID_AMOUNT': { kind: 'bad_input', text: 'Por favor ingrese un monto válido' },
  'PAYMENT.AMOUNT_TOO_LARGE': { kind: 'bad_input', text: 'El monto supera el máximo permitido ($ 10.000.000).' },
  'PAYMENT.DATE_INVALID': { kind: 'bad_input', text: 'La fecha del pago no es válida.' },
  'PAYMENT.TYPE_INVALID': { kind: 'bad_input', text: 'Selecciona un tipo de pago válido.' },
  'PAYMENT.METHOD_INVALID': { kind: 'bad_input', text: 'Selecciona un medio de pago válido.' },
  'PAYMENT.REFERENCE_TOO_LONG': {
    kind: 'bad_input',
    text: 'La referencia del pago no puede superar los 60 caracteres.',
  },

  'PAYMENT.NOT_FOUND': { kind: 'not_found', text: 'Pago no encontrado.' },
  'PAYMENT.ALREADY_VOIDED': { kind: 'conflict', text: 'Este pago ya fue anulado el {fecha}.' },
  'RECEIPT.NOT_FOUND': { kind: 'not_found', text: 'Recibo no encontrado.' },
} as const satisfies RefusalPart;
