// Query parameters as zod schemas: each arrives as text and leaves as the typed value, or a 400
// naming the parameter. Repeated or nested parameters are not text and are refused.
import { z } from 'zod';
import type { RefusalCode } from '../refusals.js';
import { requestText } from '../request-text.js';
import { isValidDate, isValidMonthKey } from '../rules/dates.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;
export const MAX_SEARCH_LENGTH = 100;

const invalid = { error: 'REQUEST.INVALID' } as const;

/** A whole number from 1, capped at `max` (a larger one reads as the cap). */
export const positiveIntParam = (max: number) =>
  z
    .string(invalid)
    .regex(/^\d{1,7}$/, invalid)
    .transform(Number)
    .refine((value) => value >= 1, invalid)
    .transform((value) => Math.min(value, max));

export const choiceParam = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, invalid);

/** R38: a plan's id ('fortnight', 'monthly', 'ticket_book' or a gym plan's generated id). */
export const planParam = requestText().max(64, invalid).meta({ example: 'monthly' });

/** Search text: up to 100 characters, no control characters (issue 18). */
export const searchParam = requestText().max(MAX_SEARCH_LENGTH, invalid).meta({ example: 'ana' });

export const dateParam = (code: RefusalCode = 'REQUEST.INVALID') =>
  requestText(code).refine(isValidDate, { error: code }).meta({ format: 'date', example: '2026-03-02' });

export const monthParam = requestText().refine(isValidMonthKey, invalid).meta({ example: '2026-03' });

/** `?page=&pageSize=`: page from 1; the page size defaults to 20 and is capped at 100. */
export const pageQueryShape = {
  page: positiveIntParam(MAX_PAGE).default(1).describe('Página, desde 1'),
  pageSize: positiveIntParam(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE)
    .describe(`Tamaño de página, hasta ${MAX_PAGE_SIZE} (por defecto ${DEFAULT_PAGE_SIZE})`),
};

export interface PageRequest {
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}
