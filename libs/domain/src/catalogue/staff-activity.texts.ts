// The catalogue's texts of the Actividad del personal screen; each act's sentence is filed with the feature of its event.
export const staffActivityMessages = {
  'ACTIVITY.DESCRIPTION':
    'Lo que hizo cada cuenta del personal en un día: pagos, cambios de fechas, reinicios, eliminaciones, cuentas y precios.',
  'ACTIVITY.DAY': 'Día',
  'ACTIVITY.ACCOUNT': 'Cuenta',
  'ACTIVITY.ALL_ACCOUNTS': 'Todas las cuentas',
  'ACTIVITY.EMPTY': 'Nadie del personal registró actividad este día.',
  'ACTIVITY.LOAD_FAILED': 'No se pudo cargar la actividad del personal. Por favor, inténtalo de nuevo.',
  'ACTIVITY.WHAT': 'Qué hizo',
  'ACTIVITY.ABOUT': 'Sobre',
  'ACTIVITY.GYM': 'El gimnasio',

  'ACTIVITY.DATED_ON': '{frase}, con fecha del {fecha}',
  'ACTIVITY.IMPORT_GROUP': 'Importó {n} usuarios de {archivo}',
  'ACTIVITY.IMPORT_GROUP_ONE': 'Importó 1 usuario de {archivo}',
  'ACTIVITY.FIRESTORE_SOURCE': 'la base de datos anterior',
  'ACTIVITY.SHOW_ROWS': 'Ver las filas',
  'ACTIVITY.HIDE_ROWS': 'Ocultar las filas',
  'ACTIVITY.ROWS_FAILED': 'No se pudieron cargar las filas. Por favor, inténtalo de nuevo.',
  'ACTIVITY.KIND': 'Tipo de acción',
  'ACTIVITY.ALL_KINDS': 'Todas las acciones',
  'ACTIVITY_KIND.money': 'Pagos y anulaciones',
  'ACTIVITY_KIND.members': 'Usuarios',
  'ACTIVITY_KIND.accounts': 'Cuentas del personal',
  'ACTIVITY_KIND.cash': 'Cierres de caja',
  'ACTIVITY_KIND.prices': 'Precios',
} as const;
