// The shapes of 'Importar usuarios' (issue 29, R34): the upload's fields, and the answer's lines
// (progress while the rows are checked and written, then the result, or an error).
import { z } from 'zod';
import { IMPORT_FIELDS, SHEET_FIELDS, isValidMapping, type ColumnMapping } from '../member-import/import-fields.js';
import { GENDERS } from '../rules/plans.js';
import { planSchema } from './member.schemas.js';
import { requestText } from '../request-text.js';
import { count, errorResponseSchema, isoDate, pesos, strictBodyError, type ApiShape } from './schema-primitives.js';

/** The largest file accepted (bytes), and the most data rows read from it. */
export const MEMBER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const MEMBER_IMPORT_MAX_ROWS = 50_000;
/** The upload's file part and its limit. */
export const MEMBER_IMPORT_UPLOAD = { fileField: 'file', maxBytes: MEMBER_IMPORT_MAX_BYTES } as const;

const importField = z.enum(SHEET_FIELDS);
const requiredField = z.enum(IMPORT_FIELDS);

/** `mapping`: a JSON list with, for each column of the sheet, its field or null (not imported). */
const mappingField = requestText('MEMBER_IMPORT.MAPPING_INVALID')
  .max(4_000, { error: 'MEMBER_IMPORT.MAPPING_INVALID' })
  .transform((text, context): ColumnMapping => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const list: readonly unknown[] | null = Array.isArray(parsed) ? (parsed as unknown[]) : null;
    if (list !== null && isValidMapping(list, list.length)) return list;
    context.issues.push({ code: 'custom', message: 'MEMBER_IMPORT.MAPPING_INVALID', input: text });
    return z.NEVER;
  })
  .meta({
    type: 'string',
    description:
      'JSON: para cada columna de la hoja, su campo o null. Sin ella, las columnas se reconocen por su título',
    example: '["name","cedula",null,"phone"]',
  });

/** The form fields sent beside the file. */
export const memberImportFields = z.strictObject(
  {
    dryRun: z
      .enum(['true', 'false'], { error: 'REQUEST.INVALID' })
      .default('true')
      .transform((value) => value === 'true')
      .meta({ description: 'true: solo revisa y muestra qué se importaría; false: importa' }),
    sheet: requestText('REQUEST.INVALID')
      .max(100, { error: 'REQUEST.INVALID' })
      .optional()
      .meta({ description: 'La hoja a leer (por defecto la primera)' }),
    mapping: mappingField.optional(),
    nameCase: z
      .enum(['true', 'false'], { error: 'REQUEST.INVALID' })
      .default('false')
      .transform((value) => value === 'true')
      .meta({
        description: 'true: escribe cada nombre con mayúscula inicial ("Jorge de la Hoz"), como se vio en la revisión',
      }),
  },
  strictBodyError,
);
export type MemberImportFields = z.output<typeof memberImportFields>;

/** The upload as the OpenAPI document describes it: the file and the fields. */
export const memberImportUpload = z
  .object({
    file: z.string().meta({ format: 'binary', description: '.xlsx, .ods o .csv (separado por , o ;), hasta 10 MB' }),
    dryRun: z.enum(['true', 'false']).optional(),
    sheet: z.string().optional(),
    mapping: z.string().optional(),
    nameCase: z.enum(['true', 'false']).optional(),
  })
  .meta({ id: 'MemberImportUpload' });

export const importColumnSchema = z.object({
  index: count,
  header: z.string(),
  field: importField.nullable(),
});

export const importedMemberRowSchema = z.object({
  row: count,
  name: z.string(),
  cedula: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  gender: z.enum(GENDERS),
  birthday: isoDate.nullable(),
  plan: planSchema,
  joinedOn: isoDate,
  expiresOn: isoDate.nullable(),
  ticketDaysUsed: count,
  amountPaid: pesos,
  planPrice: pesos,
  debt: pesos,
  weightKg: z.number().nullable(),
  heightCm: z.number().nullable(),
  notes: z.string(),
});

export const rowProblemSchema = z.object({ row: count, field: importField.nullable(), message: z.string() });

export const existingRowSchema = z.object({
  row: count,
  name: z.string(),
  cedula: z.string().nullable(),
  phone: z.string(),
  matchedBy: z.enum(['cedula', 'name-phone']),
  memberId: z.string().nullable(),
});

export const memberImportResultSchema = z
  .object({
    file: z.string(),
    sheet: z.string(),
    sheets: z.array(z.string()),
    dryRun: z.boolean(),
    columns: z.array(importColumnSchema),
    /** Required fields no column fills. */
    missingFields: z.array(requiredField),
    rows: count,
    toImport: count,
    imported: count,
    /** The first rows to import, as they will be recorded. */
    preview: z.array(importedMemberRowSchema),
    errors: z.array(rowProblemSchema),
    existing: z.array(existingRowSchema),
    notes: z.array(rowProblemSchema),
    namesToCase: count.describe(
      'Filas cuyo nombre se escribiría de otra forma con mayúscula inicial (todo en minúsculas o en mayúsculas…)',
    ),
    /** Global position of the last event written (0 in a dry run), for X-Read-After. */
    position: count,
  })
  .meta({ id: 'MemberImportResult' });
export type MemberImportResult = ApiShape<typeof memberImportResultSchema>;

export const memberImportLineSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('progress'), phase: z.enum(['check', 'import']), done: count, total: count }),
    z.object({ type: z.literal('result'), result: memberImportResultSchema }),
    z.object({ type: z.literal('error'), error: errorResponseSchema }),
  ])
  .meta({ id: 'MemberImportLine', description: 'Una línea JSON de la respuesta: progreso, resultado o error' });
export type MemberImportLine = ApiShape<typeof memberImportLineSchema>;
