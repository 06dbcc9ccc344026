// The catalogue's texts of the Tiquetera's attendance: the profile's Control de Asistencia card, the Asistencia screen.
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

  'PROFILE.ATTENDANCE_HISTORY': 'Historial de Asistencias',
  'ATTENDANCE.EMPTY': 'No hay asistencias registradas.',
} as const;
