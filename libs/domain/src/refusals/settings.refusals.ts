// The refusals of the gym's settings: the plans' prices (R24) and the gym's details on receipts.
import type { RefusalPart } from './refusal-kinds.js';

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
