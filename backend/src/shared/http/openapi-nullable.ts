// Nullable references in OpenAPI 3.0. For `.nullable()` of a named schema zod writes
// `{ nullable: true, allOf: [{ $ref }] }`, which 3.0 forbids (`nullable` needs a `type` beside it),
// and adding the `type` does not help: `allOf` still asks null to be the referenced object, so a
// strict validator refuses every null the examples hold. What 3.0 means by "this schema or null"
// is `anyOf` of the reference and a schema that is null alone, which Redocly and Spectral accept.

type Json = Record<string, unknown>;

const REF_PREFIX = '#/components/schemas/';

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ nullable, allOf: [{ $ref }] }` as `anyOf: [{ $ref }, null]`, everywhere in `node`. */
export function withNullableReferences<T>(node: T, schemas: Json): T {
  if (Array.isArray(node)) return node.map((item: unknown) => withNullableReferences(item, schemas)) as T;
  if (!isObject(node)) return node;
  const rewritten = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withNullableReferences(value, schemas)]),
  );
  const { nullable, allOf, ...rest } = rewritten;
  if (nullable !== true || rest['type'] !== undefined || !Array.isArray(allOf)) return rewritten as T;
  const [only] = allOf as unknown[];
  const ref = isObject(only) ? only['$ref'] : undefined;
  if (allOf.length !== 1 || typeof ref !== 'string' || !ref.startsWith(REF_PREFIX))
    throw new Error(`a nullable schema the document cannot express in OpenAPI 3.0: ${JSON.stringify(node)}`);
  const type = (schemas[ref.slice(REF_PREFIX.length)] as Json | undefined)?.['type'];
  if (typeof type !== 'string') throw new Error(`${ref} has no single type to make nullable in OpenAPI 3.0`);
  return { ...rest, anyOf: [{ $ref: ref }, { type, nullable: true, enum: [null] }] } as T;
}
