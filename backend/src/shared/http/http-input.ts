// Turns path, query and body inputs into typed values, or the 400/404 answer with the catalogue's text.
import { isPlainText, parseRequest, type MessageKey } from '@gym/domain';
import type { z } from 'zod';
import { AppError } from './app-error.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;

/** An id from the path: anything but a UUID names nothing stored, so 404 with `notFound`'s text. */
export function uuidParam(id: string, notFound: MessageKey): string {
  if (!UUID.test(id)) throw new AppError(notFound, 404);
  return id.toLowerCase();
}

/** A member id from the path: anything but a UUID cannot be a member (404 'Usuario no encontrado.'). */
export function memberIdParam(id: string): string {
  return uuidParam(id, 'MEMBER.NOT_FOUND');
}

/** The body as the schema's output, or 400 with the first problem's catalogue text and field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = parseRequest(schema, body);
  if (!parsed.ok) throw new AppError(parsed.code, 400, {}, parsed.field);
  return parsed.value;
}

export function badParam(field: string, code: MessageKey = 'REQUEST.INVALID'): AppError {
  return new AppError(code, 400, {}, field);
}

function wholeNumber(field: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,7}$/.test(value) || Number(value) < 1) throw badParam(field);
  return Math.min(Number(value), max);
}

export interface PageRequest {
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

/** `?page=&pageSize=`: whole numbers from 1; the page size defaults to 20 and is capped at 100. */
export function pageParams(page: string | undefined, pageSize: string | undefined): PageRequest {
  return {
    page: wholeNumber('page', page, 1, MAX_PAGE),
    pageSize: wholeNumber('pageSize', pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

const MAX_SEARCH_LENGTH = 100;

/** `?search=`: up to 100 characters of plain text (no control characters, issue 18); '' when absent. */
export function searchParam(search: string | undefined): string {
  if (search === undefined) return '';
  if (typeof search !== 'string' || search.length > MAX_SEARCH_LENGTH) throw badParam('search');
  if (!isPlainText(search)) throw badParam('search', 'REQUEST.TEXT_INVALID_CHARACTERS');
  return search;
}

/** One of `allowed`, or `fallback` when absent. */
export function choiceParam<T extends string>(
  field: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw badParam(field);
  return value as T;
}

/** Bodies of commands that take no input: nothing, or an empty JSON object. */
export function assertEmptyBody(body: unknown): void {
  if (body === undefined || body === null) return;
  if (typeof body !== 'object' || Array.isArray(body)) throw new AppError('REQUEST.INVALID', 400);
  const [unknown] = Object.keys(body);
  if (unknown !== undefined) throw new AppError('REQUEST.UNKNOWN_FIELD', 400, {}, unknown);
}
