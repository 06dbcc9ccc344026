// Every refusal the API answers, declared once: its code, its kind (which says the HTTP status) and
// its Spanish text (R21). The catalogue (`messages.ts`) takes the texts from here; the one exception
// filter, the OpenAPI document and the screens read the same entries.

/** What kind of refusal a code is; each kind is one HTTP status. */
export const REFUSAL_STATUS = {
  bad_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  timeout: 408,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  rule: 422,
  throttled: 429,
  failure: 500,
  unavailable: 503,
} as const;

export type RefusalKind = keyof typeof REFUSAL_STATUS;

interface RefusalEntry {
  readonly kind: RefusalKind;
  readonly text: string;
}

export const refusals = {
  // bad_input
  'AUTH.LOGIN_FAILED': {
    kind: 'bad_input',
    text: 'Ocurrió un error al iniciar sesión. Por favor, inténtalo de nuevo.',
  },
  'PAYMENT.INVALID_AMOUNT': { kind: 'bad_input', text: 'Por favor ingrese un monto válido' },
  'PAYMENT.AMOUNT_TOO_LARGE': { kind: 'bad_input', text: 'El monto supera el máximo permitido ($ 10.000.000).' },
  'REQUEST.INVALID': { kind: 'bad_input', text: 'Los datos enviados no son válidos. Revisa el formulario.' },
  'MEMBER.NAME_REQUIRED': { kind: 'bad_input', text: 'El nombre es obligatorio.' },
  'MEMBER.ADDRESS_REQUIRED': { kind: 'bad_input', text: 'La dirección es obligatoria.' },
  'MEMBER.PHONE_REQUIRED': { kind: 'bad_input', text: 'El teléfono es obligatorio.' },
  'MEMBER.GENDER_INVALID': { kind: 'bad_input', text: 'Selecciona un género válido.' },
  'MEMBER.PLAN_INVALID': { kind: 'bad_input', text: 'Selecciona un plan válido.' },
  'MEMBER.JOINED_ON_INVALID': {
    kind: 'bad_input',
    text: 'La fecha de ingreso es obligatoria y debe ser una fecha válida.',
  },
  'MEMBER.BIRTHDAY_INVALID': { kind: 'bad_input', text: 'La fecha de cumpleaños no es válida.' },
  'MEMBER.WEIGHT_INVALID': { kind: 'bad_input', text: 'El peso debe ser un número entre 2 y 400 kg.' },
  'MEMBER.HEIGHT_INVALID': { kind: 'bad_input', text: 'La altura debe ser un número entre 50 y 250 cm.' },
  'PAYMENT.DATE_INVALID': { kind: 'bad_input', text: 'La fecha del pago no es válida.' },
  'PAYMENT.TYPE_INVALID': { kind: 'bad_input', text: 'Selecciona un tipo de pago válido.' },
  'BODY_COMPOSITION.DATE_INVALID': { kind: 'bad_input', text: 'La fecha de la medición no es válida.' },
  'BODY_COMPOSITION.MEASURES_INVALID': {
    kind: 'bad_input',
    text: 'Las medidas deben ser números mayores que 0 y menores que 300 cm.',
  },
  'STAFF.EMAIL_INVALID': { kind: 'bad_input', text: 'Ingresa un correo electrónico válido.' },
  'STAFF.EMAIL_INVISIBLE_CHARACTERS': {
    kind: 'bad_input',
    text: 'El correo electrónico tiene caracteres invisibles (como un espacio de ancho cero o una marca de dirección del texto). Escríbelo a mano, sin copiarlo y pegarlo.',
  },
  'STAFF.DISPLAY_NAME_REQUIRED': { kind: 'bad_input', text: 'El nombre del miembro del personal es obligatorio.' },
  'REQUEST.UNKNOWN_FIELD': { kind: 'bad_input', text: 'La solicitud contiene campos no permitidos.' },
  'REQUEST.TEXT_TOO_LONG': { kind: 'bad_input', text: 'Uno de los textos supera la longitud máxima permitida.' },
  'REQUEST.TEXT_INVALID_CHARACTERS': {
    kind: 'bad_input',
    text: 'Uno de los textos contiene caracteres no permitidos (de control o inválidos). Escríbelo de nuevo sin ellos.',
  },
  'CASH_CLOSING.DATE_INVALID': { kind: 'bad_input', text: 'Indica un día válido (AAAA-MM-DD).' },
  'AUDIT.INVALID_POINT': { kind: 'bad_input', text: 'Indica una revisión (número desde 0) o un instante ISO válido.' },
  'PAYMENT.METHOD_INVALID': { kind: 'bad_input', text: 'Selecciona un medio de pago válido.' },
  'PAYMENT.REFERENCE_TOO_LONG': {
    kind: 'bad_input',
    text: 'La referencia del pago no puede superar los 60 caracteres.',
  },
  'MEMBER.CEDULA_INVALID': { kind: 'bad_input', text: 'La cédula debe tener solo números, entre 5 y 12 dígitos.' },
  'SETTINGS.PRICE_INVALID': {
    kind: 'bad_input',
    text: 'El precio debe ser un número entero de pesos entre $ 1.000 y $ 10.000.000.',
  },
  'SETTINGS.PRICES_REQUIRED': { kind: 'bad_input', text: 'Escribe el nuevo precio de al menos un plan.' },
  'SETTINGS.EFFECTIVE_FROM_INVALID': { kind: 'bad_input', text: 'Indica una fecha válida (AAAA-MM-DD).' },
  'SETTINGS.EFFECTIVE_FROM_PAST': {
    kind: 'bad_input',
    text: 'La fecha no puede ser anterior a hoy: un precio ya cobrado no se cambia.',
  },

  // bad_input: the money book (R29 void, R31 freeze, R32 closing the day)
  'REQUEST.REASON_INVALID': { kind: 'bad_input', text: 'Escribe el motivo: entre 5 y 200 caracteres.' },
  'FREEZE.DAYS_INVALID': {
    kind: 'bad_input',
    text: 'Los días de congelamiento deben ser un número entero entre 1 y 60.',
  },
  'FREEZE.FROM_INVALID': { kind: 'bad_input', text: 'La fecha de inicio del congelamiento no es válida.' },
  'FREEZE.FROM_PAST': { kind: 'bad_input', text: 'El congelamiento empieza hoy o en una fecha posterior.' },
  'CASH_DAY.COUNTED_INVALID': {
    kind: 'bad_input',
    text: 'Escribe el efectivo contado en la caja: un número entero de pesos, 0 o más.',
  },
  // The desk's data rules (issue 30): R36 'Pago realizado' typed, R37 phone and body.
  'MEMBER.AMOUNT_PAID_REQUIRED': {
    kind: 'bad_input',
    text: 'Escribe el pago realizado (0 si no pagó nada).',
  },
  'MEMBER.PHONE_INVALID': { kind: 'bad_input', text: 'Número de teléfono inválido.' },
  'MEMBER.HEIGHT_IN_METRES': { kind: 'bad_input', text: 'La altura va en centímetros (por ejemplo 170).' },
  'SETTINGS.NIT_INVALID': {
    kind: 'bad_input',
    text: 'Escribe el NIT con sus números, puntos y el dígito de verificación (por ejemplo 900.123.456-7).',
  },
  'SETTINGS.FOOTER_TOO_LONG': { kind: 'bad_input', text: 'El pie del recibo puede tener hasta 3 líneas.' },

  // unauthenticated
  'AUTH.INVALID_CREDENTIALS': { kind: 'unauthenticated', text: 'Correo electrónico o contraseña incorrectos.' },
  'AUTH.UNAUTHORIZED': {
    kind: 'unauthenticated',
    text: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
  },

  // forbidden
  'REQUEST.CROSS_SITE': {
    kind: 'forbidden',
    text: 'Esta acción solo puede hacerse desde la propia aplicación del gimnasio. Ábrela en su dirección habitual e inténtalo de nuevo.',
  },
  'AUTH.FORBIDDEN': { kind: 'forbidden', text: 'No tienes permiso para esta acción.' },

  // not_found
  'MEMBER.NOT_FOUND': { kind: 'not_found', text: 'Usuario no encontrado.' },
  'REQUEST.NOT_FOUND': { kind: 'not_found', text: 'La ruta solicitada no existe.' },
  'STAFF.NOT_FOUND': { kind: 'not_found', text: 'Cuenta del personal no encontrada.' },
  'RECEIPT.NOT_FOUND': { kind: 'not_found', text: 'Recibo no encontrado.' },
  'PAYMENT.NOT_FOUND': { kind: 'not_found', text: 'Pago no encontrado.' },

  // conflict
  'REQUEST.CONFLICT': {
    kind: 'conflict',
    text: 'Otro miembro del personal modificó este usuario al mismo tiempo. Recarga e inténtalo de nuevo.',
  },
  'MEMBER.ALREADY_EXISTS': { kind: 'conflict', text: 'El usuario ya existe.' },
  'STAFF.ALREADY_EXISTS': { kind: 'conflict', text: 'La cuenta del personal ya existe.' },
  'STAFF.EMAIL_TAKEN': { kind: 'conflict', text: 'Ya existe una cuenta del personal con ese correo electrónico.' },
  'MEMBER.CEDULA_TAKEN': { kind: 'conflict', text: 'La cédula {cedula} ya pertenece a {nombre}.' },

  // conflict: the money book (R29, R31, R32)
  'PAYMENT.ALREADY_VOIDED': { kind: 'conflict', text: 'Este pago ya fue anulado el {fecha}.' },
  'FREEZE.ALREADY_FROZEN': {
    kind: 'conflict',
    text: 'La membresía ya está congelada hasta el {fecha}. Termina ese congelamiento antes de registrar otro.',
  },
  'FREEZE.NOT_FROZEN': { kind: 'conflict', text: 'La membresía no tiene un congelamiento vigente ni programado.' },
  'CASH_DAY.ALREADY_CLOSED': { kind: 'conflict', text: 'El día {fecha} ya está cerrado.' },
  'CASH_DAY.NOT_CLOSED': { kind: 'conflict', text: 'El día {fecha} no está cerrado.' },
  'CASH_DAY.ENTRY_PENDING': {
    kind: 'conflict',
    text: 'Se está registrando un cobro del {fecha} en este momento. Inténtalo de nuevo en unos segundos.',
  },

  // timeout
  'REQUEST.TIMEOUT': { kind: 'timeout', text: 'La solicitud tardó demasiado en llegar. Inténtalo de nuevo.' },

  // too_large
  'REQUEST.TOO_LARGE': { kind: 'too_large', text: 'La solicitud es demasiado grande.' },

  // unsupported
  'REQUEST.JSON_ONLY': { kind: 'unsupported', text: 'La solicitud debe enviarse en formato JSON.' },

  // rule
  'ATTENDANCE.TICKET_BOOK_EXPIRED': {
    kind: 'rule',
    text: 'La tiquetera venció el {fecha}. Renuévala para registrar asistencias.',
  },
  'ATTENDANCE.TICKET_BOOK_EXHAUSTED': { kind: 'rule', text: 'El usuario ya ha consumido todos sus días de tiquetera.' },
  'ATTENDANCE.ALREADY_MARKED_TODAY': { kind: 'rule', text: 'La asistencia de hoy ya fue registrada.' },
  'ATTENDANCE.NOT_TICKET_BOOK': { kind: 'rule', text: 'La asistencia solo se controla para el plan Tiquetera.' },
  'REQUEST.IDEMPOTENCY_KEY_REUSED': {
    kind: 'rule',
    text: 'Esta clave de idempotencia ya se usó con otros datos. Genera una nueva e inténtalo de nuevo.',
  },
  'TICKET_BOOK.NOT_TICKET_BOOK': {
    kind: 'rule',
    text: 'Solo se puede reiniciar la tiquetera de un usuario con plan Tiquetera.',
  },
  'BODY_COMPOSITION.MEASURE_REQUIRED': { kind: 'rule', text: 'Completa la medida {medida}.' },
  'BODY_COMPOSITION.MEASURE_OUT_OF_RANGE': {
    kind: 'rule',
    text: 'La medida {medida} debe ser un número mayor que 0 y menor que 300 cm.',
  },
  'BODY_COMPOSITION.MEASURE_UNKNOWN': {
    kind: 'rule',
    text: 'La medida {medida} no corresponde al género del usuario.',
  },
  'STAFF.DISABLED': { kind: 'rule', text: 'La cuenta del personal está deshabilitada.' },
  'STAFF.PASSWORD_HASH_INVALID': {
    kind: 'rule',
    text: 'La contraseña no se pudo guardar. Por favor, inténtalo de nuevo.',
  },
  'STAFF.PASSWORD_TOO_SHORT': { kind: 'rule', text: 'La contraseña debe tener al menos 8 caracteres.' },
  'STAFF.PASSWORD_TOO_LONG': { kind: 'rule', text: 'La contraseña no puede superar los 256 caracteres.' },
  'STAFF.ROLE_INVALID': { kind: 'rule', text: 'Selecciona un rol válido.' },
  'STAFF.LAST_ADMINISTRATOR': {
    kind: 'rule',
    text: 'Debe quedar al menos un Administrador activo. Nombra a otra cuenta Administrador antes de hacer este cambio.',
  },
  'STAFF.CURRENT_PASSWORD_WRONG': { kind: 'rule', text: 'La contraseña actual no es correcta.' },
  'VISIT.ALREADY_RECORDED_TODAY': { kind: 'rule', text: 'Ya registró su ingreso hoy a las {hora}.' },

  // rule: the money book (R29, R31, R32)
  'CASH_DAY.CLOSED': {
    kind: 'rule',
    text: 'El día {fecha} ya está cerrado: no admite pagos, renovaciones ni anulaciones. Un Administrador puede reabrirlo.',
  },
  'CASH_DAY.FUTURE': { kind: 'rule', text: 'El día {fecha} todavía no ha llegado: no se puede cerrar.' },
  'FREEZE.TICKET_BOOK': { kind: 'rule', text: 'Solo se puede congelar una Quincena o una Mensualidad.' },
  'FREEZE.EXPIRED': { kind: 'rule', text: 'La membresía venció el {fecha}: renuévala antes de congelarla.' },
  'FREEZE.AFTER_EXPIRY': {
    kind: 'rule',
    text: 'La membresía vence el {fecha}: el congelamiento debe empezar a más tardar ese día.',
  },
  'VISIT.FROZEN': { kind: 'rule', text: 'Membresía congelada hasta el {fecha}.' },

  // throttled
  'AUTH.TOO_MANY_ATTEMPTS': {
    kind: 'throttled',
    text: 'Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.',
  },

  // failure
  'SERVER.ERROR': { kind: 'failure', text: 'Ocurrió un error inesperado. Por favor, inténtalo de nuevo.' },

  // unavailable
  'SERVER.UNAVAILABLE': {
    kind: 'unavailable',
    text: 'El servidor no puede guardar cambios en este momento. Inténtalo más tarde.',
  },
  'SERVER.SHUTTING_DOWN': {
    kind: 'unavailable',
    text: 'El servidor se está reiniciando. Inténtalo de nuevo en unos segundos.',
  },
  'CASH_DAY.TOTALS_NOT_READY': {
    kind: 'unavailable',
    text: 'Las cifras del día todavía se están actualizando. Inténtalo de nuevo en unos segundos.',
  },

  // The spreadsheet import (R34)
  'MEMBER_IMPORT.FILE_REQUIRED': { kind: 'bad_input', text: 'Elige un archivo para importar.' },
  'MEMBER_IMPORT.FILE_TOO_LARGE': { kind: 'too_large', text: 'El archivo supera el máximo de 10 MB.' },
  'MEMBER_IMPORT.NOT_SPREADSHEET': {
    kind: 'bad_input',
    text: 'El archivo no es una hoja de cálculo que se pueda leer. Guárdalo como .xlsx o .csv e inténtalo de nuevo.',
  },
  'MEMBER_IMPORT.EMPTY': { kind: 'bad_input', text: 'La hoja no tiene filas con datos.' },
  'MEMBER_IMPORT.SHEET_UNKNOWN': {
    kind: 'bad_input',
    text: 'El archivo no tiene una hoja llamada "{hoja}". Hojas: {hojas}.',
  },
  'MEMBER_IMPORT.MAPPING_INVALID': { kind: 'bad_input', text: 'La correspondencia de columnas no es válida.' },
  'MEMBER_IMPORT.TOO_MANY_ROWS': {
    kind: 'bad_input',
    text: 'El archivo tiene más de {max} filas. Divídelo en partes más pequeñas.',
  },
  'MEMBER_IMPORT.DAYS_USED_INVALID': {
    kind: 'bad_input',
    text: 'Los días usados deben ser un número entero de 0 a 15.',
  },
  'MEMBER_IMPORT.EXPIRY_INVALID': { kind: 'bad_input', text: 'La fecha de vencimiento no es válida.' },
  'MEMBER_IMPORT.EXPIRY_BEFORE_ENTRY': {
    kind: 'bad_input',
    text: 'La fecha de vencimiento es anterior a la fecha de ingreso.',
  },
  'MEMBER_IMPORT.DEBT_MISMATCH': {
    kind: 'bad_input',
    text: 'La deuda ({deuda}) no coincide con Precio − Pagado ({esperada}).',
  },
} as const satisfies Readonly<Record<string, RefusalEntry>>;

export type RefusalCode = keyof typeof refusals;

export function isRefusalCode(code: string): code is RefusalCode {
  return Object.hasOwn(refusals, code);
}

export function refusalKind(code: RefusalCode): RefusalKind {
  return refusals[code].kind;
}

/** The HTTP status a refusal answers. */
export function refusalStatus(code: RefusalCode): number {
  return REFUSAL_STATUS[refusals[code].kind];
}

/** The codes of one kind, e.g. every 'not_found' refusal (for the OpenAPI document). */
export function refusalCodesOf(kind: RefusalKind): RefusalCode[] {
  return (Object.keys(refusals) as RefusalCode[]).filter((code) => refusals[code].kind === kind);
}
