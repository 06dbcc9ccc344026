// R47: health data (weight, height and so the IMC, body measurements) and the photo are sensitive
// data (Ley 1581 art. 5), recorded only under the member's own sensitive-data authorisation.
// Decided for members whose authorisation is pending (registered before R47, or without an answer):
// no new health data until the authorisation is recorded with 'Sí'; what they hold is kept.
import { reject, type Rejection } from '../decision.js';
import type { MemberAuthorization } from './member-authorization.events.js';
import type { MemberDetails } from './member.events.js';

/** Whether health data may be recorded for a member with this authorisation (null: pending). */
export function maySensitiveData(authorization: Pick<MemberAuthorization, 'sensitive'> | null | undefined): boolean {
  return authorization?.sensitive === true;
}

/** The health fields of the details (R47): what a revocation or a supresión erases from them. */
export const SENSITIVE_DETAIL_FIELDS = ['weightKg', 'heightCm'] as const satisfies readonly (keyof MemberDetails)[];

/**
 * R47: a weight or height that would be recorded without the authorisation is refused, under its
 * field. `stored` are the details already held: one left as it was (or blanked) is no new health data.
 */
export function sensitiveDetailsRefusal(
  details: Partial<MemberDetails>,
  authorization: Pick<MemberAuthorization, 'sensitive'> | null | undefined,
  stored?: MemberDetails,
): Rejection | null {
  if (maySensitiveData(authorization)) return null;
  for (const field of SENSITIVE_DETAIL_FIELDS) {
    const value = details[field];
    if (value === null || value === undefined) continue;
    if (stored !== undefined && stored[field] === value) continue;
    return reject('AUTHORIZATION.SENSITIVE_REQUIRED', undefined, field);
  }
  return null;
}
