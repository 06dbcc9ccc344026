// The catalogue's texts and refusals of the profile's membership actions: renewing (R30) and freezing (R31) it.
import type { RefusalPart } from './refusal-kinds.js';

export const membershipMessages = {
  'PROFILE.RENEW': 'Renovar Membresía',
  'PROFILE.RENEW_PLAN': 'Plan de la renovación',
  'PROFILE.RENEW_PERIOD': 'Del {desde} al {hasta}',
  'PROFILE.RENEW_PERIOD_TICKET_BOOK':
    'Tiquetera nueva desde el {desde}: 15 días, vence 60 días después del primer uso.',
  'PROFILE.RENEW_PERIOD_VISITS':
    '{plan} nueva desde el {desde}: {n} visitas, vence {d} días después de la primera visita.',
  'PROFILE.RENEW_EXTENDS': 'Sigue a la membresía actual, que vence el {fecha}: no se pierde ningún día pagado.',
  'PROFILE.RENEW_STARTS_TODAY': 'La nueva membresía empieza hoy.',
  'PROFILE.RENEW_TICKET_DAYS_LOST': 'A la tiquetera actual le quedan {n} días sin usar: se perderán al renovar.',
  'PROFILE.RENEW_PRICE': 'Precio de {plan}: {precio}',
  'PROFILE.RENEW_HINT': 'Plan {plan}: {precio}. La nueva membresía empieza hoy.',
  'PROFILE.RENEW_AMOUNT': 'Monto pagado',
  'PROFILE.RENEW_CONFIRM': 'Renovar',
  'MEMBERSHIP.RENEWED': 'Membresía renovada correctamente.',
  'MEMBERSHIP.RENEW_FAILED': 'Error al renovar la membresía. Por favor, inténtalo de nuevo.',

  'PROFILE.FREEZE': 'Congelar',
  'PROFILE.FREEZE_TITLE': 'Congelar la membresía de {nombre}',
  'PROFILE.FREEZE_DAYS': 'Días',
  'PROFILE.FREEZE_DAYS_HINT': 'De 1 a 60 días.',
  'PROFILE.FREEZE_FROM': 'Desde',
  'PROFILE.FREEZE_FROM_HINT': 'Hoy o una fecha posterior; si es posterior, queda programado.',
  'PROFILE.FREEZE_REASON': 'Motivo',
  'PROFILE.FREEZE_REASON_HINT': 'Por ejemplo: viaje o lesión. Entre 5 y 200 caracteres.',
  'PROFILE.FREEZE_PREVIEW': 'Congelada del {desde} al {hasta}; el vencimiento pasa del {antes} al {despues}.',
  'PROFILE.FROZEN': 'Membresía congelada correctamente.',
  'PROFILE.FREEZE_FAILED': 'Error al congelar la membresía. Por favor, inténtalo de nuevo.',

  'PROFILE.UNFREEZE': 'Terminar congelamiento',
  'PROFILE.UNFREEZE_SCHEDULED': 'Cancelar congelamiento',
  'PROFILE.UNFREEZE_TEXT':
    '¿Terminar hoy el congelamiento de {nombre}? Se devuelven {dias} días sin usar: el vencimiento pasa del {antes} al {despues}.',
  'PROFILE.UNFROZEN': 'Congelamiento terminado correctamente.',
  'PROFILE.UNFREEZE_FAILED': 'Error al terminar el congelamiento. Por favor, inténtalo de nuevo.',

  // The freeze's row in the profile's plan.
  'PROFILE.FREEZE_ROW': 'Congelamiento',
  'PROFILE.FROZEN_UNTIL': 'Congelada hasta el {fecha}',
  'PROFILE.FREEZE_SCHEDULED': 'Programado del {desde} al {hasta}',

  // The history's lines of its events (Historial de cambios, `npm run audit`, Actividad del personal).
  'AUDIT.MEMBERSHIP_RENEWED': 'Pago registrado: {monto} (Renovación). Membresía renovada, vence {vence}',
  'AUDIT.MEMBERSHIP_RENEWED_PERIOD':
    'Pago registrado: {monto} (Renovación). Membresía {plan} renovada del {desde} al {vence}',
  'AUDIT.MEMBERSHIP_FROZEN':
    'Membresía congelada del {desde} al {hasta} ({dias} días), vence {vence}. Motivo: {motivo}',
  'AUDIT.MEMBERSHIP_UNFROZEN':
    'Congelamiento terminado el {fecha}: {congelados} días congelados, {devueltos} devueltos; vence {vence}',
} as const;

export const membershipRefusals = {
  'FREEZE.DAYS_INVALID': {
    kind: 'bad_input',
    text: 'Los días de congelamiento deben ser un número entero entre 1 y 60.',
  },
  'FREEZE.FROM_INVALID': { kind: 'bad_input', text: 'La fecha de inicio del congelamiento no es válida.' },
  'FREEZE.FROM_PAST': { kind: 'bad_input', text: 'El congelamiento empieza hoy o en una fecha posterior.' },
  'FREEZE.TICKET_BOOK': { kind: 'rule', text: 'Solo se puede congelar una Quincena o una Mensualidad.' },
  'FREEZE.EXPIRED': { kind: 'rule', text: 'La membresía venció el {fecha}: renuévala antes de congelarla.' },
  'FREEZE.AFTER_EXPIRY': {
    kind: 'rule',
    text: 'La membresía vence el {fecha}: el congelamiento debe empezar a más tardar ese día.',
  },
  'FREEZE.ALREADY_FROZEN': {
    kind: 'conflict',
    text: 'La membresía ya está congelada hasta el {fecha}. Termina ese congelamiento antes de registrar otro.',
  },
  'FREEZE.NOT_FROZEN': { kind: 'conflict', text: 'La membresía no tiene un congelamiento vigente ni programado.' },
} as const satisfies RefusalPart;
