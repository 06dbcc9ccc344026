// The catalogue's texts of the Personal screen (R25): the accounts, a new account, roles, passwords, disabling.
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
} as const;
