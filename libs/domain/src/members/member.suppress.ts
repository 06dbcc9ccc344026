// R48 (c): a supresión — the member's personal data made unreadable in every screen, export, audit
// view and rebuild; the money stays under 'Titular suprimido'. It asks a reason and the member's name
// typed again (accents and case aside), and it is irreversible: a suppressed member takes no command
// but a void of its payments (the books), and the same cédula registered again is a new member.
import { z } from 'zod';
import { reject, type Decision } from '../decision.js';
import { requestText } from '../request-text.js';
import { normaliseSearchText } from '../rules/search-text.js';
import type { MemberEvent } from './member.events.js';
import { reasonText, strict, type WithoutIds } from './member.request-fields.js';
import type { MemberState } from './member.state.js';

export interface SuppressMember {
  readonly type: 'SuppressMember';
  readonly data: { readonly memberId: string; readonly reason: string; readonly name: string };
}

/** `{ "reason": "Reclamo del titular", "name": "Ana Pérez" }`: the name as the profile shows it. */
export const suppressMemberRequest = strict({
  reason: reasonText,
  name: requestText('PRIVACY.SUPPRESSION_NAME_REQUIRED')
    .trim()
    .min(1, { error: 'PRIVACY.SUPPRESSION_NAME_REQUIRED' })
    .max(200, { error: 'PRIVACY.SUPPRESSION_NAME_MISMATCH' }),
}) satisfies z.ZodType<WithoutIds<SuppressMember, 'memberId'>>;

export type SuppressMemberRequest = z.output<typeof suppressMemberRequest>;

/** Registered or deleted (a deleted member's data is still held, R44), once. */
export function suppressMember({ data }: SuppressMember, member: MemberState): Decision<MemberEvent> {
  if (member.status === 'none') return reject('MEMBER.NOT_FOUND');
  if (member.status === 'suppressed') return reject('PRIVACY.ALREADY_SUPPRESSED');
  if (normaliseSearchText(data.name) !== normaliseSearchText(member.details.name))
    return reject('PRIVACY.SUPPRESSION_NAME_MISMATCH', undefined, 'name');
  return [{ type: 'MemberSuppressed', data: { memberId: member.memberId, reason: data.reason.trim() } }];
}
