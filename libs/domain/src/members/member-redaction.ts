// R48 (c): a suppressed member's earlier events as an auditor reads them — every personal field
// '[dato suprimido]' (texts) or blank (a birthday, a cédula, a weight or height, the measures), the
// rest (plans, money, dates of payments, who did what) as it was. Until the member's data key is
// destroyed the log still holds those fields; the audit views never show them.
import { message } from '../messages.js';
import type { MemberEvent } from './member.events.js';

const SUPPRESSED_TEXT = new Set(['name', 'address', 'phone', 'notes']);
const BLANKED = new Set(['birthday', 'cedula', 'email', 'weightKg', 'heightCm']);

function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      if (SUPPRESSED_TEXT.has(key) && typeof field === 'string') return [key, message('PRIVACY.SUPPRESSED_VALUE')];
      if (BLANKED.has(key) && field !== undefined) return [key, null];
      if (key === 'measures') return [key, {}];
      return [key, redacted(field)];
    }),
  );
}

/** The event with its personal fields suppressed (the event's type and shape stay). */
export function redactSuppressedEvent(event: MemberEvent): MemberEvent {
  return { ...event, data: redacted(event.data) } as MemberEvent;
}

/** Whether a member's stream holds its supresión. */
export const isSuppressedStream = (types: readonly string[]): boolean => types.includes('MemberSuppressed');
