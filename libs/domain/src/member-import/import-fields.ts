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
  // Not in R34: after its fields, so the columns before it keep their places in the export.
  'email',
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

/**
 * R47: the member's authorisation as a sheet records it, 'Sí' / 'No' / blank (import-row.ts); the
 * export writes them after the member's fields. Not in IMPORT_FIELDS: they are no detail of the member.
 */
export const AUTHORIZATION_IMPORT_FIELDS = [
  'personalAuthorization',
  'sensitiveAuthorization',
  'remindersAuthorization',
  'authorizationMethod',
] as const;

export type AuthorizationImportField = (typeof AUTHORIZATION_IMPORT_FIELDS)[number];

/** Every column a sheet can bring: the member's fields, then the authorisation's. */
export const SHEET_FIELDS = [...IMPORT_FIELDS, ...AUTHORIZATION_IMPORT_FIELDS] as const;

export type SheetField = (typeof SHEET_FIELDS)[number];

/**
 * Without these a row cannot be registered: the add form requires them (spec §5). Not the address:
 * a sheet without one imports it as 'Pendiente' (R46).
 */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['name', 'phone', 'gender', 'plan', 'joinedOn'];

/** For each column of the sheet, the field it fills, or null (not imported). */
export type ColumnMapping = readonly (SheetField | null)[];

export function isImportField(value: unknown): value is ImportField {
  return typeof value === 'string' && (IMPORT_FIELDS as readonly string[]).includes(value);
}

/** A column's field: a member's field or an authorisation's (R47). */
export function isSheetField(value: unknown): value is SheetField {
  return typeof value === 'string' && (SHEET_FIELDS as readonly string[]).includes(value);
}

/** The Spanish header of a field, as R34 (R47 for the authorisation's) names it and the export writes it. */
export function importFieldLabel(field: SheetField): string {
  return message(`IMPORT_FIELD.${field}`);
}

/**
 * The members' columns of 'Exportar' (the .xlsx's Usuarios sheet and the members' CSV): every
 * field under its import header, the authorisation's too (R47: so a weight imports back), so the
 * file imports back, then the status, which the import ignores.
 */
export function memberExportHeaders(): string[] {
  return [...SHEET_FIELDS.map(importFieldLabel), message('MEMBER_EXPORT.STATUS')];
}

/**
 * Other headers people give these columns, compared as normalised (`normaliseHeader`). The R34
 * header of every field is matched too. A unit in parentheses is ignored: 'Peso (kg)' is 'Peso'.
 */
const ALSO_KNOWN_AS: Readonly<Record<SheetField, readonly string[]>> = {
  name: ['nombre completo', 'nombres', 'nombre y apellido', 'nombres y apellidos', 'usuario', 'cliente', 'socio'],
  cedula: [
    'cc',
    'c c',
    'documento',
    'numero de documento',
    'num documento',
    'no documento',
    'n documento',
    'documento identidad',
    'identificacion',
    'cedula ciudadania',
    'ti',
  ],
  phone: ['celular', 'cel', 'movil', 'tel', 'telefono celular', 'telefono movil', 'whatsapp', 'contacto'],
  address: ['domicilio', 'direccion residencia', 'residencia'],
  gender: ['sexo', 'genero m f', 'sexo m f'],
  birthday: [
    'fecha de nacimiento',
    'f nacimiento',
    'f nac',
    'fecha nac',
    'nacimiento',
    'cumpleano',
    'fecha de cumpleanos',
    'fecha cumpleanos',
  ],
  plan: ['tipo de plan', 'membresia', 'tipo membresia', 'tipo'],
  joinedOn: [
    'ingreso',
    'fecha ingreso',
    'f ingreso',
    'fecha de inscripcion',
    'inscripcion',
    'f inicio',
    'fecha inicio',
    'inicio',
    'fecha de inicio',
    'desde',
  ],
  expiresOn: ['vencimiento', 'vence', 'fecha vencimiento', 'f vencimiento', 'f vence', 'fecha fin', 'hasta'],
  ticketDaysUsed: ['dias utilizados', 'dias usados', 'dias habiles', 'dias', 'asistencias', 'clases usadas'],
  amountPaid: ['pago realizado', 'pago', 'pagado', 'abonado', 'abono', 'valor pagado'],
  planPrice: ['precio del plan', 'precio', 'valor', 'valor del plan', 'valor plan'],
  debt: ['debe', 'saldo', 'saldo pendiente', 'pendiente', 'deuda pendiente'],
  weightKg: ['peso kg'],
  heightCm: ['estatura', 'altura', 'altura cm', 'talla', 'estatura cm'],
  notes: ['notas', 'observacion', 'comentarios', 'nota'],
  email: ['correo', 'e mail', 'email', 'correo electronico', 'mail', 'e mail personal'],
  personalAuthorization: [
    'autorizacion datos',
    'autorizacion datos personales',
    'autoriza datos personales',
    'autoriza tratamiento datos',
    'habeas data',
  ],
  sensitiveAuthorization: [
    'autorizacion datos sensibles',
    'autoriza sensibles',
    'datos sensibles',
    'autoriza datos salud',
  ],
  remindersAuthorization: [
    'recordatorios',
    'acepta recordatorio',
    'autoriza recordatorios',
    'acepta mensajes',
    'autoriza whatsapp',
  ],
  authorizationMethod: [
    'como la dio',
    'como lo dio',
    'como autorizo',
    'medio de autorizacion',
    'medio autorizacion',
    'medio',
    'forma de autorizacion',
    'forma autorizacion',
    'metodo de autorizacion',
    'tipo de autorizacion',
    'autorizacion por',
    'autorizo por',
  ],
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

/** Every known header, normalised, to its field; a header given to two fields fails at load. */
const FIELD_BY_HEADER: ReadonlyMap<string, SheetField> = (() => {
  const byHeader = new Map<string, SheetField>();
  for (const field of SHEET_FIELDS)
    for (const header of [importFieldLabel(field), ...ALSO_KNOWN_AS[field]]) {
      const key = normaliseHeader(header);
      const other = byHeader.get(key);
      if (other !== undefined && other !== field) throw new Error(`Header "${key}" names ${other} and ${field}`);
      byHeader.set(key, field);
    }
  return byHeader;
})();

/** R34: each column's field by its header; a field goes to the first column that names it. */
export function matchColumns(headers: readonly string[]): ColumnMapping {
  const taken = new Set<SheetField>();
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
  return fields.every(isSheetField) && new Set(fields).size === fields.length;
}
