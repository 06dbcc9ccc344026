// The catalogue's texts of a member's history: a sentence per event, the 'Historial de cambios', the Auditoría screen.
export const auditMessages = {
  // One sentence per event of a member (the history, `npm run audit`).
  'AUDIT.MEMBER_REGISTERED': 'Usuario registrado: {nombre}, plan {plan}, ingreso {fecha}',
  'AUDIT.DETAILS_CHANGED': 'Datos cambiados: {cambios}',
  'AUDIT.CHANGE': '{campo} {antes} → {despues}',
  'AUDIT.EMPTY_VALUE': '(vacío)',
  'AUDIT.PLAN_CHANGED': 'Plan cambiado de {antes} a {despues}',
  'AUDIT.JOINED_ON_CHANGED': 'Fecha de ingreso cambiada de {antes} a {despues}',
  'AUDIT.AMOUNT_PAID_CORRECTED': 'Pago realizado corregido de {antes} a {despues} (deuda {deuda})',
  'AUDIT.PAYMENT_RECORDED': 'Pago registrado: {monto} ({tipo})',
  'AUDIT.PAID_WITH': '{frase} · {medio}',
  'AUDIT.MEMBERSHIP_RENEWED': 'Pago registrado: {monto} (Renovación). Membresía renovada, vence {vence}',
  'AUDIT.MEMBERSHIP_RENEWED_PERIOD':
    'Pago registrado: {monto} (Renovación). Membresía {plan} renovada del {desde} al {vence}',
  'AUDIT.PAYMENT_VOIDED': 'Pago anulado: {monto} del {fecha}. Motivo: {motivo}',
  'AUDIT.MEMBERSHIP_FROZEN':
    'Membresía congelada del {desde} al {hasta} ({dias} días), vence {vence}. Motivo: {motivo}',
  'AUDIT.MEMBERSHIP_UNFROZEN':
    'Congelamiento terminado el {fecha}: {congelados} días congelados, {devueltos} devueltos; vence {vence}',
  'AUDIT.ATTENDANCE_MARKED': 'Asistencia registrada: {usados} de {total} días usados',
  'AUDIT.TICKET_BOOK_RESET': 'Tiquetera reiniciada: días usados {antes} → 0',
  'AUDIT.VISIT_RECORDED': 'Ingreso registrado (plan {plan})',
  'AUDIT.BODY_COMPOSITION_RECORDED': 'Medidas registradas del {fecha}: {medidas}',
  'AUDIT.MEMBER_DELETED': 'Usuario eliminado: {nombre}',
  'AUDIT.SYSTEM_STAFF': 'Sistema',

  // The events of a migration or a spreadsheet import.
  'AUDIT.MEMBER_IMPORTED':
    'Usuario importado del sistema anterior: {nombre}, plan {plan}, ingreso {fecha}, vence {vence}, pagado {pagado}, deuda {deuda} (documento {documento})',
  'AUDIT.PAYMENT_IMPORTED': 'Pago importado del sistema anterior: {monto} ({tipo}) del {fecha}',
  'AUDIT.ATTENDANCE_IMPORTED': 'Asistencia importada del sistema anterior: {fecha}',
  'AUDIT.BODY_COMPOSITION_IMPORTED': 'Medidas importadas del sistema anterior, del {fecha}: {medidas}',
  'AUDIT.MEMBER_IMPORTED_SHEET':
    'Usuario importado de {archivo} (fila {fila}): {nombre}, plan {plan}, precio {precio}, ingreso {fecha}, vence {vence}',
  'AUDIT.PAYMENT_IMPORTED_SHEET': 'Pago inicial importado de {archivo} (fila {fila}): {monto} del {fecha}',

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
