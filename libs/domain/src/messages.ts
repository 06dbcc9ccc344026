// Every user-facing text of the product, in Spanish, keyed by code (R21). Server and client
// both read from here: the server's errors and the screens' labels are the same strings.

export const messages = {
  // Errors (spec §8, R7, R17, R18) — keys are the rejection codes.
  'AUTH.INVALID_CREDENTIALS': 'Correo electrónico o contraseña incorrectos.',
  'AUTH.LOGIN_FAILED': 'Ocurrió un error al iniciar sesión. Por favor, inténtalo de nuevo.',
  'AUTH.LOGOUT_FAILED': 'Error al cerrar sesión. Por favor, inténtalo de nuevo.',
  'AUTH.UNAUTHORIZED': 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
  'AUTH.TOO_MANY_ATTEMPTS':
    'Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.',
  'MEMBER.NOT_FOUND': 'Usuario no encontrado.',
  'MEMBER.ADD_FAILED': 'Error al agregar el usuario. Por favor, inténtalo de nuevo.',
  'MEMBER.UPDATE_FAILED': 'Error al actualizar el usuario. Por favor, inténtalo de nuevo.',
  'MEMBER.DELETE_FAILED': 'Error al eliminar el usuario. Por favor, inténtalo de nuevo.',
  'BODY_COMPOSITION.SAVE_FAILED':
    'Error al guardar la composición corporal. Por favor, inténtalo de nuevo.',
  'ATTENDANCE.MARK_FAILED': 'Error al registrar la asistencia. Por favor, inténtalo de nuevo.',
  'PAYMENT.RECORD_FAILED': 'Error al registrar el pago. Por favor, inténtalo de nuevo.',
  'MEMBERSHIP.RENEW_FAILED': 'Error al renovar la membresía. Por favor, inténtalo de nuevo.',
  'PAYMENT.INVALID_AMOUNT': 'Por favor ingrese un monto válido',
  'ATTENDANCE.TICKET_BOOK_EXHAUSTED': 'El usuario ya ha consumido todos sus días de tiquetera.',
  'ATTENDANCE.ALREADY_MARKED_TODAY': 'La asistencia de hoy ya fue registrada.',
  'ATTENDANCE.NOT_TICKET_BOOK': 'La asistencia solo se controla para el plan Tiquetera.',
  'REQUEST.INVALID': 'Los datos enviados no son válidos. Revisa el formulario.',
  'REQUEST.TOO_LARGE': 'La solicitud es demasiado grande.',
  'REQUEST.JSON_ONLY': 'La solicitud debe enviarse en formato JSON.',
  'REQUEST.CONFLICT':
    'Otro miembro del personal modificó este usuario al mismo tiempo. Recarga e inténtalo de nuevo.',
  'REQUEST.IDEMPOTENCY_KEY_REUSED':
    'Esta clave de idempotencia ya se usó con otros datos. Genera una nueva e inténtalo de nuevo.',
  'REQUEST.NOT_FOUND': 'La ruta solicitada no existe.',
  'SERVER.ERROR': 'Ocurrió un error inesperado. Por favor, inténtalo de nuevo.',
  'SERVER.UNAVAILABLE': 'El servidor no puede guardar cambios en este momento. Inténtalo más tarde.',
  'SERVER.SHUTTING_DOWN': 'El servidor se está reiniciando. Inténtalo de nuevo en unos segundos.',

  // Successes (spec §8, R17, R19, R20).
  'PAYMENT.RECORDED': 'Pago registrado correctamente.',
  'BODY_COMPOSITION.SAVED': 'Composición corporal guardada correctamente.',
  'ATTENDANCE.MARKED': 'Asistencia registrada correctamente.',
  'ATTENDANCE.MARKED_REMAINING': 'Asistencia registrada. Días restantes: {n}',
  'TICKET_BOOK.RESET': 'Tiquetera reiniciada correctamente.',
  'MEMBER.UPDATED': 'Información del usuario actualizada correctamente.',
  'MEMBERSHIP.RENEWED': 'Membresía renovada correctamente.',
  'MEMBER.ADDED': 'Usuario agregado correctamente.',
  'MEMBER.DELETED': 'Usuario eliminado correctamente.',

  // Confirmations (spec §5, R17).
  'MEMBER.DELETE_CONFIRM': '¿Estás seguro de que deseas eliminar a {nombre}? Esta acción es irreversible.',
  'TICKET_BOOK.RESET_CONFIRM':
    'Estás seguro de reiniciar la tiquetera? Se perderán todos los días utilizados.',

  // Login page and shell (spec §2).
  'LOGIN.SUBTITLE': 'Inicia sesión para gestionar tu gimnasio',
  'LOGIN.EMAIL': 'Correo electrónico',
  'LOGIN.PASSWORD': 'Contraseña',
  'LOGIN.SUBMIT': 'Iniciar Sesión',
  'LOGIN.SUBMITTING': 'Iniciando sesión...',
  'SHELL.LOADING': 'Cargando...',
  'SHELL.LOGOUT': 'Cerrar Sesión',
  'SHELL.MENU': 'Menú',
  'SHELL.FOOTER': '© {year} {gym}. Todos los derechos reservados.',
  'NAV.DASHBOARD': 'Dashboard',
  'NAV.USERS': 'Usuarios',
  'NAV.PAYMENTS': 'Pagos',
  'NAV.BODY_COMPOSITION': 'Composición Corporal',
  'NAV.ATTENDANCE': 'Asistencia',

  // Domain labels.
  'PLAN.fortnight': 'Quincena',
  'PLAN.monthly': 'Mensualidad',
  'PLAN.ticket_book': 'Tiquetera',
  'GENDER.male': 'Masculino',
  'GENDER.female': 'Femenino',
  'PAYMENT_TYPE.additional': 'Pago adicional',
  'PAYMENT_TYPE.installment': 'Abono',
  'PAYMENT_TYPE.renewal': 'Renovación',
  'PAYMENT_TYPE.initial': 'Pago inicial',
  'STATUS.debt': 'Con Deuda',
  'STATUS.expired': 'Vencido',
  'STATUS.active': 'Activo',
  'MEASURE.cuello': 'Cuello',
  'MEASURE.brazo': 'Brazo',
  'MEASURE.biceps': 'Bíceps',
  'MEASURE.pecho': 'Pecho',
  'MEASURE.cintura': 'Cintura',
  'MEASURE.cintura_bajo_ombligo': 'Cintura bajo ombligo',
  'MEASURE.gluteo': 'Glúteo',
  'MEASURE.gluteo_cadera': 'Glúteo/Cadera',
  'MEASURE.pierna': 'Pierna',
  'BMI.underweight': 'Bajo peso',
  'BMI.normal': 'Peso normal',
  'BMI.overweight': 'Sobrepeso',
  'BMI.obesity1': 'Obesidad grado I',
  'BMI.obesity2': 'Obesidad grado II',
  'BMI.obesity3': 'Obesidad grado III',
  'EXPIRY.TICKET_BOOK_NONE': 'N/A (Tiquetera)',
  'COMMON.NOT_AVAILABLE': 'N/A',
  'COMMON.NONE': 'Ninguna',
  'COMMON.UNKNOWN_MEMBER': 'Usuario Desconocido',
  'COMMON.DELETED_MEMBER': 'Usuario eliminado',
  'COMMON.TODAY': '¡Hoy!',

  // Empty states (spec §2).
  'PAYMENTS.EMPTY_MEMBER': 'No hay pagos registrados.',
  'PAYMENTS.EMPTY_GLOBAL': 'No hay pagos registrados en el sistema.',
  'BODY_COMPOSITION.EMPTY': 'No hay registros de medidas.',
  'ATTENDANCE.EMPTY': 'No hay asistencias registradas.',
} as const;

export type MessageKey = keyof typeof messages;

/** The catalogue's text for `key`, with `{name}` placeholders filled from `params`. */
export function message(key: MessageKey, params: Readonly<Record<string, string | number>> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, key);
}
