// `decideMember`: what a command on a member yields, as events or a rejection. One function per command.
import { isRejection, reject, type Decision, type DecisionContext } from '../decision.js';
import { formatDate, isValidDate, localDate } from '../rules/dates.js';
import { expiryFromEntry, ticketBookExpiry } from '../rules/expiry.js';
import { amountProblem, debtFor } from '../rules/money.js';
import { planPriceOn } from '../rules/plan-prices.js';
import { MANUAL_PAYMENT_TYPES, MEASURE_KEYS, TICKET_BOOK_DAYS } from '../rules/plans.js';
import { may } from '../staff/staff-permissions.js';
import type {
  DeleteMember,
  MemberDecisionContext,
  MarkAttendance,
  MemberCommand,
  RecordVisit,
  RecordBodyComposition,
  RecordPayment,
  RegisterMember,
  ResetTicketBook,
} from './member.commands.js';
import { editMemberProfile } from './member.edit-profile.js';
import { freezeMembership, unfreezeMembership } from './member.freeze.js';
import { renewMembership } from './member.renewal.js';
import { voidPayment } from './member.void.js';
import { importMember } from './member.import-member.js';
import { initialPayment, newMemberDetails } from './member.new-member.js';
import type { MemberEvent, MemberRegistered } from './member.events.js';
import { isFrozenOn, ticketBookState } from './member.read.js';
import { isRegistered, type MemberState, type RegisteredMember } from './member.state.js';
import { validateMeasures, validatePaymentMethod } from './member.validation.js';
import { visitClockTime } from './member.visits.js';

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
    case 'DeleteMember':
      return deleteMember(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown member command ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * A deleted member's stream stays, so its id can never be registered again (R22). The price is
 * the plan's in force on the day of the registration (R24), whatever entry date is typed.
 */
function registerMember({ data }: RegisterMember, state: MemberState, context: MemberDecisionContext): MemberDecision {
  const details = newMemberDetails(data, state);
  if (isRejection(details)) return details;
  const paidWith = validatePaymentMethod(data);
  if (isRejection(paidWith)) return paidWith;
  const { memberId, plan, joinedOn } = data;
  const planPrice = planPriceOn(context.planPrices, plan, localDate(context.now, context.timeZone));
  // The registration owes the full price; the initial payment then pays towards it (R10).
  const registered: MemberRegistered = {
    type: 'MemberRegistered',
    data: {
      ...details,
      memberId,
      plan,
      planPrice,
      joinedOn,
      expiresOn: expiryFromEntry(plan, joinedOn),
      amountPaid: 0,
      debt: planPrice,
    },
  };
  return data.amountPaid === 0 ? [registered] : [registered, initialPayment(data, planPrice, paidWith)];
}

function recordPayment({ data }: RecordPayment, member: RegisteredMember, context: DecisionContext): MemberDecision {
  if (!(MANUAL_PAYMENT_TYPES as readonly string[]).includes(data.paymentType)) {
    return reject('PAYMENT.TYPE_INVALID');
  }
  const problem = amountProblem(data.amount, 1);
  if (problem !== null) return reject(problem);
  const paidOn = data.paidOn ?? localDate(context.now, context.timeZone);
  if (!isValidDate(paidOn)) return reject('PAYMENT.DATE_INVALID');
  const dated = paymentDateRight(paidOn, context);
  if (dated !== null) return dated;
  const paidWith = validatePaymentMethod(data);
  if (isRejection(paidWith)) return paidWith;
  const amountPaid = member.amountPaid + data.amount;
  if (!Number.isSafeInteger(amountPaid)) return reject('PAYMENT.INVALID_AMOUNT');
  const { paymentId, paymentType, amount } = data;
  const { memberId, plan, planPrice } = member;
  const debt = debtFor(planPrice, amountPaid);
  return [
    {
      type: 'PaymentRecorded',
      data: { memberId, paymentId, paymentType, amount, paidOn, plan, amountPaid, debt, ...paidWith },
    },
  ];
}

/** R33: a payment dated another day than today gives or takes days already counted: an Administrador's call. */
function paymentDateRight(paidOn: string, context: DecisionContext): MemberDecision | null {
  if (paidOn === localDate(context.now, context.timeZone)) return null;
  return may(context.actor.role, 'payments.dateAnyDay') ? null : reject('AUTH.FORBIDDEN', undefined, 'paidOn');
}

function markAttendance({ data }: MarkAttendance, member: RegisteredMember, context: DecisionContext): MemberDecision {
  if (member.plan !== 'ticket_book') return reject('ATTENDANCE.NOT_TICKET_BOOK');
  const today = localDate(context.now, context.timeZone);
  if (member.lastAttendanceOn === today) return reject('ATTENDANCE.ALREADY_MARKED_TODAY');
  if (member.ticketDaysUsed >= TICKET_BOOK_DAYS) return reject('ATTENDANCE.TICKET_BOOK_EXHAUSTED');
  if (ticketBookState(member, today) === 'expired' && member.expiresOn !== null) {
    return reject('ATTENDANCE.TICKET_BOOK_EXPIRED', { fecha: formatDate(member.expiresOn) });
  }
  // The first attendance of a book starts its 60 days (R5).
  const expiresOn = member.ticketDaysUsed === 0 ? ticketBookExpiry(today) : member.expiresOn;
  return [
    {
      type: 'AttendanceMarked',
      data: {
        memberId: member.memberId,
        attendanceId: data.attendanceId,
        attendedOn: today,
        attendedAt: context.now,
        ticketDaysUsed: member.ticketDaysUsed + 1,
        expiresOn,
      },
    },
  ];
}

/**
 * R28: one visit a day for every plan. A Tiquetera's is its attendance (R5–R7, their texts); any
 * other plan's uses nothing. A visit already recorded today under another plan also counts.
 */
function recordVisit({ data }: RecordVisit, member: RegisteredMember, context: DecisionContext): MemberDecision {
  const today = localDate(context.now, context.timeZone);
  const { memberId, visitId } = data;
  // R31: a frozen membership lets nobody in until it ends (or an Administrador ends it early).
  if (member.freeze !== null && isFrozenOn(member, today)) {
    return reject('VISIT.FROZEN', { fecha: formatDate(member.freeze.frozenUntil) });
  }
  if (member.plan === 'ticket_book') {
    if (member.lastVisitOn === today && member.lastAttendanceOn !== today) return alreadyVisited(member, context);
    return markAttendance({ type: 'MarkAttendance', data: { memberId, attendanceId: visitId } }, member, context);
  }
  if (member.lastVisitOn === today) return alreadyVisited(member, context);
  const visit = { memberId, visitId, visitedOn: today, visitedAt: context.now, plan: member.plan };
  return [{ type: 'VisitRecorded', data: visit }];
}

/** 'Ya registró su ingreso hoy a las 7:42.'; an imported visit without its hour says R7's text. */
function alreadyVisited(member: RegisteredMember, context: DecisionContext): MemberDecision {
  if (member.lastVisitAt === null) return reject('ATTENDANCE.ALREADY_MARKED_TODAY');
  return reject('VISIT.ALREADY_RECORDED_TODAY', { hora: visitClockTime(member.lastVisitAt, context.timeZone) });
}

/**
 * R5. Resetting a book with nothing used and no expiry changes nothing, so records nothing. R33:
 * a reset gives 15 days again, so only an Administrador resets (the route says so too).
 */
function resetTicketBook(
  _command: ResetTicketBook,
  member: RegisteredMember,
  context: DecisionContext,
): MemberDecision {
  if (!may(context.actor.role, 'members.resetTicketBook')) return reject('AUTH.FORBIDDEN');
  if (member.plan !== 'ticket_book') return reject('TICKET_BOOK.NOT_TICKET_BOOK');
  if (member.ticketDaysUsed === 0 && member.expiresOn === null) return [];
  return [
    {
      type: 'TicketBookReset',
      data: {
        memberId: member.memberId,
        previousTicketDaysUsed: member.ticketDaysUsed,
        ticketDaysUsed: 0,
        expiresOn: null,
      },
    },
  ];
}

function recordBodyComposition(
  { data }: RecordBodyComposition,
  member: RegisteredMember,
  context: DecisionContext,
): MemberDecision {
  const measuredOn = data.measuredOn ?? localDate(context.now, context.timeZone);
  if (!isValidDate(measuredOn)) return reject('BODY_COMPOSITION.DATE_INVALID');
  const { gender } = member.details;
  const invalid = validateMeasures(gender, data.measures);
  if (invalid !== null) return invalid;
  // Stored in the gender's own order, whatever order they came in.
  const measures: Record<string, number> = {};
  for (const key of MEASURE_KEYS[gender]) {
    const value = data.measures[key];
    if (value !== undefined) measures[key] = value; // validateMeasures required every one
  }
  return [
    {
      type: 'BodyCompositionRecorded',
      data: { memberId: member.memberId, recordId: data.recordId, measuredOn, gender, measures },
    },
  ];
}

function deleteMember(_command: DeleteMember, member: RegisteredMember): MemberDecision {
  return [{ type: 'MemberDeleted', data: { memberId: member.memberId, name: member.details.name } }];
}
