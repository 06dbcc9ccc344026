// The catalogue's texts and refusals of the gym's settings: the plans' prices (R24), the gym's details on receipts.
import type { RefusalPart } from './refusal-kinds.js';

export const settingsMessages = {
  'SETTINGS_SCREEN.DESCRIPTION':
    'Los precios de los planes. Un cambio aplica desde la fecha que elijas; los usuarios ya registrados conservan su precio hasta su próxima renovación o cambio de plan.',
  'SETTINGS_SCREEN.PRICES': 'Precios de los planes',
  'SETTINGS_SCREEN.CURRENT_PRICE': 'Precio actual',
  'SETTINGS_SCREEN.SCHEDULED': 'Desde el {fecha}: {precio}',
  'SETTINGS_SCREEN.NEW_PRICE': 'Nuevo precio de {plan}',
  'SETTINGS_SCREEN.NEW_PRICE_HINT': 'Déjalo vacío para no cambiarlo.',
  'SETTINGS_SCREEN.EFFECTIVE_FROM': 'Aplica desde',
  'SETTINGS_SCREEN.EFFECTIVE_FROM_HINT': 'Hoy o una fecha posterior.',
  'SETTINGS_SCREEN.SAVE': 'Guardar precios',
  'SETTINGS_SCREEN.SAVED': 'Precios guardados correctamente.',
  'SETTINGS_SCREEN.UNCHANGED': 'Esos ya eran los precios de esa fecha: no se registró ningún cambio.',
  'SETTINGS.SAVE_FAILED': 'Error al guardar los precios. Por favor, inténtalo de nuevo.',

  'SETTINGS_SCREEN.HISTORY': 'Historial de precios',
  'SETTINGS_SCREEN.HISTORY_EMPTY': 'Aún no se han cambiado los precios: rigen los iniciales del sistema.',
  'SETTINGS_SCREEN.CHANGE': '{antes} → {despues}',
  'COLUMN.EFFECTIVE_FROM': 'Aplica desde',
  'COLUMN.PRICE_CHANGE': 'Cambio',
  'COLUMN.CHANGED_BY': 'Por',
  'COLUMN.CHANGED_AT': 'Guardado',

  // The gym's details, and their lines at the head of a receipt or a cierre.
  'SETTINGS.GYM_DETAILS_TITLE': 'Datos del gimnasio',
  'SETTINGS.GYM_DETAILS_HINT':
    'Salen en los recibos y en el cierre de caja. Deja en blanco lo que no quieras imprimir.',
  'FIELD.gymName': 'Nombre del gimnasio',
  'SETTINGS.GYM_NAME_HINT': 'En blanco se imprime «{nombre}».',
  'FIELD.nit': 'NIT',
  'FIELD.receiptFooter': 'Pie del recibo',
  'SETTINGS.GYM_FOOTER_HINT': 'Hasta 3 líneas, al pie de cada recibo.',
  'SETTINGS.GYM_DETAILS_SAVE': 'Guardar datos',
  'SETTINGS.GYM_DETAILS_SAVED': 'Datos del gimnasio guardados correctamente.',
  'SETTINGS.GYM_DETAILS_SAVE_FAILED': 'Error al guardar los datos del gimnasio. Por favor, inténtalo de nuevo.',
  'GYM.NIT': 'NIT {nit}',
  'GYM.PHONE': 'Tel. {telefono}',

  // Actividad del personal's line of a price changed.
  'ACTIVITY.PRICE_CHANGED': 'Precio de {plan}: {antes} → {despues}, desde el {fecha}',
} as const;

export const settingsRefusals = {
  'SETTINGS.PRICE_INVALID': {
    kind: 'bad_input',
    text: 'El precio debe ser un número entero de pesos entre $ 1.000 y $ 10.000.000.',
  },
  'SETTINGS.PRICES_REQUIRED': { kind: 'bad_input', text: 'Escribe el nuevo precio de al menos un plan.' },
  'SETTINGS.EFFECTIVE_FROM_INVALID': { kind: 'bad_input', text: 'Indica una fecha válida (AAAA-MM-DD).' },
  'SETTINGS.EFFECTIVE_FROM_PAST': {
    kind: 'bad_input',
    text: 'La fecha no puede ser anterior a hoy: un precio ya cobrado no se cambia.',
  },

  'SETTINGS.NIT_INVALID': {
    kind: 'bad_input',
    text: 'Escribe el NIT con sus números, puntos y el dígito de verificación (por ejemplo 900.123.456-7).',
  },
  'SETTINGS.FOOTER_TOO_LONG': { kind: 'bad_input', text: 'El pie del recibo puede tener hasta 3 líneas.' },
} as const satisfies RefusalPart;
