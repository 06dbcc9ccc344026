// The refusals of a member's data: registering and editing (R36, R37), the cédula, body measures.
import type { RefusalPart } from './refusal-kinds.js';

export const memberRefusals = {
  'MEMBER.NAME_REQUIRED': { kind: 'bad_input', text: 'El nombre es obligatorio.' },
  'MEMBER.ADDRESS_REQUIRED': { kind: 'bad_input', text: 'La dirección es obligatoria.' },
  'MEMBER.PHONE_REQUIRED': { kind: 'bad_input', text: 'El teléfono es obligatorio.' },
  'MEMBER.PHONE_INVALID': { kind: 'bad_input', text: 'Número de teléfono inválido.' },
  'MEMBER.GENDER_INVALID': { kind: 'bad_input', text: 'Selecciona un género válido.' },
  'MEMBER.PLAN_INVALID': { kind: 'bad_input', text: 'Selecciona un plan válido.' },
  'MEMBER.JOINED_ON_INVALID': {
    kind: 'bad_input',
    text: 'La fecha de ingreso es obligatoria y debe ser una fecha válida.',
  },
  'MEMBER.BIRTHDAY_INVALID': { kind: 'bad_input', text: 'La fecha de cumpleaños no es válida.' },
  'MEMBER.WEIGHT_INVALID': { kind: 'bad_input', text: 'El peso debe ser un número entre 2 y 400 kg.' },
  'MEMBER.HEIGHT_INVALID': { kind: 'bad_input', text: 'La altura debe ser un número entre 50 y 250 cm.' },
  'MEMBER.HEIGHT_IN_METRES': { kind: 'bad_input', text: 'La altura va en centímetros (por ejemplo 170).' },
  'MEMBER.AMOUNT_PAID_REQUIRED': {
    kind: 'bad_input',
    text: 'Escribe el pago realizado (0 si no pagó nada).',
  },

  'MEMBER.CEDULA_INVALID': { kind: 'bad_input', text: 'La cédula debe tener solo números, entre 5 y 12 dígitos.' },
  'MEMBER.CEDULA_TAKEN': { kind: 'conflict', text: 'La cédula {cedula} ya pertenece a {nombre}.' },
  'MEMBER.ALREADY_EXISTS': { kind: 'conflict', text: 'El usuario ya existe.' },
  'MEMBER.NOT_FOUND': { kind: 'not_found', text: 'Usuario no encontrado.' },

  'BODY_COMPOSITION.DATE_INVALID': { kind: 'bad_input', text: 'La fecha de la medición no es válida.' },
  'BODY_COMPOSITION.MEASURES_INVALID': {
    kind: 'bad_input',
    text: 'Las medidas deben ser números mayores que 0 y menores que 300 cm.',
  },
  'BODY_COMPOSITION.MEASURE_REQUIRED': { kind: 'rule', text: 'Completa la medida {medida}.' },
  'BODY_COMPOSITION.MEASURE_OUT_OF_RANGE': {
    kind: 'rule',
    text: 'La medida {medida} debe ser un número mayor que 0 y menor que 300 cm.',
  },
  'BODY_COMPOSITION.MEASURE_UNKNOWN': {
    kind: 'rule',
    text: 'La medida {medida} no corresponde al género del usuario.',
  },
} as const satisfies RefusalPart;
