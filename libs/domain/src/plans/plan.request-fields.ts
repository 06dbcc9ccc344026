// The pieces the plans' bodies share (R38): a plan's name and a price (R24) from a day on.
import { z } from 'zod';
import { requestText } from '../request-text.js';
import { isValidDate } from '../rules/dates.js';
import { MAX_PLAN_PRICE, MIN_PLAN_PRICE } from '../rules/plan-prices.js';
import { isPlainText } from '../rules/plain-text.js';

/** R38: a plan's name is 2 to 40 characters once trimmed (inner spaces single). */
export const PLAN_NAME_LENGTH = { min: 2, max: 40 } as const;

export const planName = requestText('PLAN.NAME_INVALID').meta({ example: 'Semestral' });

/** R24: whole pesos from 1.000 to 10.000.000; the decider says so too. */
export const planPriceField = z.int({ error: 'SETTINGS.PRICE_INVALID' }).meta({ example: 420_000 });

export const priceFrom = requestText('SETTINGS.EFFECTIVE_FROM_INVALID')
  .refine(isValidDate, { error: 'SETTINGS.EFFECTIVE_FROM_INVALID' })
  .meta({ format: 'date', example: '2027-01-01' });

/** A whole number of days, months or visits (1 to 1.000, judged by the decider). */
export const planUnits = (code: 'PLAN.UNITS_INVALID' | 'PLAN.VALID_DAYS_INVALID') =>
  z.number({ error: code }).meta({ example: 6 });

/** The name as stored: trimmed, inner spaces single; null when it is not 2–40 characters of plain text. */
export function validPlanName(name: string): string | null {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const fits = trimmed.length >= PLAN_NAME_LENGTH.min && trimmed.length <= PLAN_NAME_LENGTH.max;
  return fits && isPlainText(trimmed) ? trimmed : null;
}

/** R24: a plan's price: whole pesos from 1.000 to 10.000.000. */
export function isPlanPrice(price: number): boolean {
  return Number.isInteger(price) && price >= MIN_PLAN_PRICE && price <= MAX_PLAN_PRICE;
}
