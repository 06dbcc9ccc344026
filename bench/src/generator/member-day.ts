// What one member does on one gym day: registration, renewals (full or partial, with Abonos
// later), Tiquetera attendance, measurements, profile edits, leaving, coming back, deletion.
import {
  addDays,
  isRegistered,
  MEASURE_KEYS,
  TICKET_BOOK_DAYS,
  type DiscountRequest,
  type PlanId,
  type MemberDetails,
  type RegisteredMember,
} from '@gym/domain';
import { mobilePhone, newMemberDetails, streetAddress } from './colombian-people.js';
import type { MemberActor, SimulatedMember } from './member-actor.js';

const DESK_OPENS = 5 * 60 + 30;
const DESK_CLOSES = 21 * 60;

/**
 * Whether the member has left the gym. A call, not `member.gone` read inline: TypeScript keeps the
 * `gone === false` it learnt from an earlier check across the calls that may have set it since.
 */
const hasLeft = (member: SimulatedMember): boolean => member.gone;

/** R39: the discounts the desk gives, in pesos off the list price, with the reason it writes. */
const DISCOUNTS: readonly (readonly [number, string])[] = [
  [10_000, 'Convenio con la empresa'],
  [5_000, 'Referido por un socio'],
  [20_000, 'Promoción de enero'],
  [8_000, 'Familiar de un socio'],
];

export class MemberDay {
  /** `plans`: the plans members join on and change to (the spec's three and the gym's time plans). */
  constructor(
    private readonly actor: MemberActor,
    private readonly plans: readonly PlanId[],
  ) {}

  /** About one registration or renewal in twelve carries a discount (R39), with its reason. */
  private discount(member: SimulatedMember, listPrice: number): { off: number; request: DiscountRequest } {
    const { random } = member;
    if (!random.chance(1 / 12)) return { off: 0, request: {} };
    const [off, reason] = random.pick(DISCOUNTS);
    if (off >= listPrice) return { off: 0, request: {} };
    return { off, request: { discount: { kind: 'amount', value: off }, discountReason: reason } };
  }

  register(member: SimulatedMember, day: string): void {
    const { random } = member;
    const { off, request } = this.discount(member, this.actor.priceOf(member.plan, day));
    const price = this.actor.priceOf(member.plan, day) - off;
    const amountPaid = random.weighted<number>([
      [price, 75],
      [price / 2, 15],
      [0, 10],
    ]);
    // R47: the desk asks both authorisations; about one member in ten refuses the sensitive one, and then
    // gives no weight or height and is never measured.
    const sensitive = member.habits.tracksBody || random.chance(0.9);
    const given = newMemberDetails(random, day);
    const details = sensitive ? given : { ...given, weightKg: null, heightCm: null };
    const data = {
      memberId: member.memberId,
      details,
      plan: member.plan,
      joinedOn: day,
      amountPaid,
      initialPaymentId: random.uuid(),
      authorization: { personal: true, sensitive, reminders: random.chance(0.9), method: 'firma' },
      ...request,
    } as const;
    const command = { type: 'RegisterMember', data } as const;
    this.actor.act(member, command, day, this.deskMinute(member));
    if (amountPaid < price && random.chance(0.85)) member.installmentOn = addDays(day, random.int(2, 15));
    member.renewOn = this.renewalDay(member);
    if (member.habits.tracksBody) member.measureOn = addDays(day, random.int(0, 20));
  }

  /** Everything a registered member does on `day`, in the order the front desk would record it. */
  live(member: SimulatedMember, day: string, weekday: number): void {
    const state = member.state;
    if (!isRegistered(state)) return;
    if (member.gone) {
      this.whileGone(member, state, day);
      return;
    }
    if (member.installmentOn !== null && day >= member.installmentOn) this.payInstallment(member, state, day);
    if (member.plan === 'ticket_book') this.ticketBookDay(member, day, weekday);
    else if (member.renewOn !== null && day >= member.renewOn) this.renewOrLeave(member, day);
    if (hasLeft(member)) return;
    if (member.measureOn !== null && day >= member.measureOn) this.measure(member, day);
    this.occasionalDeskWork(member, day);
  }

  private whileGone(member: SimulatedMember, state: RegisteredMember, day: string): void {
    if (member.deleteOn === day) {
      this.actor.act(
        member,
        { type: 'DeleteMember', data: { memberId: state.memberId } },
        day,
        this.deskMinute(member),
      );
    } else if (member.returnOn === day) {
      member.gone = false;
      member.returnOn = null;
      this.renew(member, day);
    }
  }

  private payInstallment(member: SimulatedMember, state: RegisteredMember, day: string): void {
    member.installmentOn = null;
    if (state.debt <= 0) return;
    const { random } = member;
    const amount = random.chance(0.3) ? Math.max(1000, Math.round(state.debt / 2000) * 1000) : state.debt;
    const command = {
      type: 'RecordPayment',
      data: { memberId: member.memberId, paymentId: random.uuid(), paymentType: 'installment', amount, paidOn: day },
    } as const;
    this.actor.act(member, command, day, this.deskMinute(member));
    if (amount < state.debt) member.installmentOn = addDays(day, random.int(3, 20));
  }

  /** A Tiquetera member comes some days; an exhausted or expired book is renewed at the desk first. */
  private ticketBookDay(member: SimulatedMember, day: string, weekday: number): void {
    const { random, habits } = member;
    const rate = habits.attendanceRate * (weekday === 0 ? 0.25 : weekday === 6 ? 0.6 : 1);
    if (!random.chance(rate)) return;
    const state = member.state as RegisteredMember;
    const expired = state.expiresOn !== null && state.expiresOn < day;
    if (state.ticketDaysUsed >= TICKET_BOOK_DAYS || expired) {
      if (expired && state.ticketDaysUsed < TICKET_BOOK_DAYS && random.chance(0.1)) {
        this.actor.act(
          member,
          { type: 'ResetTicketBook', data: { memberId: member.memberId, reason: 'Asistencias marcadas por error' } },
          day,
          this.deskMinute(member),
        );
      }
      if (!this.renewOrLeave(member, day)) return;
    }
    const minute = random.int(DESK_OPENS, DESK_CLOSES);
    this.actor.act(
      member,
      { type: 'MarkAttendance', data: { memberId: member.memberId, attendanceId: random.uuid() } },
      day,
      minute,
    );
  }

  /** True when the member renewed, false when they left the gym (maybe to come back or be deleted). */
  private renewOrLeave(member: SimulatedMember, day: string): boolean {
    const { random } = member;
    if (!random.chance(member.habits.churn)) {
      this.renew(member, day);
      return true;
    }
    member.gone = true;
    member.renewOn = null;
    member.installmentOn = null;
    if (random.chance(0.2)) member.returnOn = addDays(day, random.int(30, 400));
    else if (random.chance(0.08)) member.deleteOn = addDays(day, random.int(20, 400));
    return false;
  }

  private renew(member: SimulatedMember, day: string): void {
    const { random } = member;
    const listPrice = this.actor.priceOf(member.plan, day);
    const { off, request } = this.discount(member, listPrice);
    const price = listPrice - off;
    const partial = random.chance(member.habits.partialPayer);
    const amount = partial ? random.pick([price / 2, price / 4, price - 10_000]) : price;
    const command = {
      type: 'RenewMembership',
      data: { memberId: member.memberId, paymentId: random.uuid(), amount, ...request },
    } as const;
    this.actor.act(member, command, day, this.deskMinute(member));
    if (partial && random.chance(0.85)) member.installmentOn = addDays(day, random.int(2, 15));
    member.renewOn = this.renewalDay(member);
  }

  private renewalDay(member: SimulatedMember): string | null {
    const state = member.state;
    if (!isRegistered(state) || state.expiresOn === null) return null;
    return addDays(state.expiresOn, member.random.int(0, member.habits.lateness));
  }

  private measure(member: SimulatedMember, day: string): void {
    const { random } = member;
    const gender = (member.state as RegisteredMember).details.gender;
    const previous = member.measures;
    const measures: Record<string, number> = {};
    for (const [index, key] of MEASURE_KEYS[gender].entries()) {
      const start = [36, 32, 95, 85, 98, 55][index] ?? 50;
      const value = previous?.[key] ?? random.normal(start, start * 0.08);
      measures[key] = Math.round(Math.min(250, Math.max(10, value + random.normal(-0.2, 0.8))) * 10) / 10;
    }
    member.measures = measures;
    const command = {
      type: 'RecordBodyComposition',
      data: { memberId: member.memberId, recordId: random.uuid(), measures },
    } as const;
    this.actor.act(member, command, day, this.deskMinute(member));
    member.measureOn = addDays(day, random.int(45, 120));
  }

  /** The rare things: an extra payment, a corrected profile, a change of plan. */
  private occasionalDeskWork(member: SimulatedMember, day: string): void {
    const { random } = member;
    const roll = random.next();
    if (roll < 1 / 450) {
      const amount = random.int(5, 40) * 1000;
      const command = {
        type: 'RecordPayment',
        data: { memberId: member.memberId, paymentId: random.uuid(), paymentType: 'additional', amount, paidOn: day },
      } as const;
      this.actor.act(member, command, day, this.deskMinute(member));
    } else if (roll < 1 / 450 + 1 / 500) {
      this.actor.act(
        member,
        { type: 'EditMemberProfile', data: { memberId: member.memberId, details: this.detailsEdit(member) } },
        day,
        this.deskMinute(member),
      );
    } else if (roll < 1 / 450 + 1 / 500 + 1 / 2500) {
      this.changePlan(member, day);
    }
  }

  private detailsEdit(member: SimulatedMember): Partial<MemberDetails> {
    const { random } = member;
    const details = (member.state as RegisteredMember).details;
    switch (random.int(0, 3)) {
      case 0:
        return { phone: mobilePhone(random) };
      case 1:
        return { address: streetAddress(random) };
      case 2:
        return { weightKg: Math.round(((details.weightKg ?? 70) + random.normal(0, 2)) * 10) / 10 };
      default:
        return { notes: random.chance(0.5) ? '' : 'Actualizó datos en recepción' };
    }
  }

  private changePlan(member: SimulatedMember, day: string): void {
    const { random } = member;
    const plan = random.pick(this.plans.filter((id) => id !== member.plan));
    const command = {
      type: 'EditMemberProfile',
      data: { memberId: member.memberId, plan, joinedOn: day, amountPaid: this.actor.priceOf(plan, day) },
    } as const;
    if (!this.actor.act(member, command, day, this.deskMinute(member))) return;
    member.plan = plan;
    member.renewOn = this.renewalDay(member);
  }

  private deskMinute(member: SimulatedMember): number {
    return member.random.int(DESK_OPENS + 30, DESK_CLOSES - 30);
  }
}
