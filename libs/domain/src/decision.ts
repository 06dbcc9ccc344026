// What every `decide` answers: the new events, or a rejection carrying a catalogue code.
import type { RefusalCode } from './refusals.js';
import type { StaffRole } from './staff/staff-roles.js';

export interface Rejection {
  readonly rejected: true;
  readonly code: RefusalCode;
  readonly params?: Readonly<Record<string, string | number>>;
  /** The request field the refusal is about, when it is about one (shown under that field). */
  readonly field?: string;
}

export type Decision<E> = readonly E[] | Rejection;

/** Who sends a command (R23), with the role read when it is decided (R25). */
export interface Actor {
  readonly staffId: string;
  readonly role: StaffRole;
}

/** What a command is decided against besides the state: the clock, the gym's time zone (R1), who acts. */
export interface DecisionContext {
  /** ISO-8601 instant the command is decided. */
  readonly now: string;
  /** IANA time zone that defines "today", e.g. `America/Bogota`. */
  readonly timeZone: string;
  readonly actor: Actor;
}

export function reject(
  code: RefusalCode,
  params?: Readonly<Record<string, string | number>>,
  field?: string,
): Rejection {
  return {
    rejected: true,
    code,
    ...(params === undefined ? {} : { params }),
    ...(field === undefined ? {} : { field }),
  };
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as { rejected?: unknown }).rejected === true;
}
