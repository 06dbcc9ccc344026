// The catalogue's texts of the menu: one entry per screen, in the menu's order; each screen's title too.
export const navigationMessages = {
  'NAV.DASHBOARD': 'Dashboard',
  'NAV.CHECK_IN': 'Ingreso',
  'NAV.USERS': 'Usuarios',
  'NAV.MEMBER_IMPORT': 'Importar usuarios',
  'NAV.PAYMENTS': 'Pagos',
  'NAV.CASH_CLOSING': 'Cierre de caja',
  'NAV.BODY_COMPOSITION': 'Composición Corporal',
  'NAV.ATTENDANCE': 'Asistencia',
  'NAV.AUDIT': 'Auditoría',
  'NAV.SETTINGS': 'Configuración',
  'NAV.STAFF': 'Personal',
  'NAV.STAFF_ACTIVITY': 'Actividad del personal',
  'NAV.DATA_REQUESTS': 'Solicitudes de datos',
  'NAV.MY_ACCOUNT': 'Mi cuenta',
} as const;
