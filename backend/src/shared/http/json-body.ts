// Parses JSON bodies (up to the size limit) and refuses, with 400, what no form of ours sends and
// what would harm the code behind: nesting deeper than a few levels (recursive hashing or
// validation would overflow the stack) and `__proto__` / `constructor.prototype` keys (prototype
// poisoning; a schema would otherwise drop such a key without a word).
export const MAX_JSON_DEPTH = 32;

const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

class RefusedJsonError extends Error {
  readonly status: number = 400;
  readonly expose = true;
  readonly type: string = 'entity.refused';
}

class UnsupportedCharsetError extends RefusedJsonError {
  override readonly status = 415;
  override readonly type = 'charset.unsupported';
}

/** True when brackets outside strings nest deeper than `max`. */
export function nestsDeeperThan(text: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const byte = text[i] ?? 0;
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(byte)) depth -= 1;
  }
  return false;
}

function refusePoisonedKeys(this: unknown, key: string, value: unknown): unknown {
  const poisoned =
    key === '__proto__' ||
    (key === 'constructor' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype'));
  if (poisoned) throw new RefusedJsonError(`JSON key ${key} refused`);
  return value;
}

/** The charset parameter of a Content-Type header, in lower case; utf-8 when absent. */
function charsetOf(contentType: string | undefined): string {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '');
  return (match?.[1] ?? 'utf-8').toLowerCase();
}

/**
 * The JSON body, for Fastify's content type parser, read strictly: empty is `{}`; only an object or
 * an array; a UTF charset only (415 otherwise); the depth and prototype-key refusals above; anything
 * unreadable is 400.
 */
export function parseJsonBody(body: Buffer, contentType: string | undefined): unknown {
  const charset = charsetOf(contentType);
  if (!charset.startsWith('utf-')) throw new UnsupportedCharsetError(`unsupported charset ${charset}`);
  if (body.length === 0) return {};
  if (nestsDeeperThan(body, MAX_JSON_DEPTH)) throw new RefusedJsonError('JSON nested too deep');
  let text: string;
  try {
    text = new TextDecoder(charset).decode(body);
  } catch {
    throw new UnsupportedCharsetError(`unsupported charset ${charset}`);
  }
  // The first character after JSON's whitespace (space, tab, line feed, carriage return).
  const first = /^[ \t\n\r]*(.)/s.exec(text)?.[1];
  if (first !== '{' && first !== '[') throw new RefusedJsonError('JSON body must be an object or an array');
  try {
    return JSON.parse(text, refusePoisonedKeys) as unknown;
  } catch (error) {
    if (error instanceof RefusedJsonError) throw error;
    throw new RefusedJsonError('JSON body unreadable');
  }
}
