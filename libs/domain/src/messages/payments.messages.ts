// The catalogue's texts of payments: the payment form, voiding a payment (R29), the Pagos screen, the payment columns.
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
} as const;
