// R48 (b): the member revokes the sensitive-data authorisation. The revocation is recorded with its
// reason and erases weight, height, IMC and body measurements at once, from every read model; the
// server then refuses health data for the member until a new authorisation says 'Sí' (R47).
import { z } from 'zod';
import { reject, type Decision } from '../decision.js';
import type { MemberEvent } from './member.events.js';
import { reasonText, strict, type WithoutIds } from './member.request-fields.js';
import type { RegisteredMember } from './member.state.js';

export interface RevokeSensitiveAuthorization {
  readonly type: 'RevokeSensitiveAuthorization';
  readonly data: { readonly memberId: string; readonly reason: string };
}

/** `{ "reason": "El usuario lo pidió por escrito" }` (5–200 characters). */
export const revokeSensitiveAuthorizationRequest = strict({ reason: reasonText }) satisfies z.ZodType<
  WithoutIds<RevokeSensitiveAuthorization, 'memberId'>
>;

export type RevokeSensitiveAuthorizationRequest = z.output<typeof revokeSensitiveAuthorizationRequest>;

/**
 * A member who authorised sensitive data, or whose authorisation is pending (R47: data recorded
 * before authorisations existed is erased if refused), may revoke it; one who already said no has
 * nothing to revoke.
 */
export function revokeSensitiveAuthorization(
  { data }: RevokeSensitiveAuthorization,
  member: RegisteredMember,
): Decision<MemberEvent> {
  if (member.authorization !== null && !member.authorization.sensitive)
    return reject('AUTHORIZATION.NOTHING_TO_REVOKE');
  const reason = data.reason.trim();
  return [{ type: 'MemberSensitiveAuthorizationRevoked', data: { memberId: member.memberId, reason } }];
}
