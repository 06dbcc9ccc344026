// R48: the member's rights that erase data — the revocation of the sensitive-data authorisation and
// the supresión. Neither event carries personal data: they say what was erased and why, never what.
import { z } from 'zod';
import { message } from '../messages.js';
import { memberEvent, type MemberEventEntries, type MemberEventIn } from './member-event-lines.js';

export const MEMBER_RIGHTS_EVENTS = {
  /** R48 (b): weight, height, IMC and body measurements erased at once; no new ones until authorised again (R47). */
  MemberSensitiveAuthorizationRevoked: memberEvent(z.object({ memberId: z.string(), reason: z.string() }), (data) =>
    message('AUDIT.SENSITIVE_AUTHORIZATION_REVOKED', { motivo: data.reason }),
  ),
  /**
   * R48 (c): the member's personal data blanked everywhere, for ever; the money stays under
   * 'Titular suprimido'. The member's data key is destroyed right after it is appended (crypto-shredding).
   */
  MemberSuppressed: memberEvent(z.object({ memberId: z.string(), reason: z.string() }), (data) =>
    message('AUDIT.MEMBER_SUPPRESSED', { motivo: data.reason }),
  ),
} satisfies MemberEventEntries;

export type MemberSensitiveAuthorizationRevoked = MemberEventIn<
  typeof MEMBER_RIGHTS_EVENTS,
  'MemberSensitiveAuthorizationRevoked'
>;
export type MemberSuppressed = MemberEventIn<typeof MEMBER_RIGHTS_EVENTS, 'MemberSuppressed'>;
