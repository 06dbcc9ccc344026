// The catalogue's texts many screens share, and the refusals any request can meet before or around a rule.
import type { RefusalPart } from './refusal-kinds.js';

export const commonMessages = {
  'COMMON.LOAD_FAILED': 'No se pudo cargar la información.',
  'COMMON.RETRY': 'Reintentar',

  'COMMON.PAGINATION': 'Paginación',
  'COMMON.PAGE_RANGE': '{desde}–{hasta} de {total}',
  'COMMON.PAGE_FIRST': 'Primera página',
  'COMMON.PAGE_PREVIOUS': 'Página anterior',
  'COMMON.PAGE_NEXT': 'Página siguiente',
  'COMMON.PAGE_LAST': 'Última página',
  'COMMON.SHOWING_OF': 'Mostrando {shown} de {total}',

  'COMMON.CONFIRM': 'Confirmar',
  'COMMON.CANCEL': 'Cancelar',
  'COMMON.CLOSE': 'Cerrar',

  'COMMON.SELECT_PLACEHOLDER': 'Selecciona una opción',
  'DATE.PLACEHOLDER': 'dd/mm/aaaa',
  'NUMBER.NO_SIGN': 'Escribe el número sin signo (por ejemplo 55,3).',
  'NUMBER.INVALID': 'Escribe solo el número, con coma o punto para los decimales (por ejemplo 55,3).',

  'COMMON.NOT_AVAILABLE': 'N/A',
  'COMMON.NONE': 'Ninguna',
  'COMMON.TODAY': '¡Hoy!',
  'COMMON.UNKNOWN_MEMBER': 'Usuario Desconocido',
  'COMMON.DELETED_MEMBER': 'Usuario eliminado',

  // Column headers of more than one table; a screen's own columns are filed with the screen.
  'COLUMN.DATE': 'Fecha',
  'COLUMN.DATE_TIME': 'Fecha y hora',
  'COLUMN.TIME': 'Hora',
  'COLUMN.USER': 'Usuario',
  'COLUMN.NAME': 'Nombre',
  'COLUMN.PLAN': 'Plan',
  'COLUMN.GENDER': 'Género',
  'COLUMN.STATUS': 'Estado',
  'COLUMN.ACTIONS': 'Acciones',
} as const;

export const commonRefusals = {
  'REQUEST.INVALID': { kind: 'bad_input', text: 'Los datos enviados no son válidos. Revisa el formulario.' },
  'REQUEST.UNKNOWN_FIELD': { kind: 'bad_input', text: 'La solicitud contiene campos no permitidos.' },
  'REQUEST.TEXT_TOO_LONG': { kind: 'bad_input', text: 'Uno de los textos supera la longitud máxima permitida.' },
  'REQUEST.TEXT_INVALID_CHARACTERS': {
    kind: 'bad_input',
    text: 'Uno de los textos contiene caracteres no permitidos (de control o inválidos). Escríbelo de nuevo sin ellos.',
  },
  'REQUEST.JSON_ONLY': { kind: 'unsupported', text: 'La solicitud debe enviarse en formato JSON.' },
  'REQUEST.TOO_LARGE': { kind: 'too_large', text: 'La solicitud es demasiado grande.' },
  'REQUEST.TIMEOUT': { kind: 'timeout', text: 'La solicitud tardó demasiado en llegar. Inténtalo de nuevo.' },
  'REQUEST.NOT_FOUND': { kind: 'not_found', text: 'La ruta solicitada no existe.' },
  'REQUEST.CROSS_SITE': {
    kind: 'forbidden',
    text: 'Esta acción solo puede hacerse desde la propia aplicación del gimnasio. Ábrela en su dirección habitual e inténtalo de nuevo.',
  },

  // The reason a void (R29), a freeze (R31) or a reopening (R32) is given.
  'REQUEST.REASON_INVALID': { kind: 'bad_input', text: 'Escribe el motivo: entre 5 y 200 caracteres.' },

  'REQUEST.CONFLICT': {
    kind: 'conflict',
    text: 'Otro miembro del personal modificó este usuario al mismo tiempo. Recarga e inténtalo de nuevo.',
  },
  'REQUEST.IDEMPOTENCY_KEY_REUSED': {
    kind: 'rule',
    text: 'Esta clave de idempotencia ya se usó con otros datos. Genera una nueva e inténtalo de nuevo.',
  },

  'SERVER.ERROR': { kind: 'failure', text: 'Ocurrió un error inesperado. Por favor, inténtalo de nuevo.' },
  'SERVER.UNAVAILABLE': {
    kind: 'unavailable',
    text: 'El servidor no puede guardar cambios en este momento. Inténtalo más tarde.',
  },
  'SERVER.SHUTTING_DOWN': {
    kind: 'unavailable',
    text: 'El servidor se está reiniciando. Inténtalo de nuevo en unos segundos.',
  },
} as const satisfies RefusalPart;
