// The fields a spreadsheet row can bring (R34) and how a column is matched to one by its header,
// whatever its case or accents: 'CÉDULA', 'Cedula' and 'cédula' are all the Cédula column.
import { message } from '../messages.js';
import { normaliseSearchText } from '../rules/search-text.js';

/** In the order of R34: also the export's column order, so an export imports back as it is. */
export const IMPORT_FIELDS = [
  'name',
  'cedula',
  'phone',
  'address',
  'gender',
  'birthday',
  'plan',
  'joinedOn',
  'expiresOn',
  'ticketDaysUsed',
  'amountPaid',
  'planPrice',
  'debt',
  'weightKg',
  'heightCm',
  'notes',
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Without these a row cannot be registered: the add form requires them (spec §5). */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = [
  'name',
  'phone',
  'address',
  'gender',
  'plan',
  'joinedOn',
];

/** For each column of the sheet, the field it fills, or null (not imported). */
export type ColumnMapping = readonly (ImportField | null)[];

export function isImportField(value: unknown): value is ImportField {
  return typeof value === 'string' && (IMPORT_FIELDS as readonly string[]).includes(value);
}

/** The Spanish header of a field, as R34 names it and the export writes it. */
export function importFieldLabel(field: ImportField): string {
  return message(`IMPORT_FIELD.${field}`);
}

/**
 * The members' columns of 'Exportar' (the .xlsx's Usuarios sheet and the members' CSV): every
 * field under its import header, so the file imports back, then the status, which the import ignores.
 */
export function memberExportHeaders(): string[] {
  return [...IMPORT_FIELDS.map(importFieldLabel), message('MEMBER_EXPORT.STATUS')];
}

/**
 * Other headers people give these columns, compared as normalised (`normaliseHeader`). The R34
 * header of every field is matched too. A unit in parentheses is ignored: 'Peso (kg)' is 'Peso'.
 */
const ALSO_KNOWN_AS: Readonly<Record<ImportField, readonly string[]>> = {
  name: ['nombre completo', 'nombres', 'nombre y apellido', 'nombres y apellidos', 'usuario'],
  cedula: ['cc', 'c c', 'documento', 'numero de documento', 'identificacion', 'no documento', 'n documento'],
  phone: ['celular', 'movil', 'tel', 'telefono celular', 'whatsapp'],
  address: ['domicilio'],
  gender: ['sexo'],
  birthday: ['fecha de nacimiento', 'nacimiento', 'cumpleano', 'fecha de cumpleanos'],
  plan: ['tipo de plan', 'membresia'],
  joinedOn: ['ingreso', 'fecha ingreso', 'fecha de inscripcion', 'inscripcion'],
  expiresOn: ['vencimiento', 'vence', 'fecha vencimiento'],
  ticketDaysUsed: ['dias utilizados', 'dias habiles', 'dias'],
  amountPaid: ['pago realizado', 'pago', 'abonado', 'valor pagado'],
  planPrice: ['precio del plan', 'valor', 'valor del plan'],
  debt: ['debe', 'saldo', 'saldo pendiente'],
  weightKg: ['peso kg'],
  heightCm: ['estatura', 'altura cm'],
  notes: ['notas', 'observacion', 'comentarios'],
};

/** Words a header may carry or leave out: 'FECHA NACIMIENTO' is 'Fecha de nacimiento'. */
const FILLER_WORDS: ReadonlySet<string> = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'y']);

/** A header as it is compared: lower case, no accents, no unit in parentheses, no punctuation, no filler words. */
export function normaliseHeader(header: string): string {
  return normaliseSearchText(header.replace(/\([^)]*\)/g, ' '))
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !FILLER_WORDS.has(word))
    .join(' ');
}

const FIELD_BY_HEADER: ReadonlyMap<string, ImportField> = new Map(
  IMPORT_FIELDS.flatMap((field) =>
    [importFieldLabel(field), ...ALSO_KNOWN_AS[field]].map((header) => [normaliseHeader(header), field] as const),
  ),
);

/** R34: each column's field by its header; a field goes to the first column that names it. */
export function matchColumns(headers: readonly string[]): ColumnMapping {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = FIELD_BY_HEADER.get(normaliseHeader(header));
    if (field === undefined || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** The required fields no column fills. */
export function missingRequiredFields(mapping: ColumnMapping): ImportField[] {
  return REQUIRED_IMPORT_FIELDS.filter((field) => !mapping.includes(field));
}

/** A mapping a person sent: one entry per column, each a field or null, no field twice. */
export function isValidMapping(mapping: readonly unknown[], columns: number): mapping is ColumnMapping {
  if (mapping.length !== columns) return false;
  const fields = mapping.filter((field) => field !== null);
  return fields.every(isImportField) && new Set(fields).size === fields.length;
}
