// The catalogue's texts and refusals of discounts (R39): the desk forms' fields, the owner's limit
// for Recepción under Configuración, and the lines receipts, the profile and the exports print.
import type { RefusalPart } from './refusal-kinds.js';

export const discountsMessages = {
  'DISCOUNT.APPLY': 'Aplicar descuento',
  'DISCOUNT.FIELD': 'Descuento',
  'DISCOUNT.KIND_AMOUNT': '$',
  'DISCOUNT.KIND_PERCENT': '%',
  'DISCOUNT.FIELD_HINT': 'En pesos (10.000) o en porcentaje (20 %).',
  'DISCOUNT.REASON': 'Motivo del descuento',
  'DISCOUNT.REASON_HINT': 'Por ejemplo: Carné estudiantil vigente. Entre 5 y 200 caracteres.',
  'DISCOUNT.RECEPTION_LIMIT': 'Hasta {limite} %',
  'DISCOUNT.RECEPTION_NONE': 'Recepción no puede dar descuentos: el Administrador fija el límite en Configuración.',
  'DISCOUNT.LIST_PRICE': 'Precio de lista',
  'DISCOUNT.TOTAL': 'Total a pagar: {total}',
  'RECEIPT.TOTAL': 'Total del plan',
  'DISCOUNT.LINE_AMOUNT': '− {monto}',
  'DISCOUNT.LINE_PERCENT': '− {monto} ({porcentaje} %)',
  'DISCOUNT.SUMMARY': 'Precio de lista {lista}, descuento {descuento}: {total}. Motivo: {motivo}',

  // Configuración: the owner's limit for Recepción.
  'DISCOUNT_LIMIT.TITLE': 'Descuentos',
  'DISCOUNT_LIMIT.HINT':
    'El descuento máximo que Recepción puede dar al registrar, renovar o cambiar de plan, en porcentaje del precio. 0 % es ninguno; el Administrador no tiene límite.',
  'DISCOUNT_LIMIT.FIELD': 'Descuento máximo para Recepción (%)',
  'DISCOUNT_LIMIT.SAVE': 'Guardar límite',
  'DISCOUNT_LIMIT.SAVED': 'Límite de descuento guardado correctamente.',
  'DISCOUNT_LIMIT.SAVE_FAILED': 'Error al guardar el límite de descuento. Por favor, inténtalo de nuevo.',

  // The exports' columns.
  'COLUMN.LIST_PRICE': 'Precio de lista',
  'COLUMN.DISCOUNT': 'Descuento',
  'COLUMN.DISCOUNT_REASON': 'Motivo del descuento',

  // Actividad del personal's line of a discount given.
  'ACTIVITY.DISCOUNT_LIMIT_CHANGED': 'Descuento máximo para Recepción: {antes} % → {despues} %',
  'AUDIT.DISCOUNT_GIVEN': 'Descuento de {monto} sobre {lista}. Motivo: {motivo}',
} as const;

export const discountsRefusals = {
  'DISCOUNT.NOT_A_NUMBER': { kind: 'rule', text: 'El descuento debe ser un número.' },
  'DISCOUNT.NEGATIVE': { kind: 'rule', text: 'El descuento no puede ser negativo.' },
  'DISCOUNT.ABOVE_PRICE': { kind: 'rule', text: 'El descuento no puede ser mayor que el precio del plan ({precio}).' },
  'DISCOUNT.PERCENT_OVER_100': { kind: 'rule', text: 'Un descuento en porcentaje no puede pasar del 100 %.' },
  'DISCOUNT.PERCENT_NOT_WHOLE': { kind: 'rule', text: 'El porcentaje de descuento debe ser un número entero.' },
  'DISCOUNT.AMOUNT_NOT_WHOLE': { kind: 'rule', text: 'El descuento en pesos debe ser un número entero.' },
  'DISCOUNT.REASON_REQUIRED': { kind: 'rule', text: 'Escribe el motivo del descuento.' },
  'DISCOUNT.REASON_LENGTH': { kind: 'rule', text: 'El motivo del descuento debe tener entre 5 y 200 caracteres.' },
  'DISCOUNT.OVER_RECEPTION_LIMIT': { kind: 'rule', text: 'El descuento máximo para Recepción es {limite} %.' },
  'DISCOUNT.ONLY_WITH_PLAN_CHANGE': {
    kind: 'rule',
    text: 'El descuento se da al registrar, renovar o cambiar de plan: elige el nuevo plan.',
  },
  'DISCOUNT_LIMIT.INVALID': {
    kind: 'bad_input',
    text: 'El descuento máximo para Recepción debe ser un número entero entre 0 y 100.',
  },
} as const satisfies RefusalPart;
