// The catalogue's texts and refusals of staff accounts (R25): the Personal screen, roles, passwords, disabling.
import type { RefusalPart } from './refusal-kinds.js';

export const staffMessages = {
  'STAFF_SCREEN.DESCRIPTION': 'Las cuentas que inician sesión y lo que cada una puede hacer.',
  'COLUMN.EMAIL': 'Correo',
  'COLUMN.ROLE': 'Rol',
  'COLUMN.LAST_SIGN_IN': 'Último ingreso',
  'STAFF_SCREEN.ACTIVE': 'Activa',
  'STAFF_SCREEN.DISABLED': 'Deshabilitada',
  'STAFF_SCREEN.NEVER': 'Nunca',
  'STAFF_SCREEN.YOU': 'Tú',

  'STAFF_SCREEN.SHOW_FORM': 'Agregar cuenta',
  'STAFF_SCREEN.HIDE_FORM': 'Ocultar formulario',
  'STAFF_SCREEN.FORM_TITLE': 'Nueva cuenta del personal',
  'FIELD.email': 'Correo electrónico',
  'FIELD.displayName': 'Nombre',
  'FIELD.role': 'Rol',
  'FIELD.password': 'Contraseña',
  'FIELD.passwordAgain': 'Repite la contraseña',
  'STAFF_SCREEN.PASSWORD_HINT': 'Al menos 8 caracteres.',
  'STAFF.PASSWORDS_DIFFERENT': 'Las contraseñas no coinciden.',
  'STAFF_SCREEN.CREATE': 'Crear cuenta',
  'STAFF_SCREEN.CREATED': 'Cuenta creada correctamente.',
  'STAFF.SAVE_FAILED': 'Error al guardar la cuenta del personal. Por favor, inténtalo de nuevo.',

  'ROLE_HINT.admin': 'Todo: además precios, personal, eliminar usuarios, corregir pagos y auditoría.',
  'ROLE_HINT.reception': 'Usuarios, pagos, renovaciones, asistencia, medidas, cierre de caja y recibos.',
  'STAFF_SCREEN.CHANGE_ROLE': 'Cambiar rol',
  'STAFF_SCREEN.CHANGE_ROLE_FOR': 'Cambiar el rol de {nombre}',
  'STAFF_SCREEN.DEMOTE_HINT': 'Sus sesiones abiertas se cerrarán.',
  'STAFF_SCREEN.ROLE_CHANGED': 'Rol actualizado correctamente.',

  'STAFF_SCREEN.SET_PASSWORD': 'Nueva contraseña',
  'STAFF_SCREEN.SET_PASSWORD_FOR': 'Nueva contraseña para {nombre}',
  'STAFF_SCREEN.SET_PASSWORD_HINT': 'Sus sesiones abiertas se cerrarán; tendrá que iniciar sesión con la nueva.',
  'FIELD.newPassword': 'Nueva contraseña',
  'FIELD.newPasswordAgain': 'Repite la nueva contraseña',
  'STAFF_SCREEN.PASSWORD_SET': 'Contraseña actualizada. Las sesiones abiertas de {nombre} se cerraron.',
  'STAFF_SCREEN.SAVE': 'Guardar',

  'STAFF_SCREEN.DISABLE': 'Deshabilitar',
  'STAFF_SCREEN.DISABLE_FOR': 'Deshabilitar a {nombre}',
  'STAFF_SCREEN.DISABLE_CONFIRM':
    '¿Deshabilitar la cuenta de {nombre}? No podrá iniciar sesión y sus sesiones abiertas se cerrarán.',
  'STAFF_SCREEN.DISABLED_DONE': 'Cuenta deshabilitada: {nombre}.',
  'STAFF_SCREEN.ENABLE': 'Habilitar',
  'STAFF_SCREEN.ENABLE_FOR': 'Habilitar a {nombre}',
  'STAFF_SCREEN.ENABLED_DONE': 'Cuenta habilitada: {nombre}.',

  // The name of the first account, made on the first start.
  'STAFF.FIRST_ADMIN_NAME': 'Administrador',

  // Actividad del personal's lines of an account's events.
  'ACTIVITY.STAFF_CREATED': 'Creó la cuenta de {cuenta} ({rol})',
  'ACTIVITY.STAFF_ROLE_CHANGED': 'Cambió el rol de {cuenta}: {antes} → {despues}',
  'ACTIVITY.STAFF_NAME_CHANGED': 'Cambió el nombre de una cuenta: {antes} → {despues}',
  'ACTIVITY.STAFF_PASSWORD_CHANGED': 'Puso una contraseña nueva a {cuenta}',
  'ACTIVITY.OWN_PASSWORD_CHANGED': 'Cambió su propia contraseña',
  'ACTIVITY.STAFF_DISABLED': 'Deshabilitó la cuenta de {cuenta}',
  'ACTIVITY.STAFF_ENABLED': 'Habilitó la cuenta de {cuenta}',
} as const;

export const staffRefusals = {
  'STAFF.EMAIL_INVALID': { kind: 'bad_input', text: 'Ingresa un correo electrónico válido.' },
  'STAFF.EMAIL_INVISIBLE_CHARACTERS': {
    kind: 'bad_input',
    text: 'El correo electrónico tiene caracteres invisibles (como un espacio de ancho cero o una marca de dirección del texto). Escríbelo a mano, sin copiarlo y pegarlo.',
  },
  'STAFF.DISPLAY_NAME_REQUIRED': { kind: 'bad_input', text: 'El nombre del miembro del personal es obligatorio.' },
  'STAFF.EMAIL_TAKEN': { kind: 'conflict', text: 'Ya existe una cuenta del personal con ese correo electrónico.' },
  'STAFF.ALREADY_EXISTS': { kind: 'conflict', text: 'La cuenta del personal ya existe.' },
  'STAFF.NOT_FOUND': { kind: 'not_found', text: 'Cuenta del personal no encontrada.' },
  'STAFF.DISABLED': { kind: 'rule', text: 'La cuenta del personal está deshabilitada.' },

  'STAFF.PASSWORD_TOO_SHORT': { kind: 'rule', text: 'La contraseña debe tener al menos 8 caracteres.' },
  'STAFF.PASSWORD_TOO_LONG': { kind: 'rule', text: 'La contraseña no puede superar los 256 caracteres.' },
  'STAFF.PASSWORD_HASH_INVALID': {
    kind: 'rule',
    text: 'La contraseña no se pudo guardar. Por favor, inténtalo de nuevo.',
  },
  'STAFF.CURRENT_PASSWORD_WRONG': { kind: 'rule', text: 'La contraseña actual no es correcta.' },

  'STAFF.ROLE_INVALID': { kind: 'rule', text: 'Selecciona un rol válido.' },
  'STAFF.LAST_ADMINISTRATOR': {
    kind: 'rule',
    text: 'Debe quedar al menos un Administrador activo. Nombra a otra cuenta Administrador antes de hacer este cambio.',
  },
} as const satisfies RefusalPart;
