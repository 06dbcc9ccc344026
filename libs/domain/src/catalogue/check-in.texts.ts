// The catalogue's texts and refusals of the Ingreso screen (R28): the search, the member's card, letting in, 'Cobrar'.
import type { RefusalPart } from './refusal-kinds.js';

export const checkInMessages = {
  'CHECK_IN.SEARCH': 'Cédula, nombre o teléfono',
  'CHECK_IN.SEARCH_PLACEHOLDER': 'Escanea la cédula o escribe el nombre o el teléfono',
  'CHECK_IN.SEARCH_PLACEHOLDER_SHORT': 'Cédula, nombre o teléfono',
  'CHECK_IN.HINT': 'Con un solo resultado, Enter registra el ingreso.',
  'CHECK_IN.RESULTS': 'Resultados de la búsqueda',
  'CHECK_IN.MORE_MATCHES': 'Mostrando {shown} de {total}. Escribe más para afinar la búsqueda.',

  'CHECK_IN.LET_IN': 'Puede ingresar',
  // What the staff member at the desk does before letting them in (issue 41): she is the desk.
  'CHECK_IN.COLLECT_FIRST': 'Cobrar antes de dejar pasar',
  'CHECK_IN.RENEW_FIRST': 'Renovar antes de dejar pasar',
  'CHECK_IN.COLLECT_AND_RENEW_FIRST': 'Cobrar y renovar antes de dejar pasar',
  'CHECK_IN.NOT_TODAY_FROZEN': 'No puede ingresar: membresía congelada',
  'CHECK_IN.REASON_DEBT': 'Tiene una deuda de {monto}.',
  'CHECK_IN.REASON_EXPIRED': 'Su membresía venció el {fecha}.',
  'CHECK_IN.REASON_TICKET_BOOK_EXPIRED': 'Su tiquetera venció el {fecha}.',
  'CHECK_IN.REASON_FROZEN': 'Membresía congelada hasta el {fecha}.',
  'CHECK_IN.VISITED_TODAY': 'Ya ingresó hoy a las {hora}',
  'CHECK_IN.BIRTHDAY_TODAY': '¡Hoy cumple años!',
  'CHECK_IN.TICKET_DAYS': '{n} de {total}',

  'CHECK_IN.REGISTER': 'Registrar ingreso',
  'CHECK_IN.REGISTER_FOR': 'Registrar ingreso de {nombre}',
  'CHECK_IN.CONFIRM_TITLE': '¿Registrar el ingreso de {nombre}?',
  'CHECK_IN.CONFIRM_TEXT': '{nombre} no está al día. {motivo} ¿Registrar su ingreso de todos modos?',

  // Named with its key: a scanner's Enter never confirms.
  'CHECK_IN.CONFIRM': 'Registrar de todos modos (F2)',

  'CHECK_IN.RECORDED': 'Ingreso registrado: {nombre}, a las {hora}.',
  'CHECK_IN.RECORDED_REMAINING': 'Ingreso registrado: {nombre}, a las {hora}. Días restantes de la tiquetera: {n}',
  'CHECK_IN.REFUSED': '{nombre}: {motivo}',
  'VISIT.RECORD_FAILED': 'Error al registrar el ingreso. Por favor, inténtalo de nuevo.',

  'CHECK_IN.COLLECT': 'Cobrar',
  'CHECK_IN.COLLECT_FOR': 'Cobrar a {nombre}',
  'CHECK_IN.COLLECTED': 'Pago registrado: {nombre}, {monto}.',

  // The history's lines of its events (Historial de cambios, `npm run audit`, Actividad del personal).
  'AUDIT.VISIT_RECORDED': 'Ingreso registrado (plan {plan})',
} as const;

export const checkInRefusals = {
  'VISIT.ALREADY_RECORDED_TODAY': { kind: 'rule', text: 'Ya registró su ingreso hoy a las {hora}.' },
  'VISIT.FROZEN': { kind: 'rule', text: 'Membresía congelada hasta el {fecha}.' },
} as const satisfies RefusalPart;
