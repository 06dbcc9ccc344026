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

  // Refusals of the domain and the request schemas (spec §5, R3, R7, R13, R21).
  'MEMBER.ALREADY_EXISTS': 'El usuario ya existe.',
  'MEMBER.NAME_REQUIRED': 'El nombre es obligatorio.',
  'MEMBER.ADDRESS_REQUIRED': 'La dirección es obligatoria.',
  'MEMBER.PHONE_REQUIRED': 'El teléfono es obligatorio.',
  'MEMBER.GENDER_INVALID': 'Selecciona un género válido.',
  'MEMBER.PLAN_INVALID': 'Selecciona un plan válido.',
  'MEMBER.JOINED_ON_INVALID': 'La fecha de ingreso es obligatoria y debe ser una fecha válida.',
  'MEMBER.BIRTHDAY_INVALID': 'La fecha de cumpleaños no es válida.',
  'MEMBER.WEIGHT_INVALID': 'El peso debe ser un número entre 0 y 500 kg.',
  'MEMBER.HEIGHT_INVALID': 'La altura debe ser un número entre 0 y 300 cm.',
  'MEMBER.AMOUNT_PAID_INVALID': 'El monto pagado debe ser un número entero mayor o igual a 0.',
  'PAYMENT.DATE_INVALID': 'La fecha del pago no es válida.',
  'PAYMENT.TYPE_INVALID': 'Selecciona un tipo de pago válido.',
  'TICKET_BOOK.NOT_TICKET_BOOK': 'Solo se puede reiniciar la tiquetera de un usuario con plan Tiquetera.',
  'BODY_COMPOSITION.DATE_INVALID': 'La fecha de la medición no es válida.',
  'BODY_COMPOSITION.MEASURES_INVALID': 'Las medidas deben ser números mayores que 0 y menores que 300 cm.',
  'BODY_COMPOSITION.MEASURE_REQUIRED': 'Completa la medida {medida}.',
  'BODY_COMPOSITION.MEASURE_OUT_OF_RANGE':
    'La medida {medida} debe ser un número mayor que 0 y menor que 300 cm.',
  'BODY_COMPOSITION.MEASURE_UNKNOWN': 'La medida {medida} no corresponde al género del usuario.',
  'STAFF.ALREADY_EXISTS': 'La cuenta del personal ya existe.',
  'STAFF.NOT_FOUND': 'Cuenta del personal no encontrada.',
  'STAFF.DISABLED': 'La cuenta del personal está deshabilitada.',
  'STAFF.EMAIL_INVALID': 'Ingresa un correo electrónico válido.',
  'STAFF.DISPLAY_NAME_REQUIRED': 'El nombre del miembro del personal es obligatorio.',
  'STAFF.PASSWORD_HASH_INVALID': 'La contraseña no se pudo guardar. Por favor, inténtalo de nuevo.',
  'REQUEST.UNKNOWN_FIELD': 'La solicitud contiene campos no permitidos.',
  'REQUEST.TEXT_TOO_LONG': 'Uno de los textos supera la longitud máxima permitida.',

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
  'SHELL.GYM_NAME_DEFAULT': 'Gimnasio',
  'SHELL.NOSCRIPT': 'Necesitas activar JavaScript en tu navegador para usar esta aplicación.',
  'SHELL.NAVIGATION': 'Navegación principal',
  'LOGIN.EMAIL_REQUIRED': 'Ingresa tu correo electrónico.',
  'LOGIN.EMAIL_INVALID': 'Ingresa un correo electrónico válido.',
  'LOGIN.PASSWORD_REQUIRED': 'Ingresa tu contraseña.',
  'LOGIN.TOGGLE_PASSWORD': 'Mostrar u ocultar la contraseña',
  'PROFILE.TITLE': 'Perfil del Usuario',

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
  'COMMON.CONFIRM': 'Confirmar',
  'COMMON.CANCEL': 'Cancelar',
  'COMMON.CLOSE': 'Cerrar',

  // Empty states (spec §2).
  'PAYMENTS.EMPTY_MEMBER': 'No hay pagos registrados.',
  'PAYMENTS.EMPTY_GLOBAL': 'No hay pagos registrados en el sistema.',
  'BODY_COMPOSITION.EMPTY': 'No hay registros de medidas.',
  'ATTENDANCE.EMPTY': 'No hay asistencias registradas.',

  // Audit timeline (issue 6): one Spanish sentence per event.
  'AUDIT.MEMBER_REGISTERED': 'Usuario registrado: {nombre}, plan {plan}, ingreso {fecha}',
  'AUDIT.DETAILS_CHANGED': 'Datos cambiados: {cambios}',
  'AUDIT.CHANGE': '{campo} {antes} → {despues}',
  'AUDIT.PLAN_CHANGED': 'Plan cambiado de {antes} a {despues}',
  'AUDIT.JOINED_ON_CHANGED': 'Fecha de ingreso cambiada de {antes} a {despues}',
  'AUDIT.AMOUNT_PAID_CORRECTED': 'Pago realizado corregido de {antes} a {despues} (deuda {deuda})',
  'AUDIT.PAYMENT_RECORDED': 'Pago registrado: {monto} ({tipo})',
  'AUDIT.MEMBERSHIP_RENEWED': 'Pago registrado: {monto} (Renovación). Membresía renovada, vence {vence}',
  'AUDIT.ATTENDANCE_MARKED': 'Asistencia registrada: {usados} de {total} días usados',
  'AUDIT.TICKET_BOOK_RESET': 'Tiquetera reiniciada: {antes} días usados → 0',
  'AUDIT.BODY_COMPOSITION_RECORDED': 'Medidas registradas del {fecha}: {medidas}',
  'AUDIT.MEMBER_DELETED': 'Usuario eliminado: {nombre}',
  'AUDIT.EMPTY_VALUE': '(vacío)',
  'AUDIT.SYSTEM_STAFF': 'Sistema',
  'AUDIT.INVALID_POINT': 'Indica una revisión (número desde 0) o un instante ISO válido.',
  'FIELD.name': 'Nombre',
  'FIELD.address': 'Dirección',
  'FIELD.phone': 'Teléfono',
  'FIELD.gender': 'Género',
  'FIELD.birthday': 'Cumpleaños',
  'FIELD.notes': 'Observaciones',
  'FIELD.weightKg': 'Peso (kg)',
  'FIELD.heightCm': 'Altura (cm)',

  // Operator commands (npm run projections …).
  'CLI.PROJECTIONS_USAGE':
    'Uso: npm run projections -- status | rebuild [proyección…]\n  status   muestra la posición de cada proyección, la del registro de eventos y el retraso\n  rebuild  reconstruye las proyecciones indicadas (todas si no se indica ninguna) sin detener la app',
  'CLI.UNKNOWN_PROJECTION': 'Proyección desconocida: {name}. Proyecciones: {names}',
  'CLI.STATUS_HEADER': 'Registro de eventos: posición {head} ({events}). Documentos de lectura: {read}.',
  'CLI.STATUS_ROW':
    '{name}: versión {version} (código {codeVersion}), generación {generation}, posición {position}, retraso {lag}{state}',
  'CLI.STATUS_BUILDING': ' — en construcción',
  'CLI.STATUS_OUTDATED': ' — versión antigua: se reconstruirá al iniciar la app',
  'CLI.STATUS_MISSING': '{name}: aún no construida (se construirá al iniciar la app)',
  'CLI.REBUILD_LABEL': 'Reconstruyendo',
  'CLI.REBUILD_DONE': 'Reconstrucción terminada: {events} eventos en {seconds} s ({rate} eventos/s). Proyecciones: {names}.',
  'CLI.REBUILD_INTERRUPTED':
    'Reconstrucción interrumpida. Los documentos en uso no cambiaron; vuelve a ejecutar el comando para empezar de nuevo.',
  'CLI.FAILED': 'Error: {reason}',
  'CLI.AUDIT_USAGE': 'Uso: npm run audit -- <id del usuario> [--desc]',
  'CLI.AUDIT_HEADER': 'Historial de {nombre}{eliminado} ({total} eventos)',
  'CLI.AUDIT_DELETED': ' — eliminado',
  'CLI.AUDIT_ROW': '#{revision}  {fecha}  {personal}  {descripcion}',
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
