// The catalogue's texts and refusals of a payment's receipt: its screen, the printed sheet and its voided stamp (R29).
import type { RefusalPart } from './refusal-kinds.js';

export const receiptsMessages = {
  'RECEIPT.PAGE_TITLE': 'Recibo {numero}',
  'RECEIPT.PRINT': 'Imprimir recibo',
  'RECEIPT.NONE': 'Sin recibo',
  'RECEIPT.PRINT_FOR': 'Imprimir recibo de {nombre} del {fecha}',
  'RECEIPT.PRINT_NOW': 'Imprimir',

  'RECEIPT.TITLE': 'Recibo de pago',
  'RECEIPT.NUMBER': 'Recibo N.º {numero}',
  'RECEIPT.RECEIVED_FROM': 'Recibimos de',
  'RECEIPT.CEDULA': 'C.C. {cedula}',
  'RECEIPT.AMOUNT': 'La suma de',
  'RECEIPT.AMOUNT_IN_WORDS': 'Son: {palabras}',
  'RECEIPT.CONCEPT': 'Concepto',
  'RECEIPT.CONCEPT_VALUE': '{tipo} · plan {plan}',
  'RECEIPT.DATE': 'Fecha',
  'RECEIPT.EXPIRES_ON': 'Nuevo vencimiento',
  // A payment that moved no expiry (issue 41): the expiry as it stood, 'Vencida el …' once past.
  'RECEIPT.EXPIRY': 'Vencimiento',
  'RECEIPT.EXPIRED_ON': 'Vencida el {fecha}',
  'RECEIPT.DEBT_AFTER': 'Saldo pendiente',
  'RECEIPT.STAFF': 'Recibió',
  'RECEIPT.THANKS': '¡Gracias por tu pago!',
  'RECEIPT.SIGNATURE': 'Firma y sello',

  'RECEIPT.VOIDED_STAMP': 'ANULADO',
  'RECEIPT.VOIDED_DETAIL': 'Anulado el {fecha} por {quien}. Motivo: {motivo}',
} as const;

export const receiptsRefusals = {
  'RECEIPT.NOT_FOUND': { kind: 'not_found', text: 'Recibo no encontrado.' },
  'RECEIPT.OPENING_BALANCE': {
    kind: 'not_found',
    text: 'Un saldo migrado no tiene recibo: es lo que la hoja importada decía que estaba pagado.',
  },
} as const satisfies RefusalPart;
