// The refusals of the cash book per day: the day asked, closing and reopening it (R32), what a closed day admits.
import type { RefusalPart } from './refusal-kinds.js';

export const cashDayRefusals = {
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
  'CASH_DAY.TOTALS_NOT_READY': {
    kind: 'unavailable',
    text: 'Las cifras del día todavía se están actualizando. Inténtalo de nuevo en unos segundos.',
  },
} as const satisfies RefusalPart;
