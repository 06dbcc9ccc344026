// R51: 'Carnet' — a member's card and its token. The first card is the desk's to give (any account);
// 'Renovar carnet' replaces the token, so a card lent or lost stops working at once: Administrador
// only. The token itself is made by the server (a keyed hash of the nonce), so the event holds only
// its hash.
import { reject, type Decision } from '../decision.js';
import { may } from '../staff/staff-permissions.js';
import type { MemberDecisionContext } from './member.decision-context.js';
import type { MemberEvent } from './member.events.js';
import type { RegisteredMember } from './member.state.js';

export interface IssueMemberCard {
  readonly type: 'IssueMemberCard';
  readonly data: { readonly memberId: string; readonly tokenHash: string; readonly nonce: string };
}

export function issueMemberCard(
  { data }: IssueMemberCard,
  member: RegisteredMember,
  context: MemberDecisionContext,
): Decision<MemberEvent> {
  const renewed = member.cardIssued;
  if (renewed && !may(context.actor.role, 'members.renewCard')) return reject('AUTH.FORBIDDEN');
  const { tokenHash, nonce } = data;
  return [{ type: 'MemberCardIssued', data: { memberId: member.memberId, tokenHash, nonce, renewed } }];
}
