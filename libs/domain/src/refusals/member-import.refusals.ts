// The refusals of importing members from a spreadsheet (R34): the file, the sheet, the mapping, a row's values.
import type { RefusalPart } from './refusal-kinds.js';

export const memberImportRefusals = {
  'MEMBER_IMPORT.FILE_REQUIRED': { kind: 'bad_input', text: 'Elige un archivo para importar.' },
  'MEMBER_IMPORT.FILE_TOO_LARGE': { kind: 'too_large', text: 'El archivo supera el máximo de 10 MB.' },
  'MEMBER_IMPORT.NOT_SPREADSHEET': {
    kind: 'bad_input',
    text: 'El archivo no es una hoja de cálculo que se pueda leer. Guárdalo como .xlsx o .csv e inténtalo de nuevo.',
  },
  'MEMBER_IMPORT.EMPTY': { kind: 'bad_input', text: 'La hoja no tiene filas con datos.' },
  'MEMBER_IMPORT.SHEET_UNKNOWN': {
    kind: 'bad_input',
    text: 'El archivo no tiene una hoja llamada "{hoja}". Hojas: {hojas}.',
  },
  'MEMBER_IMPORT.TOO_MANY_ROWS': {
    kind: 'bad_input',
    text: 'El archivo tiene más de {max} filas. Divídelo en partes más pequeñas.',
  },
  'MEMBER_IMPORT.MAPPING_INVALID': { kind: 'bad_input', text: 'La correspondencia de columnas no es válida.' },

  'MEMBER_IMPORT.DAYS_USED_INVALID': {
    kind: 'bad_input',
    text: 'Los días usados deben ser un número entero de 0 a 15.',
  },
  'MEMBER_IMPORT.EXPIRY_INVALID': { kind: 'bad_input', text: 'La fecha de vencimiento no es válida.' },
  'MEMBER_IMPORT.EXPIRY_BEFORE_ENTRY': {
    kind: 'bad_input',
    text: 'La fecha de vencimiento es anterior a la fecha de ingreso.',
  },
  'MEMBER_IMPORT.DEBT_MISMATCH': {
    kind: 'bad_input',
    text: 'La deuda ({deuda}) no coincide con Precio − Pagado ({esperada}).',
  },
} as const satisfies RefusalPart;
