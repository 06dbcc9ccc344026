// One Idempotency-Key per attempt at a write: a retry of the same values reuses it, new values get a new one.
import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../lib/idempotency-key';

export function useIdempotencyKey() {
  const last = useRef<{ readonly body: string; readonly key: string } | null>(null);

  /** The key for sending `body`: the same as last time when the body is the same (a retry). */
  const keyFor = useCallback((body: unknown): string => {
    const text = JSON.stringify(body ?? null);
    if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
    return last.current.key;
  }, []);

  /** After a success: the next write, even with equal values, is a new one. */
  const done = useCallback(() => {
    last.current = null;
  }, []);

  return { keyFor, done };
}
