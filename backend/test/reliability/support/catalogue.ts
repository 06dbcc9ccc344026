// Whether an error answer's `message` is a text of the one Spanish catalogue (R21), with any
// `{param}` of the text filled in.
import { messages } from '@gym/domain';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const CATALOGUE: readonly RegExp[] = Object.values(messages).map(
  (text) =>
    new RegExp(
      `^${text
        .split(/\{\w+\}/)
        .map(escape)
        .join('.+')}$`,
      's',
    ),
);

export function isCatalogueText(message: unknown): boolean {
  return typeof message === 'string' && CATALOGUE.some((pattern) => pattern.test(message));
}

/** The error body every refusal must have: status, a code, and the catalogue's Spanish text. */
export function isSpanishRefusal(status: number, body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { statusCode, code, message } = body as Record<string, unknown>;
  return statusCode === status && typeof code === 'string' && isCatalogueText(message);
}
