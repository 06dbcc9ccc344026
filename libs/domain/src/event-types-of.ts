// The one way an aggregate derives its event types from the object of its events' data schemas
// (`{ PaymentRecorded: z.object({…}), … }`), so each aggregate declares its events once, as schemas.
import type { z } from 'zod';
import type { DeepReadonly } from './api/schema-primitives.js';

export type EventDataSchemas = Readonly<Record<string, z.ZodType>>;

/** The event of type `K`: its data is what its schema accepts, read-only as every stored fact. */
export type EventOf<S extends EventDataSchemas, K extends keyof S & string> = {
  readonly type: K;
  readonly data: DeepReadonly<z.output<S[K]>>;
};

/** The union of an aggregate's events, one member per schema. */
export type EventUnionOf<S extends EventDataSchemas> = { [K in keyof S & string]: EventOf<S, K> }[keyof S & string];

/** The event types in the object's order. */
export const eventTypesOf = <S extends EventDataSchemas>(schemas: S): readonly (keyof S & string)[] =>
  Object.keys(schemas);
