// The refusals of signing in and of the session: wrong credentials, too many attempts, no session, no right (R25).
import type { RefusalPart } from './refusal-kinds.js';

export const authRefusals = {
  'AUTH.LOGIN_FAILED': {
    kind: 'bad_input',
    text: 'Ocurrió un error al iniciar sesión. Por favor, inténtalo de nuevo.',
  },
  'AUTH.INVALID_CREDENTIALS': { kind: 'unauthenticated', text: 'Correo electrónico o contraseña incorrectos.' },
  'AUTH.TOO_MANY_ATTEMPTS': {
    kind: 'throttled',
    text: 'Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.',
  },
  'AUTH.UNAUTHORIZED': {
    kind: 'unauthenticated',
    text: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
  },
  'AUTH.FORBIDDEN': { kind: 'forbidden', text: 'No tienes permiso para esta acción.' },
} as const satisfies RefusalPart;
