// The catalogue's texts of the Actividad del personal screen: what each account did in a day, one sentence per act.
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

  'ACTIVITY.STAFF_CREATED': 'Creó la cuenta de {cuenta} ({rol})',
  'ACTIVITY.STAFF_ROLE_CHANGED': 'Cambió el rol de {cuenta}: {antes} → {despues}',
  'ACTIVITY.STAFF_NAME_CHANGED': 'Cambió el nombre de una cuenta: {antes} → {despues}',
  'ACTIVITY.STAFF_PASSWORD_CHANGED': 'Puso una contraseña nueva a {cuenta}',
  'ACTIVITY.OWN_PASSWORD_CHANGED': 'Cambió su propia contraseña',
  'ACTIVITY.STAFF_DISABLED': 'Deshabilitó la cuenta de {cuenta}',
  'ACTIVITY.STAFF_ENABLED': 'Habilitó la cuenta de {cuenta}',
  'ACTIVITY.PRICE_CHANGED': 'Precio de {plan}: {antes} → {despues}, desde el {fecha}',
  'ACTIVITY.DATED_ON': '{frase}, con fecha del {fecha}',
  'ACTIVITY.CASH_DAY_CLOSED': 'Cerró la caja del {fecha} con {contado} contados ({diferencia})',
  'ACTIVITY.CASH_DAY_REOPENED': 'Reabrió la caja del {fecha}: {motivo}',
} as const;
