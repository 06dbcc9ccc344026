// Turns an HTTP body into a typed value or the first problem, as a catalogue code and its field.
import type { z } from 'zod';
import { isRefusalCode, type RefusalCode } from './refusals.js';

export type ParseResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: RefusalCode; readonly field?: string };

/** Every issue of our schemas carries a catalogue key as its message; anything else reads `REQUEST.INVALID`. */
export function parseRequest<S extends z.ZodType>(schema: S, body: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues.at(0);
  if (issue === undefined) return { ok: false, code: 'REQUEST.INVALID' };
  const code = isRefusalCode(issue.message) ? issue.message : 'REQUEST.INVALID';
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, ...issue.keys.slice(0, 1)] : issue.path;
  const field = path.map(String).join('.');
  return field === '' ? { ok: false, code } : { ok: false, code, field };
}
