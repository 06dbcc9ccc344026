// The catalogue's texts and refusals of the Tiquetera's attendance: the Control de Asistencia card, the Asistencia screen.
import type { RefusalPart } from './refusal-kinds.js';

export const attendanceMessages = {
  'PROFILE.ATTENDANCE': 'Control de Asistencia (Tiquetera)',
  'PROFILE.DAYS_AVAILABLE': 'Días disponibles',
  'PROFILE.DAYS_USED': 'Días utilizados',
  'PROFILE.MARK_ATTENDANCE': 'Marcar Asistencia Hoy',
  'PROFILE.ATTENDANCE_DONE_TODAY': 'Ya registró asistencia hoy',
  'ATTENDANCE.MARKED': 'Asistencia registrada correctamente.',
  'ATTENDANCE.MARKED_REMAINING': 'Asistencia registrada. Días restantes: {n}',
  'ATTENDANCE.MARK_FAILED': 'Error al registrar la asistencia. Por favor, inténtalo de nuevo.',

  'PROFILE.RESET_TICKET_BOOK': 'Reiniciar Tiquetera',
  'TICKET_BOOK.RESET_CONFIRM': 'Estás seguro de reiniciar la tiquetera? Se perderán todos los días utilizados.',
  'TICKET_BOOK.RESET': 'Tiquetera reiniciada correctamente.',
  'TICKET_BOOK.RESET_REASON': 'Motivo del reinicio',

  'PROFILE.ATTENDANCE_HISTORY': 'Historial de Asistencias',
  'ATTENDANCE.EMPTY': 'No hay asistencias registradas.',

  // The history's lines of its events (Historial de cambios, `npm run audit`, Actividad del personal).
  'AUDIT.ATTENDANCE_MARKED': 'Asistencia registrada: {usados} de {total} días usados',
  'AUDIT.TICKET_BOOK_RESET': 'Tiquetera reiniciada: días usados {antes} → 0',
  'AUDIT.TICKET_BOOK_RESET_WITH_REASON': 'Tiquetera reiniciada: días usados {antes} → 0. Motivo: {motivo}',

  'AUDIT.ATTENDANCE_IMPORTED': 'Asistencia importada del sistema anterior: {fecha}',
} as const;

export const attendanceRefusals = {
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
} as const satisfies RefusalPart;
