// The catalogue's texts and refusals of payments: the payment form, voiding (R29), the Pagos screen, the payment columns.
import type { RefusalPart } from './refusal-kinds.js';

export const paymentsMessages = {
  // The payment form (the profile, Ingreso's 'Cobrar').
  'PROFILE.NEW_PAYMENT': 'Registrar Nuevo Pago',
  'PROFILE.PAYMENT_AMOUNT': 'Monto',
  'PROFILE.PAYMENT_TYPE': 'Tipo de pago',
  'PROFILE.PAYMENT_DATE': 'Fecha del pago',
  'PROFILE.PAYMENT_DATED_TODAY': 'Fecha del pago: hoy, {fecha}.',
  'PAYMENT.METHOD': 'Medio de pago',
  'PAYMENT.REFERENCE': 'Referencia',
  'PAYMENT.REFERENCE_HINT': 'Número de la transferencia o del comprobante (opcional)',
  'PAYMENT.WITH_REFERENCE': '{medio} · Ref. {referencia}',
  'PROFILE.SAVE_PAYMENT': 'Guardar Pago',
  'PAYMENT.RECORDED': 'Pago registrado correctamente.',
  'PAYMENT.RECORD_FAILED': 'Error al registrar el pago. Por favor, inténtalo de nuevo.',

  'PAYMENT.CREDIT_TITLE': 'Saldo a favor',
  'PAYMENT.CREDIT_CONFIRM': 'Con este pago quedaría un saldo a favor de {monto}. ¿Registrarlo de todos modos?',
  'PAYMENT.CREDIT_ACCEPT': 'Registrar de todos modos',

  'PAYMENT.VOID': 'Anular pago',
  'PAYMENT.VOID_FOR': 'Anular pago {numero} de {monto}',
  'PAYMENT.VOID_TITLE': 'Anular el pago {numero}',
  'PAYMENT.VOID_TEXT':
    'El pago de {monto} del {fecha} ({nombre}) quedará marcado como Anulado, con el motivo, y se restará del cierre y de los ingresos de hoy. No se borra nada.',
  'PAYMENT.VOID_REASON': 'Motivo de la anulación',
  'PAYMENT.REASON_HINT': 'Entre 5 y 200 caracteres.',
  'PAYMENT.VOIDED': 'Pago anulado correctamente.',
  'PAYMENT.VOID_FAILED': 'Error al anular el pago. Por favor, inténtalo de nuevo.',
  'PAYMENT.VOIDED_BADGE': 'Anulado',
  'PAYMENT.VOIDED_DETAIL': 'Anulado el {fecha} por {quien}: {motivo}',

  'PAYMENTS.FILTER_METHOD': 'Filtrar por medio de pago',
  'PAYMENTS.ALL_METHODS': 'Todos los medios de pago',
  'PAYMENTS.EMPTY_GLOBAL': 'No hay pagos registrados en el sistema.',
  'PAYMENTS.EMPTY_METHOD': 'No hay pagos registrados con este medio de pago.',

  'COLUMN.AMOUNT': 'Monto',
  'COLUMN.TYPE': 'Tipo',
  'COLUMN.METHOD': 'Medio de pago',
  'COLUMN.RECEIPT': 'Recibo',

  // The history's lines of its events (Historial de cambios, `npm run audit`, Actividad del personal).
  'AUDIT.PAYMENT_RECORDED': 'Pago registrado: {monto} ({tipo})',
  'AUDIT.PAID_WITH': '{frase} · {medio}',
  'AUDIT.PAYMENT_VOIDED': 'Pago anulado: {monto} del {fecha}. Motivo: {motivo}',

  'AUDIT.PAYMENT_IMPORTED': 'Pago importado del sistema anterior: {monto} ({tipo}) del {fecha}',
  'AUDIT.PAYMENT_IMPORTED_SHEET': 'Pago inicial importado de {archivo} (fila {fila}): {monto} del {fecha}',
  'AUDIT.OPENING_BALANCE_IMPORTED': 'Saldo migrado de {archivo} (fila {fila}): {monto}, no es ingreso de ningún día',
  'AUDIT.PAYMENT_MADE_OPENING_BALANCE':
    'Pago importado de {archivo} (fila {fila}) del {fecha} convertido en saldo migrado: {monto}, ya no es ingreso de ese día',
  'AUDIT.OPENING_BALANCE_VOIDED': 'Saldo migrado anulado: {monto}. Motivo: {motivo}',
} as const;

export const paymentsRefusals = {
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
  'PAYMENT.NOT_READY': {
    kind: 'unavailable',
    text: 'Los pagos todavía se están actualizando. Inténtalo de nuevo en unos segundos.',
  },
} as const satisfies RefusalPart;
