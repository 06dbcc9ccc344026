// The catalogue's texts that many screens share: loading, pages of a list, dialogs, form inputs, blanks, columns.
export const commonMessages = {
  'COMMON.LOAD_FAILED': 'No se pudo cargar la información.',
  'COMMON.RETRY': 'Reintentar',

  'COMMON.PAGINATION': 'Paginación',
  'COMMON.PAGE_RANGE': '{desde}–{hasta} de {total}',
  'COMMON.PAGE_FIRST': 'Primera página',
  'COMMON.PAGE_PREVIOUS': 'Página anterior',
  'COMMON.PAGE_NEXT': 'Página siguiente',
  'COMMON.PAGE_LAST': 'Última página',
  'COMMON.SHOWING_OF': 'Mostrando {shown} de {total}',

  'COMMON.CONFIRM': 'Confirmar',
  'COMMON.CANCEL': 'Cancelar',
  'COMMON.CLOSE': 'Cerrar',

  'COMMON.SELECT_PLACEHOLDER': 'Selecciona una opción',
  'DATE.PLACEHOLDER': 'dd/mm/aaaa',
  'NUMBER.NO_SIGN': 'Escribe el número sin signo (por ejemplo 55,3).',
  'NUMBER.INVALID': 'Escribe solo el número, con coma o punto para los decimales (por ejemplo 55,3).',

  'COMMON.NOT_AVAILABLE': 'N/A',
  'COMMON.NONE': 'Ninguna',
  'COMMON.TODAY': '¡Hoy!',
  'COMMON.UNKNOWN_MEMBER': 'Usuario Desconocido',
  'COMMON.DELETED_MEMBER': 'Usuario eliminado',

  // Column headers of more than one table; a screen's own columns are filed with the screen.
  'COLUMN.DATE': 'Fecha',
  'COLUMN.DATE_TIME': 'Fecha y hora',
  'COLUMN.TIME': 'Hora',
  'COLUMN.USER': 'Usuario',
  'COLUMN.NAME': 'Nombre',
  'COLUMN.PLAN': 'Plan',
  'COLUMN.GENDER': 'Género',
  'COLUMN.STATUS': 'Estado',
  'COLUMN.ACTIONS': 'Acciones',
} as const;
