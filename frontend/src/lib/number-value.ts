// Numbers typed in a text field ('55,3' or '55.3') turned into what a request carries, and back.

/** Empty is "not given" (null); anything else is read with a comma or a point for decimals. Text that is
 * not a number (a sign, letters) becomes NaN or a negative, which the request schemas refuse. */
export function optionalNumber(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const bare = value.trim();
  if (bare === '') return null;
  return /^[-+]?\d+([.,]\d*)?$/.test(bare) ? Number(bare.replace(',', '.')) : Number.NaN;
}

/** A stored weight, height or measure as the field shows it: 70.5 → '70,5'; null → ''. */
export function decimalText(value: number | null): string {
  return value === null ? '' : String(value).replace('.', ',');
}
