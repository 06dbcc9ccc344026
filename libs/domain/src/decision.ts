// What every `decide` answers: the new events, or a rejection carrying a catalogue code.
import type { MessageKey } from './messages.js';

export interface Rejection {
  readonly rejected: true;
  readonly code: MessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Decision<E> = readonly E[] | Rejection;

/** What a command is decided against besides the state: the clock and the gym's time zone (R1). */
export interface DecisionContext {
  /** ISO-8601 instant the command is decided. */
  readonly now: string;
  /** IANA time zone that defines "today", e.g. `America/Bogota`. */
  readonly timeZone: string;
}

export function reject(code: MessageKey, params?: Readonly<Record<string, string | number>>): Rejection {
  return params === undefined ? { rejected: true, code } : { rejected: true, code, params };
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as { rejected?: unknown }).rejected === true;
}
