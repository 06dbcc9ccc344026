// The fields of the product bodies (R40) and the same rules for a command that did not come through
// a body: a name of 2–60 characters unique among the gym's products (accents and case aside), a price
// of 100 to 10.000.000 pesos, whole units never below 0, a reason of 5–200 characters.
import { z } from 'zod';
import type { RefusalCode } from '../refusals.js';
import { requestText } from '../request-text.js';
import { isPlainText } from '../rules/plain-text.js';
import { normaliseSearchText } from '../rules/search-text.js';

export const PRODUCT_NAME_LENGTH = { min: 2, max: 60 } as const;
export const PRODUCT_PRICE = { min: 100, max: 10_000_000 } as const;
/** More units than any desk keeps: a typo, not a delivery. */
export const PRODUCT_MAX_UNITS = 100_000;

/** The name trimmed (inner spaces collapsed), or null when too short, too long or not plain text. */
export function validProductName(name: string): string | null {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const fits = trimmed.length >= PRODUCT_NAME_LENGTH.min && trimmed.length <= PRODUCT_NAME_LENGTH.max;
  return fits && isPlainText(trimmed) ? trimmed : null;
}

/** Two names are the same product when they differ only in accents, case or spaces ('Agua' = 'agüa '). */
export const productNameKey = (name: string): string => normaliseSearchText(name);

export const isProductPrice = (value: number): boolean =>
  Number.isInteger(value) && value >= PRODUCT_PRICE.min && value <= PRODUCT_PRICE.max;

/** Whole units from `min` (0 for a stock or a threshold, 1 for an arrival) to PRODUCT_MAX_UNITS. */
export const isUnits = (value: number, min: 0 | 1): boolean =>
  Number.isInteger(value) && value >= min && value <= PRODUCT_MAX_UNITS;

/** A number the check `fits` accepts, else the field's refusal (a missing or fractional one too). */
export const wholeNumber = (code: RefusalCode, fits: (value: number) => boolean, min: number, max: number) =>
  z.number({ error: code }).refine(fits, { error: code }).meta({ type: 'integer', minimum: min, maximum: max });

export const productName = requestText('PRODUCT.NAME_INVALID').meta({ example: 'Agua 600 ml' });
export const productPrice = wholeNumber('PRODUCT.PRICE_INVALID', isProductPrice, PRODUCT_PRICE.min, PRODUCT_PRICE.max);
export const lowStockThreshold = wholeNumber(
  'PRODUCT.THRESHOLD_INVALID',
  (value) => isUnits(value, 0),
  0,
  PRODUCT_MAX_UNITS,
);
