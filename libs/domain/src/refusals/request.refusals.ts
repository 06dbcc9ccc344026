// The refusals before or around any rule: a malformed or oversized request, another site, a clash, the server.
import type { RefusalPart } from './refusal-kinds.js';

export const requestRefusals = {
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

  // The history's point in time (a revision or an instant).
  'AUDIT.INVALID_POINT': { kind: 'bad_input', text: 'Indica una revisión (número desde 0) o un instante ISO válido.' },

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
