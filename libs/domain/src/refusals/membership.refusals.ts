// The refusals of using a membership: the Tiquetera's attendance, Ingreso's visits (R28), freezing (R31).
import type { RefusalPart } from './refusal-kinds.js';

export const membershipRefusals = {
  'ATTENDANCE.TICKET_BOOK_EXPIRED': {
    kind: 'rule',
    text: 'La tiquetera venció el {fecha}. Renuévala para registrar asistencias.',
  },
  'ATTENDANCE.TICKET_BOOK_EXHAUSTED': { kind: 'rule', text: 'El usuario ya ha consumido todos sus días de tiquetera.' },
  'ATTENDANCE.ALREADY_MARKED_TODAY': { kind: 'rule', text: 'La asistencia de hoy ya fue registrada.' },
  'ATTENDANCE.NOT_TICKET_BOOK': { kind: 'rule', text: 'La asistencia solo se controla para el plan Tiquetera.' },
  'TICKET_BOOK.NOT_TICKET_BOOK': {
    kind: 'rule',
    text: 'Solo se puede reiniciar la tiquetera de un usuario con plan Tiquetera.',
  },

  'VISIT.ALREADY_RECORDED_TODAY': { kind: 'rule', text: 'Ya registró su ingreso hoy a las {hora}.' },
  'VISIT.FROZEN': { kind: 'rule', text: 'Membresía congelada hasta el {fecha}.' },

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
