// Every command on a member, one row each: the API operation (its path, body, answer and who may
// call it live in libs/domain/src/api/member.operations.ts, membership.operations.ts and
// member-records.operations.ts), the command built from the request, and the answer. `decideMember`
// in libs/domain holds the rules; the one write loop decides and appends; `commandController` serves
// the rows.
import {
  apiOperations,
  remainingTicketDays,
  type MemberCommand,
  type MemberEvent,
  type MemberState,
  type RecordVisitResponse,
} from '@gym/domain';
import { commandRows, type CommandTable } from '../shared/commands/command-table.js';
import { deleteMember, editMemberProfile, registerMember, restoreMember } from './cedulas/cedula-commands.js';
import type { MemberCommandDeps } from './member-command-deps.js';
import { revokeSensitiveAuthorization, suppressMember } from './member-rights/member-rights.commands.js';
import { memberStreamOf, sendToMember } from './member.write-loop.js';
import { cardTokenHash, cardTokenOf } from './member-cards/card-tokens.js';
import { removeMemberPhoto } from './member-photos/member-photo.commands.js';

export const MEMBER_COMMAND_DEPS = Symbol('MEMBER_COMMAND_DEPS');

const row = commandRows<MemberCommandDeps, MemberState, MemberCommand, MemberEvent>(({ members }) => ({
  runner: members,
  streamOf: memberStreamOf,
}));

const positionOf = ({ result }: { readonly result: { readonly position: number } }) => ({ position: result.position });

export const memberCommandTable: CommandTable<MemberCommandDeps> = {
  name: 'Member',
  notFound: 'MEMBER.NOT_FOUND',
  deps: MEMBER_COMMAND_DEPS,
  routes: [
    row.handle(apiOperations.registerMember, { failure: 'MEMBER.ADD_FAILED', handle: registerMember }),
    row.handle(apiOperations.editMemberProfile, { failure: 'MEMBER.UPDATE_FAILED', handle: editMemberProfile }),
    row.handle(apiOperations.deleteMember, { failure: 'MEMBER.DELETE_FAILED', handle: deleteMember }),
    // R47: under the data policy's version in force, which the write loop gives every decision.
    row.decide(apiOperations.recordMemberAuthorization, {
      failure: 'AUTHORIZATION.SAVE_FAILED',
      command: ({ id: memberId, body }) => ({ type: 'RecordAuthorization', data: { memberId, ...body } }),
      answer: ({ result }) => ({ position: result.position }),
    }),
    // R48 (b): erases the health data at once; the sensitive key and the photo's file after the append.
    row.handle(apiOperations.revokeSensitiveAuthorization, {
      failure: 'PRIVACY.REVOKE_FAILED',
      handle: revokeSensitiveAuthorization,
    }),
    // R48 (c): irreversible; the data key is destroyed after the append.
    row.handle(apiOperations.suppressMember, { failure: 'PRIVACY.SUPPRESS_FAILED', handle: suppressMember }),
    // R44: 'Restaurar' in 'Eliminados'.
    row.handle(apiOperations.restoreMember, { failure: 'MEMBER.RESTORE_FAILED', handle: restoreMember }),
    row.decide(apiOperations.recordPayment, {
      failure: 'PAYMENT.RECORD_FAILED',
      command: ({ id: memberId, body, newId }) => ({
        type: 'RecordPayment',
        data: { memberId, paymentId: newId(`payment:${memberId}`), ...body },
      }),
      answer: ({ command, result }) => ({ paymentId: command.data.paymentId, position: result.position }),
    }),
    row.decide(apiOperations.renewMembership, {
      failure: 'MEMBERSHIP.RENEW_FAILED',
      command: ({ id: memberId, body, newId }) => ({
        type: 'RenewMembership',
        data: { memberId, paymentId: newId(`payment:${memberId}`), ...body },
      }),
      answer: ({ command, result }) => ({ paymentId: command.data.paymentId, ...renewalAnswer(result) }),
    }),
    // R29: 'Anular pago'. The path names the payment; the member holding it is found in the payments
    // read model, and the void is decided on that member's stream (a deleted member's too, R22). The
    // payment is looked up again on every attempt, after the member's state is loaded: a void that
    // lost the race to another sees that one and is refused.
    row.handle(apiOperations.voidPayment, {
      failure: 'PAYMENT.VOID_FAILED',
      notFound: 'PAYMENT.NOT_FOUND',
      handle: async ({ id: paymentId, body, context }, { members, paymentHolders }) => {
        const memberId = await paymentHolders.holderOf(paymentId);
        const result = await sendToMember(members, memberId, context, async () => ({
          type: 'VoidPayment',
          data: { memberId, paymentId, reason: body.reason, payment: await paymentHolders.paymentOf(paymentId) },
        }));
        return positionOf({ result });
      },
    }),
    // R31.
    row.decide(apiOperations.freezeMembership, {
      failure: 'PROFILE.FREEZE_FAILED',
      command: ({ id: memberId, body }) => ({ type: 'FreezeMembership', data: { memberId, ...body } }),
      answer: ({ result }) => ({ position: result.position, expiresOn: expiryOf(result.state) }),
    }),
    row.decide(apiOperations.unfreezeMembership, {
      failure: 'PROFILE.UNFREEZE_FAILED',
      command: ({ id: memberId }) => ({ type: 'UnfreezeMembership', data: { memberId } }),
      answer: ({ result }) => ({ position: result.position, expiresOn: expiryOf(result.state) }),
    }),
    row.decide(apiOperations.markAttendance, {
      failure: 'ATTENDANCE.MARK_FAILED',
      command: ({ id: memberId, newId }) => ({
        type: 'MarkAttendance',
        data: { memberId, attendanceId: newId(`attendance:${memberId}`) },
      }),
      // A retried request answers the days left right after its own attendance, from its event.
      answer: ({ command, result }) => {
        const marked = result.events.find((event) => event.type === 'AttendanceMarked');
        const used = marked?.type === 'AttendanceMarked' ? marked.data.ticketDaysUsed : 0;
        return {
          attendanceId: command.data.attendanceId,
          position: result.position,
          remainingDays: remainingTicketDays(used),
        };
      },
    }),
    row.decide(apiOperations.recordVisit, {
      failure: 'VISIT.RECORD_FAILED',
      command: ({ id: memberId, newId }) => ({
        type: 'RecordVisit',
        data: { memberId, visitId: newId(`visit:${memberId}`) },
      }),
      answer: ({ result }) => ({ position: result.position, ...visitAnswer(result.events) }),
    }),
    row.decide(apiOperations.resetTicketBook, {
      failure: 'MEMBER.UPDATE_FAILED',
      command: ({ id: memberId, body }) => ({ type: 'ResetTicketBook', data: { memberId, ...body } }),
      answer: positionOf,
    }),
    // R51: 'Carnet' and 'Renovar carnet': the token is made here from a new nonce with the server's
    // key (a retried request gets the same nonce, so the same token); the event keeps its hash.
    row.decide(apiOperations.issueMemberCard, {
      failure: 'MEMBER_CARD.ISSUE_FAILED',
      command: ({ id: memberId, newId }, { cardKey }) => {
        const nonce = newId(`card:${memberId}`);
        const tokenHash = cardTokenHash(cardTokenOf(cardKey, memberId, nonce));
        return { type: 'IssueMemberCard', data: { memberId, tokenHash, nonce } };
      },
      answer: positionOf,
    }),
    // R52: 'Borrar foto'; the stored image is deleted after the append. (Setting one is an upload:
    // member-photos/member-photo.http.controller.ts.)
    row.handle(apiOperations.removeMemberPhoto, { failure: 'PHOTO.REMOVE_FAILED', handle: removeMemberPhoto }),
    row.decide(apiOperations.recordBodyComposition, {
      failure: 'BODY_COMPOSITION.SAVE_FAILED',
      command: ({ id: memberId, body, newId }) => ({
        type: 'RecordBodyComposition',
        data: { memberId, recordId: newId(`body-composition:${memberId}`), ...body },
      }),
      answer: ({ command, result }) => ({ recordId: command.data.recordId, position: result.position }),
    }),
  ],
};

const expiryOf = (state: MemberState): string | null => (state.status === 'none' ? null : state.expiresOn);

/** R30: the period the renewal paid for, from its event (a retried request answers its own). */
function renewalAnswer(result: { readonly events: readonly MemberEvent[]; readonly position: number }) {
  const renewed = result.events.find((event) => event.type === 'MembershipRenewed');
  if (renewed?.type !== 'MembershipRenewed') throw new Error('RenewMembership decided no renewal');
  const { plan, periodStartsOn, expiresOn } = renewed.data;
  return { position: result.position, plan, periodStartsOn, expiresOn };
}

/** R28: what a visit answers, from the event decided (a Tiquetera's attendance tells the days left, R19). */
function visitAnswer(events: readonly MemberEvent[]): Omit<RecordVisitResponse, 'position'> {
  for (const event of events) {
    if (event.type === 'AttendanceMarked') {
      const { attendanceId, attendedAt, ticketDaysUsed } = event.data;
      return {
        visitId: attendanceId,
        kind: 'attendance',
        visitedAt: attendedAt,
        remainingDays: remainingTicketDays(ticketDaysUsed),
      };
    }
    if (event.type === 'VisitRecorded') {
      const { visitId, visitedAt } = event.data;
      return { visitId, kind: 'visit', visitedAt, remainingDays: null };
    }
  }
  throw new Error('RecordVisit decided neither an attendance nor a visit');
}
