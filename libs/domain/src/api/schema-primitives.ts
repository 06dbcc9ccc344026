// The building blocks of the API's JSON shapes: dates, instants, ids, pesos, pages and errors,
// each with the OpenAPI format and an example, so the generated document says what a value looks like.
import { z } from 'zod';

/** A calendar date without time, `YYYY-MM-DD` (R2). */
export const isoDate = z.string().meta({ format: 'date', example: '2026-03-02' });
/** A month, `YYYY-MM`. */
export const isoMonth = z.string().meta({ pattern: '^\\d{4}-\\d{2}$', example: '2026-03' });
/** An ISO-8601 instant (R2). */
export const instant = z.string().meta({ format: 'date-time', example: '2026-03-02T15:30:00.000Z' });
export const uuid = z.uuid().meta({ example: '4b0c7d2e-8f1a-4c3b-9d2e-5f6a7b8c9d0e' });
/** Whole Colombian pesos (R3). */
export const pesos = z.int().meta({ example: 80_000 });
export const count = z.int().min(0);

/** One page of a list: the items, how many match in all, and which page this is (1-based). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: count, page: z.int().min(1), pageSize: z.int().min(1) });

/** For strict bodies: an unknown field, or anything else wrong with the object, as a catalogue code. */
export const strictBodyError = {
  error: (issue: { readonly code?: string }) =>
    issue.code === 'unrecognized_keys' ? 'REQUEST.UNKNOWN_FIELD' : 'REQUEST.INVALID',
};

/** The body of a command that takes no input: nothing, or an empty object. */
export const emptyBodySchema = z
  .strictObject({}, strictBodyError)
  .nullish()
  .meta({ id: 'EmptyBody', description: 'Sin cuerpo, o un objeto vacío' });

/** The JSON body of every error answer: a catalogue key, its Spanish text and the field it names. */
export const errorResponseSchema = z
  .object({
    statusCode: z.int(),
    code: z.string().meta({ example: 'PAYMENT.INVALID_AMOUNT' }),
    message: z.string().meta({ example: 'Por favor ingrese un monto válido' }),
    field: z.string().optional().meta({ example: 'amount' }),
  })
  .meta({ id: 'Error', description: 'Un rechazo: código del catálogo, su texto en español y el campo' });
export type ErrorResponse = ApiShape<typeof errorResponseSchema>;

/** Every command answers at least the global position of its last event (for X-Read-After). */
export const commandResponseSchema = z
  .object({ position: z.int().min(0).meta({ example: 1234 }) })
  .meta({ id: 'CommandResponse', description: 'Posición global del último evento escrito' });
export type CommandResponse = ApiShape<typeof commandResponseSchema>;

/** JSON as the app hands it around: nothing in an answer is changed after it is built. */
export type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** The type of what a schema describes, read-only as every API shape is. */
export type ApiShape<S extends z.ZodType> = DeepReadonly<z.output<S>>;

export type PageOf<T> = {
  readonly items: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
};
