// The catalogue's texts of the Mi cuenta screen: the account, its name, its password and its sessions.
export const myAccountMessages = {
  'MY_ACCOUNT.DESCRIPTION': 'Tu cuenta, tu contraseña y tus sesiones.',
  'MY_ACCOUNT.ACCOUNT': 'Tu cuenta',

  'MY_ACCOUNT.NAME_TITLE': 'Mi nombre',
  'MY_ACCOUNT.NAME_HINT': 'Lo ven tus compañeros y sale en los recibos que cobras («Recibió»).',
  'MY_ACCOUNT.NAME_SAVE': 'Guardar nombre',
  'MY_ACCOUNT.NAME_SAVED': 'Nombre guardado correctamente.',

  'MY_ACCOUNT.PASSWORD_TITLE': 'Cambiar mi contraseña',
  'MY_ACCOUNT.PASSWORD_HINT': 'Tus sesiones en otros equipos se cerrarán; esta sigue abierta.',
  'FIELD.currentPassword': 'Contraseña actual',
  'MY_ACCOUNT.SAVE': 'Cambiar contraseña',
  'MY_ACCOUNT.SAVED': 'Contraseña cambiada correctamente.',

  'MY_ACCOUNT.SESSIONS_TITLE': 'Mis sesiones',
  'MY_ACCOUNT.SESSIONS_HINT':
    '¿Dejaste una sesión abierta en otro equipo? Ciérralas todas; esta también se cerrará y tendrás que iniciar sesión de nuevo.',
  'MY_ACCOUNT.END_ALL': 'Cerrar todas mis sesiones',
  'MY_ACCOUNT.END_ALL_CONFIRM':
    '¿Cerrar todas tus sesiones, en todos los equipos? Esta también se cerrará y volverás a la página de inicio de sesión.',
  'MY_ACCOUNT.END_ALL_FAILED': 'Error al cerrar las sesiones. Por favor, inténtalo de nuevo.',
  'MY_ACCOUNT.ENDED_ALL': 'Se cerraron todas tus sesiones.',
} as const;
