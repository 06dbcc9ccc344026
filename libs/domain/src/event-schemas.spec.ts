// The schemas of the stored events: one for every type, and every event the rules decide passes its own.
import { decideMember } from './members/member.decide.js';
import { SPEC_PLANS } from './plans/plan-catalogue.js';
import type { MemberCommand } from './members/member.decide.js';
import type { MemberEvent } from './members/member.events.js';
import { evolveMember, initialMemberState, type MemberState } from './members/member.state.js';
import { isRejection } from './decision.js';
import { EVENT_TYPES, type GymEvent } from './events.js';
import { GYM_EVENT_DATA_SCHEMAS } from './event-schemas.js';
import {
  at,
  deleteMember,
  editProfile,
  femaleMeasures,
  markAttendance,
  memberDetails,
  recordBodyComposition,
  recordPayment,
  recordVisit,
  registerMember,
  freezeMembership,
  renewMembership,
  resetTicketBook,
  revokeSensitiveAuthorization,
  sensitiveAnswers,
  suppressMember,
  unfreezeMembership,
  voidPayment,
} from './testing/member.builders.js';
import { dayClosed, dayReopened, entryAdded } from './testing/cash-day.builders.js';

const passes = (event: GymEvent): boolean => GYM_EVENT_DATA_SCHEMAS[event.type].safeParse(event.data).success;

/** Every event `commands` decide, one after the other, on one member. */
function decided(
  commands: readonly (MemberCommand | ((history: readonly MemberEvent[]) => MemberCommand))[],
): GymEvent[] {
  const events: MemberEvent[] = [];
  let state: MemberState = initialMemberState;
  for (const source of commands) {
    const command = typeof source === 'function' ? source(events) : source;
    const decision = decideMember(command, state, {
      ...at('2026-03-02'),
      planPrices: [],
      plans: SPEC_PLANS,
      dataPolicyVersion: 0,
    });
    if (isRejection(decision)) throw new Error(`${command.type} was refused: ${decision.code}`);
    events.push(...decision);
    state = decision.reduce(evolveMember, state);
  }
  return events;
}

describe('event schemas', () => {
  it('name every event type the log can hold, and no other', () =>
    expect(Object.keys(GYM_EVENT_DATA_SCHEMAS).sort()).toEqual([...EVENT_TYPES].sort()));

  it('accept every member event the rules decide, with and without what is optional', () => {
    const ticketBook = decided([
      registerMember({
        plan: 'ticket_book',
        amountPaid: 20_000,
        details: memberDetails({ cedula: '1020304050', weightKg: 60 }),
        authorization: sensitiveAnswers,
      }),
      markAttendance(),
      resetTicketBook(),
      recordPayment({ method: 'nequi', reference: '3001112233' }),
      editProfile({ details: { phone: '3109998877' }, plan: 'monthly', amountPaid: 60_000 }),
      renewMembership(80_000),
      recordBodyComposition(femaleMeasures()),
      revokeSensitiveAuthorization(),
      deleteMember(),
      suppressMember(),
    ]);
    expect(new Set(ticketBook.map((event) => event.type))).toEqual(
      new Set([
        'MemberRegistered',
        'PaymentRecorded',
        'AttendanceMarked',
        'TicketBookReset',
        'MemberDetailsChanged',
        'MemberPlanChanged',
        'AmountPaidCorrected',
        'MembershipRenewed',
        'BodyCompositionRecorded',
        'MemberAuthorizationRecorded',
        'MemberSensitiveAuthorizationRevoked',
        'MemberDeleted',
        'MemberSuppressed',
      ]),
    );
    const monthly = decided([registerMember(), recordVisit()]);
    expect(monthly.map((event) => event.type)).toEqual(['MemberRegistered', 'VisitRecorded']);
    expect(monthly[0]?.data).not.toHaveProperty('cedula');
    const moneyBook = decided([
      registerMember({ amountPaid: 80_000, initialPaymentId: 'payment-1' }),
      voidPayment('payment-1'),
      freezeMembership({ days: 5 }),
      unfreezeMembership(),
      renewMembership(40_000, 'fortnight'),
    ]);
    expect(moneyBook.map((event) => event.type)).toEqual([
      'MemberRegistered',
      'PaymentRecorded',
      'PaymentVoided',
      'MembershipFrozen',
      'MembershipUnfrozen',
      'MembershipRenewed',
    ]);
    expect([...ticketBook, ...monthly, ...moneyBook].filter((event) => !passes(event))).toEqual([]);
  });

  it('R32: accept every cash-day event the rules decide', () => {
    const events = [entryAdded(), dayClosed(), dayReopened()];
    expect(events.filter((event) => !passes(event))).toEqual([]);
    expect(GYM_EVENT_DATA_SCHEMAS.CashDayClosed.safeParse({ ...dayClosed().data, totals: {} }).success).toBe(false);
  });

  it('refuse data of another shape', () => {
    const [registered] = decided([registerMember()]);
    expect(GYM_EVENT_DATA_SCHEMAS.MemberRegistered.safeParse({ ...registered?.data, debt: '80000' }).success).toBe(
      false,
    );
    expect(GYM_EVENT_DATA_SCHEMAS.MemberDeleted.safeParse({ memberId: 'm-1' }).success).toBe(false);
  });
});
