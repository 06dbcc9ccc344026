// Parses JSON bodies (up to the size limit) and refuses, with 400, what no form of ours sends and
// what would harm the code behind: nesting deeper than a few levels (recursive hashing or
// validation would overflow the stack) and `__proto__` / `constructor.prototype` keys (prototype
// poisoning; a schema would otherwise drop such a key without a word).
import express, { type RequestHandler } from 'express';

export const MAX_JSON_DEPTH = 32;

const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

class RefusedJsonError extends Error {
  readonly status = 400;
  readonly expose = true;
  readonly type = 'entity.refused';
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

export function jsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    type: 'application/json',
    verify: (_request, _response, buffer) => {
      if (nestsDeeperThan(buffer, MAX_JSON_DEPTH)) throw new RefusedJsonError('JSON nested too deep');
    },
    reviver: refusePoisonedKeys,
  });
}
