// Turns path, query and body inputs into typed values, or the 400/404 answer with the catalogue's text.
import { parseRequest, type RefusalCode } from '@gym/domain';
import type { z } from 'zod';
import { AppError } from './app-error.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the path: anything but a UUID names nothing stored, so 404 with `notFound`'s text. */
export function uuidParam(id: string, notFound: RefusalCode): string {
  if (!UUID.test(id)) throw new AppError(notFound);
  return id.toLowerCase();
}

/** A member id from the path: anything but a UUID cannot be a member (404 'Usuario no encontrado.'). */
export function memberIdParam(id: string): string {
  return uuidParam(id, 'MEMBER.NOT_FOUND');
}

/** The body as the schema's output, or 400 with the first problem's catalogue text and field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = parseRequest(schema, body);
  if (!parsed.ok) throw new AppError(parsed.code, {}, parsed.field);
  return parsed.value;
}

/** The operation's body, parsed by its schema. */
export function bodyOf<B extends z.ZodType>(operation: { readonly body?: B }, body: unknown): z.output<B> {
  if (!operation.body) throw new Error('This operation takes no body');
  return parseBody(operation.body, body);
}

/** The operation's query parameters, parsed by its schema: typed values or 400 naming the parameter. */
export function queryOf<Q extends z.ZodType>(operation: { readonly query?: Q }, query: unknown): z.output<Q> {
  if (!operation.query) throw new Error('This operation takes no query');
  return parseBody(operation.query, query ?? {});
}
