// `decideMember`: what a command on a member yields, as events or a rejection. Each command, with
// the HTTP body it is built from and its rule, lives in its own file (member.freeze.ts, …); this one
// says which rule decides which command.
import { reject, type Decision } from '../decision.js';
import { recordBodyComposition, type RecordBodyComposition } from './member.body-composition.js';
import { recordVisit, type RecordVisit } from './member.check-in.js';
import type { MemberDecisionContext } from './member.decision-context.js';
import { deleteMember, type DeleteMember } from './member.delete.js';
import { editMemberProfile, type EditMemberProfile } from './member.edit-profile.js';
import type { MemberEvent } from './member.events.js';
import {
  freezeMembership,
  unfreezeMembership,
  type FreezeMembership,
  type UnfreezeMembership,
} from './member.freeze.js';
import { importMember, type ImportMember } from './member.import-member.js';
import { recordPayment, type RecordPayment } from './member.payment.js';
import { recordAuthorization, type RecordAuthorization } from './member.record-authorization.js';
import { registerMember, type RegisterMember } from './member.register.js';
import { renewMembership, type RenewMembership } from './member.renewal.js';
import { restoreMember, type RestoreMember } from './member.restore.js';
import { issueMemberCard, type IssueMemberCard } from './member.card.js';
import { removeMemberPhoto, setMemberPhoto, type RemoveMemberPhoto, type SetMemberPhoto } from './member.photo.js';
import { revokeSensitiveAuthorization, type RevokeSensitiveAuthorization } from './member.revoke-sensitive.js';
import { suppressMember, type SuppressMember } from './member.suppress.js';
import { isRegistered, type MemberState } from './member.state.js';
import { markAttendance, resetTicketBook, type MarkAttendance, type ResetTicketBook } from './member.ticket-book.js';
import { voidPayment, type VoidPayment } from './member.void.js';

export type MemberCommand =
  | RegisterMember
  | ImportMember
  | EditMemberProfile
  | RecordPayment
  | RenewMembership
  | VoidPayment
  | FreezeMembership
  | UnfreezeMembership
  | MarkAttendance
  | RecordVisit
  | ResetTicketBook
  | RecordBodyComposition
  | DeleteMember
  | RecordAuthorization
  | RestoreMember
  | IssueMemberCard
  | SetMemberPhoto
  | RemoveMemberPhoto
  | RevokeSensitiveAuthorization
  | SuppressMember;

export type MemberCommandType = MemberCommand['type'];

export type MemberDecision = Decision<MemberEvent>;

export function decideMember(
  command: MemberCommand,
  state: MemberState,
  context: MemberDecisionContext,
): MemberDecision {
  if (command.type === 'RegisterMember') return registerMember(command, state, context);
  // R29 + R22: a deleted member's payments still count, so they can still be voided.
  if (command.type === 'VoidPayment') {
    return state.status === 'none' ? reject('MEMBER.NOT_FOUND') : voidPayment(command, state, context);
  }
  if (command.type === 'ImportMember') return importMember(command, state, context);
  // R44: the one command on a deleted member that brings it back.
  if (command.type === 'RestoreMember') return restoreMember(command, state);
  // R48 (c): a deleted member's data is still held, so it can be suppressed too.
  if (command.type === 'SuppressMember') return suppressMember(command, state);
  if (!isRegistered(state)) return reject('MEMBER.NOT_FOUND');
  switch (command.type) {
    case 'EditMemberProfile':
      return editMemberProfile(command, state, context);
    case 'RecordPayment':
      return recordPayment(command, state, context);
    case 'RenewMembership':
      return renewMembership(command, state, context);
    case 'FreezeMembership':
      return freezeMembership(command, state, context);
    case 'UnfreezeMembership':
      return unfreezeMembership(command, state, context);
    case 'MarkAttendance':
      return markAttendance(command, state, context);
    case 'RecordVisit':
      return recordVisit(command, state, context);
    case 'ResetTicketBook':
      return resetTicketBook(command, state, context);
    case 'RecordBodyComposition':
      return recordBodyComposition(command, state, context);
    case 'IssueMemberCard':
      return issueMemberCard(command, state, context);
    case 'SetMemberPhoto':
      return setMemberPhoto(command, state);
    case 'RemoveMemberPhoto':
      return removeMemberPhoto(command, state);
    case 'DeleteMember':
      return deleteMember(command, state);
    case 'RecordAuthorization':
      return recordAuthorization(command, state, context);
    case 'RevokeSensitiveAuthorization':
      return revokeSensitiveAuthorization(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown member command ${JSON.stringify(unknown)}`);
    }
  }
}
