// The one string schema of every request body (issue 18): a text that is not plain (control
// characters, lone surrogates; see rules/plain-text.ts) is refused with REQUEST.TEXT_INVALID_CHARACTERS
// before any other rule reads it. `error` is the field's own text for a value that is not a string.
import { z } from 'zod';
import type { RefusalCode } from './refusals.js';
import { isPlainText, type PlainTextOptions } from './rules/plain-text.js';

export function requestText(error: RefusalCode = 'REQUEST.INVALID', options: PlainTextOptions = {}): z.ZodString {
  return z.string({ error }).refine((text) => isPlainText(text, options), { error: 'REQUEST.TEXT_INVALID_CHARACTERS' });
}
