// The catalogue's texts and refusals of signing in (R25) and of the shell around every signed-in screen.
import type { RefusalPart } from './refusal-kinds.js';

export const shellMessages = {
  'LOGIN.SUBTITLE': 'Inicia sesión para gestionar tu gimnasio',
  'LOGIN.EMAIL': 'Correo electrónico',
  'LOGIN.EMAIL_REQUIRED': 'Ingresa tu correo electrónico.',
  'LOGIN.EMAIL_INVALID': 'Ingresa un correo electrónico válido.',
  'LOGIN.PASSWORD': 'Contraseña',
  'LOGIN.PASSWORD_REQUIRED': 'Ingresa tu contraseña.',
  'LOGIN.TOGGLE_PASSWORD': 'Mostrar u ocultar la contraseña',
  'LOGIN.SUBMIT': 'Iniciar Sesión',
  'LOGIN.SUBMITTING': 'Iniciando sesión...',

  // The page itself (index.html, the title bar) and the shell: header, menu, footer, signing out.
  'SHELL.GYM_NAME_DEFAULT': 'Gimnasio',
  'SHELL.DESCRIPTION': 'Administración del gimnasio: usuarios, pagos, asistencia y medidas.',
  'SHELL.NOSCRIPT': 'Necesitas activar JavaScript en tu navegador para usar esta aplicación.',
  'SHELL.LOADING': 'Cargando...',
  'SHELL.PAGE_TITLE': '{pantalla} · {gym}',
  'SHELL.SKIP_TO_CONTENT': 'Saltar al contenido',
  'SHELL.NAVIGATION': 'Navegación principal',
  'SHELL.MENU': 'Menú',
  'SHELL.FOOTER': '© {year} {gym}. Todos los derechos reservados.',
  'SHELL.LOGOUT': 'Cerrar Sesión',
  // A screen opened by its address by someone whose role may not see it (R25, R33; issue 41).
  'SHELL.FORBIDDEN_SCREEN_TITLE': 'Sin permiso',
  'SHELL.FORBIDDEN_SCREEN': 'No tienes permiso para ver esta pantalla.',
  'SHELL.FORBIDDEN_SCREEN_BACK': 'Ir al Dashboard',
  'AUTH.LOGOUT_FAILED': 'Error al cerrar sesión. Por favor, inténtalo de nuevo.',
} as const;

export const shellRefusals = {
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
