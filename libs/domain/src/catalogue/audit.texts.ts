// The catalogue's texts and refusal of a member's history: the 'Historial de cambios' and the Auditoría screen.
import type { RefusalPart } from './refusal-kinds.js';

export const auditMessages = {
  // What the events' sentences share (each event's own sentence is filed with its feature), and the system's name.
  'AUDIT.CHANGE': '{campo} {antes} → {despues}',
  'AUDIT.EMPTY_VALUE': '(vacío)',
  'AUDIT.SYSTEM_STAFF': 'Sistema',

  // The 'Historial de cambios' (the profile, the Auditoría screen) and the state after an event.
  'HISTORY.TITLE': 'Historial de cambios',
  'HISTORY.ORDER': 'Orden del historial',
  'HISTORY.OLDEST_FIRST': 'Más antiguos primero',
  'HISTORY.NEWEST_FIRST': 'Más recientes primero',
  'HISTORY.EMPTY': 'Este usuario no tiene eventos registrados.',
  'HISTORY.COLUMN_REVISION': '#',
  'HISTORY.COLUMN_STAFF': 'Personal',
  'HISTORY.COLUMN_CHANGE': 'Cambio',
  'HISTORY.VIEW_STATE': 'Ver estado en esta fecha',
  'HISTORY.STATE_TITLE': 'Estado tras el evento #{revision}',
  'HISTORY.STATE_INTRO':
    'Así quedó el usuario justo después de este cambio, el {fecha}. Reconstruido desde sus eventos.',
  'HISTORY.STATE_DELETED': 'Con este evento el usuario quedó eliminado.',
  'HISTORY.TICKET_DAYS': 'Días de tiquetera',
  'HISTORY.TICKET_DAYS_VALUE': '{usados} usados, {restantes} disponibles',

  'AUDIT_SCREEN.DESCRIPTION':
    'Todos los usuarios registrados alguna vez, también los eliminados. Abre uno para ver su historial de cambios.',
  'AUDIT_SCREEN.EMPTY': 'No se encontró ningún usuario.',
  'AUDIT_SCREEN.COLUMN_REGISTERED': 'Registrado',
  'AUDIT_SCREEN.COLUMN_LAST_EVENT': 'Último cambio',
  'AUDIT_SCREEN.COLUMN_EVENTS': 'Eventos',
  'AUDIT_SCREEN.DELETED': 'Eliminado',
  'AUDIT_SCREEN.OPEN': 'Ver historial',
  'AUDIT_SCREEN.OPEN_MEMBER': 'Ver historial de {nombre}',
  'AUDIT_SCREEN.BACK': '← Volver a Auditoría',
  'AUDIT_SCREEN.PROFILE_LINK': 'Ver perfil',
} as const;

export const auditRefusals = {
  'ACTIVITY.ROWS_NOT_FOUND': { kind: 'not_found', text: 'Esa línea de Actividad del personal no es una importación.' },
  // The history's point in time (a revision or an instant).
  'AUDIT.INVALID_POINT': { kind: 'bad_input', text: 'Indica una revisión (número desde 0) o un instante ISO válido.' },
} as const satisfies RefusalPart;
