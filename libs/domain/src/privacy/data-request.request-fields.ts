// The fields the data-request bodies share (R49): a text of 5–2000 characters with lines, and a date.
import type { RefusalCode } from '../refusals.js';
import { requestText } from '../request-text.js';
import { isPlainText } from '../rules/plain-text.js';
import { DATA_REQUEST_TEXT_LENGTH } from './data-request.deadline.js';

/** What was asked or answered: 5 to 2000 characters once trimmed, line breaks kept. */
export const dataRequestText = (code: RefusalCode) =>
  requestText(code, { lines: true })
    .trim()
    .min(DATA_REQUEST_TEXT_LENGTH.min, { error: code })
    .max(DATA_REQUEST_TEXT_LENGTH.max, { error: code });

/** The same rule for a command that did not come through a body: the text trimmed, or null. */
export function validDataRequestText(text: string): string | null {
  const trimmed = text.trim();
  const fits = trimmed.length >= DATA_REQUEST_TEXT_LENGTH.min && trimmed.length <= DATA_REQUEST_TEXT_LENGTH.max;
  return fits && isPlainText(trimmed, { lines: true }) ? trimmed : null;
}
