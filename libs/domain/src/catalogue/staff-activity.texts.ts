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
} as const;
