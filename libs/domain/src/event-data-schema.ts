// Ties an event's zod schema to its TypeScript interface, so the two cannot drift apart: a field
// added, removed, made optional or given another type on one side only fails to compile.
import type { z } from 'zod';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type IsRecordLike<T> = [T] extends [object] ? ([T] extends [readonly unknown[]] ? false : true) : false;

/**
 * True when A and B have the same keys, each optional on both or on neither, with the same types,
 * all the way down (readonly aside). Mutual assignability alone would miss an optional field
 * present on one side only.
 */
export type SameShape<A, B> =
  Same<A, B> extends false
    ? false
    : IsRecordLike<A> extends false
      ? true
      : Same<keyof A, keyof B> extends false
        ? false
        : false extends { [K in keyof A & keyof B]-?: SameShape<A[K], B[K]> }[keyof A & keyof B]
          ? false
          : true;

/** What a compile error shows when a schema and its interface differ. */
interface SchemaDiffersFromItsType<Schema, Type> {
  readonly schemaAccepts: Schema;
  readonly typeSays: Type;
}

/**
 * `dataSchemaOf<PaymentRecorded['data']>()(z.object({ … }))` returns the schema unchanged, and
 * compiles only when what the schema accepts has exactly the shape of the type.
 */
export function dataSchemaOf<T>() {
  return <S extends z.ZodType>(
    schema: S & (SameShape<z.output<S>, T> extends true ? unknown : SchemaDiffersFromItsType<z.output<S>, T>),
  ): S => schema;
}
