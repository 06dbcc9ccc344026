// The catalogue's texts and refusals of the cash book per day: the Cierre de caja screen, closing and reopening (R32).
import type { RefusalPart } from './refusal-kinds.js';

export const cashClosingMessages = {
  'CASH_CLOSING.DATE': 'Día del cierre',
  'CASH_CLOSING.TITLE_FOR': 'Cierre de caja del {fecha}',
  'CASH_CLOSING.PRINT': 'Imprimir cierre',
  'CASH_CLOSING.PRINTED_AT': 'Impreso el {fecha}',
  'CASH_CLOSING.SHEET_TITLE': 'Hoja de cierre del {fecha}',
  'CASH_CLOSING.SIGNATURE': 'Firma de quien cierra',

  'CASH_CLOSING.TOTAL': 'Total recibido',
  'CASH_CLOSING.PAYMENTS_COUNT': 'Pagos',
  'CASH_CLOSING.VOIDS_COUNT': 'Anulaciones',
  'CASH_CLOSING.EXPECTED_CASH': 'Efectivo esperado',
  'CASH_CLOSING.EXPECTED_CASH_HINT':
    'Pagos y ventas en efectivo del día, menos anulaciones, devoluciones y retiros en efectivo; sin las bases de los turnos.',
  'CASH_CLOSING.COUNTED_CASH': 'Efectivo contado',
  'CASH_CLOSING.DIFFERENCE': 'Diferencia',
  'CASH_CLOSING.SURPLUS': 'Sobrante {monto}',
  'CASH_CLOSING.SHORTAGE': 'Faltante {monto}',
  'CASH_CLOSING.EXACT': 'Sin diferencia',

  'CASH_CLOSING.BY_METHOD': 'Por medio de pago',
  'CASH_CLOSING.BY_STAFF': 'Por miembro del personal',
  'CASH_CLOSING.NO_STAFF_TOTALS': 'Nadie del personal recibió pagos este día.',

  'CASH_CLOSING.PAYMENTS': 'Pagos del día',
  'CASH_CLOSING.EMPTY': 'No se registraron pagos este día.',
  'CASH_CLOSING.VOID_LINE': 'Anulación de recibo {numero}',
  'CASH_CLOSING.REFUND_LINE': 'Devolución del recibo {numero}',
  'CASH_CLOSING.VOIDED_BY': 'Anulado por {quien}',
  'CASH_CLOSING.REFUNDS': 'Devoluciones: {monto}',
  'CASH_CLOSING.DELETED_MEMBER': '{nombre} (eliminado)',
  'CASH_CLOSING.RECORDED_ON': 'Registrado el {fecha}',
  'COLUMN.STAFF': 'Atendido por',

  'CASH_CLOSING.CLOSE': 'Cerrar el día',
  'CASH_CLOSING.COUNTED_HINT': 'Cuenta el efectivo de la caja y escríbelo.',
  'CASH_CLOSING.COUNTED_HINT_OPEN_TURNO':
    'Cierra también el turno abierto: cuenta toda la caja, con su base de {base}. Debería haber {esperado}.',
  'CASH_CLOSING.CLOSE_CONFIRM':
    '¿Cerrar el día {fecha} con {contado} contados ({diferencia})? Después no admite pagos, renovaciones ni anulaciones con esa fecha.',
  'CASH_CLOSING.CLOSED_DONE': 'Día cerrado correctamente.',
  'CASH_CLOSING.CLOSE_FAILED': 'Error al cerrar el día. Por favor, inténtalo de nuevo.',

  'CASH_CLOSING.CLOSED_BADGE': 'Día cerrado',
  'CASH_CLOSING.OPEN_BADGE': 'Día abierto',
  'CASH_CLOSING.CLOSED_BY': 'Cerrado por {quien} el {cuando}.',
  'CASH_CLOSING.CLOSED_NOTICE': 'No admite pagos, renovaciones ni anulaciones con esta fecha.',
  'CASH_CLOSING.HISTORY': 'Historial de cierres',
  'CASH_CLOSING.HISTORY_CLOSED':
    'Cerrado por {quien} el {cuando}: contado {contado}, esperado {esperado} ({diferencia})',
  'CASH_CLOSING.HISTORY_REOPENED': 'Reabierto por {quien} el {cuando}: {motivo}',

  'CASH_CLOSING.REOPEN': 'Reabrir',
  'CASH_CLOSING.REOPEN_TITLE': 'Reabrir el día {fecha}',
  'CASH_CLOSING.REOPEN_REASON': 'Motivo de la reapertura',
  'CASH_CLOSING.REOPENED_DONE': 'Día reabierto correctamente.',
  'CASH_CLOSING.REOPEN_FAILED': 'Error al reabrir el día. Por favor, inténtalo de nuevo.',

  // R41: the Turno panel of Cierre de caja, and what every money form says before it opens.
  'TURNO.TITLE': 'Turno',
  'TURNO.OPEN': 'Abrir turno',
  'TURNO.BASE': 'Base (efectivo en la caja al abrir)',
  'TURNO.OPENED_DONE': 'Turno abierto correctamente.',
  'TURNO.OPEN_FAILED': 'Error al abrir el turno. Por favor, inténtalo de nuevo.',
  'TURNO.CURRENT': 'Turno abierto por {quien} desde las {hora}',
  'TURNO.AUTOMATIC': 'Abierto automáticamente',
  'TURNO.NONE': 'No hay un turno abierto.',
  'TURNO.WILL_OPEN': 'Se abrirá un turno automáticamente con base 0.',
  'TURNO.SET_BASE': 'Abrir turno con base',
  'TURNO.DAY_CLOSED': 'El día {fecha} ya está cerrado: no admite cobros. Un Administrador puede reabrirlo.',
  'TURNO.BASE_LABEL': 'Base',
  'TURNO.EXPECTED': 'Efectivo esperado en la caja',
  'TURNO.WITHDRAWALS': 'Retiros',
  'TURNO.WITHDRAW': 'Registrar retiro',
  'TURNO.WITHDRAWAL_AMOUNT': 'Monto del retiro',
  'TURNO.WITHDRAWAL_REASON': 'Motivo del retiro',
  'TURNO.WITHDRAWN_DONE': 'Retiro registrado correctamente.',
  'TURNO.WITHDRAW_FAILED': 'Error al registrar el retiro. Por favor, inténtalo de nuevo.',
  'TURNO.WITHDRAWAL_LINE': '{monto}: {motivo} ({quien})',
  'TURNO.CLOSE': 'Cerrar turno',
  'TURNO.COUNTED': 'Efectivo contado del turno',
  'TURNO.CLOSED_DONE': 'Turno cerrado correctamente.',
  'TURNO.CLOSE_FAILED': 'Error al cerrar el turno. Por favor, inténtalo de nuevo.',
  'TURNO.DAY_TURNOS': 'Turnos del día',
  'TURNO.NO_TURNOS': 'Todavía no hay turnos este día.',
  'TURNO.LINE_OPEN': 'Turno {n}: abierto por {quien} a las {hora}, base {base}',
  'TURNO.LINE_CLOSED':
    'Turno {n}: {quien} de {desde} a {hasta}; base {base}, esperado {esperado}, contado {contado} ({diferencia})',
  // R41 + R42: the Turnos sheet of the exports, one row per turno.
  'TURNO_EXPORT.SHEET': 'Turnos',
  'TURNO_EXPORT.CSV_FILE': 'turnos',
  'TURNO_EXPORT.CSV_BUTTON': 'Exportar turnos (CSV)',
  'TURNO_EXPORT.OPENED_AT': 'Abierto el',
  'TURNO_EXPORT.OPENED_BY': 'Abrió',
  'TURNO_EXPORT.CLOSED_AT': 'Cerrado el',
  'TURNO_EXPORT.CLOSED_BY': 'Cerró',
  'TURNO_EXPORT.TOTAL': 'Total cobrado',
  'TURNO_EXPORT.EXPECTED': 'Efectivo esperado',
  'TURNO_EXPORT.COUNTED': 'Efectivo contado',
  'TURNO_EXPORT.DIFFERENCE': 'Diferencia',
  'TURNO_EXPORT.YES': 'Sí',
  'TURNO_EXPORT.NO': 'No',

  // Actividad del personal's lines of closing and reopening a day.
  'ACTIVITY.CASH_DAY_CLOSED': 'Cerró la caja del {fecha} con {contado} contados ({diferencia})',
  'ACTIVITY.CASH_DAY_REOPENED': 'Reabrió la caja del {fecha}: {motivo}',
  'ACTIVITY.TURNO_OPENED': 'Abrió un turno de caja del {fecha} con base {base}',
  'ACTIVITY.TURNO_OPENED_AUTOMATIC': 'Se abrió automáticamente un turno de caja del {fecha} con su cobro',
  'ACTIVITY.CASH_WITHDRAWN': 'Retiró {monto} de la caja del {fecha}: {motivo}',
  'ACTIVITY.TURNO_CLOSED': 'Cerró un turno de caja del {fecha} con {contado} contados ({diferencia})',
} as const;

export const cashClosingRefusals = {
  'CASH_CLOSING.DATE_INVALID': { kind: 'bad_input', text: 'Indica un día válido (AAAA-MM-DD).' },
  'CASH_DAY.COUNTED_INVALID': {
    kind: 'bad_input',
    text: 'Escribe el efectivo contado en la caja: un número entero de pesos, 0 o más.',
  },
  'CASH_DAY.FUTURE': { kind: 'rule', text: 'El día {fecha} todavía no ha llegado: no se puede cerrar.' },
  'CASH_DAY.ALREADY_CLOSED': { kind: 'conflict', text: 'El día {fecha} ya está cerrado.' },
  'CASH_DAY.NOT_CLOSED': { kind: 'conflict', text: 'El día {fecha} no está cerrado.' },
  'CASH_DAY.CLOSED': {
    kind: 'rule',
    text: 'El día {fecha} ya está cerrado: no admite pagos, renovaciones ni anulaciones. Un Administrador puede reabrirlo.',
  },
  'CASH_DAY.ENTRY_PENDING': {
    kind: 'conflict',
    text: 'Se está registrando un cobro del {fecha} en este momento. Inténtalo de nuevo en unos segundos.',
  },
  'TURNO.BASE_INVALID': {
    kind: 'bad_input',
    text: 'Escribe la base de la caja: un número entero de pesos, 0 o más.',
  },
  'TURNO.COUNTED_INVALID': {
    kind: 'bad_input',
    text: 'Escribe el efectivo contado en la caja: un número entero de pesos, 0 o más.',
  },
  'TURNO.AMOUNT_TOO_LARGE': { kind: 'bad_input', text: 'El monto supera el máximo permitido ($ 100.000.000).' },
  'TURNO.WITHDRAWAL_INVALID': {
    kind: 'bad_input',
    text: 'Escribe el monto del retiro: un número entero de pesos, 1 o más.',
  },
  'TURNO.ALREADY_OPEN': {
    kind: 'conflict',
    text: 'Ya hay un turno abierto desde las {hora}. Ciérralo antes de abrir otro.',
  },
  'TURNO.NOT_OPEN': { kind: 'conflict', text: 'Ese turno no está abierto: ya se cerró o no existe.' },
  'TURNO.NOT_FOUND': { kind: 'not_found', text: 'Turno no encontrado.' },
  'TURNO.NONE_OPEN': { kind: 'conflict', text: 'No hay un turno abierto. Abre uno para registrar un retiro.' },
  'TURNO.NOT_TODAY': { kind: 'rule', text: 'Solo se abre un turno en el día de hoy.' },
  'TURNO.WITHDRAWAL_OVER_CASH': {
    kind: 'rule',
    text: 'El retiro supera el efectivo que debería haber en la caja ({monto}).',
  },
  'CASH_DAY.TOTALS_NOT_READY': {
    kind: 'unavailable',
    text: 'Las cifras del día todavía se están actualizando. Inténtalo de nuevo en unos segundos.',
  },
} as const satisfies RefusalPart;
