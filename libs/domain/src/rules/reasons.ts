// Why a correction was made (R29 void, R31 freeze, R32 reopening): a short plain text the auditor reads.
import { isPlainText } from './plain-text.js';

/** A reason has 5 to 200 characters once trimmed. */
export const REASON_LENGTH = { min: 5, max: 200 } as const;

/** The reason trimmed, or null when it is missing, too short, too long or not plain text. */
export function validReason(reason: unknown): string | null {
  if (typeof reason !== 'string') return null;
  const trimmed = reason.trim();
  const fits = trimmed.length >= REASON_LENGTH.min && trimmed.length <= REASON_LENGTH.max;
  return fits && isPlainText(trimmed) ? trimmed : null;
}
