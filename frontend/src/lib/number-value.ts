// Values of Mantine's NumberInput ('' while empty) turned into what a request carries.

/** Empty is "not given" (null); text left half-typed becomes NaN, which the request schemas refuse. */
export function optionalNumber(value: number | string): number | null {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? null : Number(value.replace(',', '.'));
}

/** A required number: empty is missing (undefined, so the schema names the field). */
export function requiredNumber(value: number | string): number | undefined {
  return optionalNumber(value) ?? undefined;
}
