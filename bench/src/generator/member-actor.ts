// Turns a simulated member's command into the events the app itself would write: `decideMember`
// with the simulated clock, folded with `evolveMember`, signed by a staff member on duty.
import { createHash } from 'node:crypto';
import {
  decideMember,
  evolveMember,
  isRejection,
  SYSTEM_STAFF_ID,
  type EventMetadata,
  type MemberCommand,
  type MemberState,
  type PlanCatalogue,
  type PlanId,
  type PlanPriceList,
  planPriceOn,
  SPEC_PLANS,
} from '@gym/domain';
import type { EventWriter } from './event-writer.js';
import type { GymCalendar } from './gym-calendar.js';
import type { SeededRandom } from './seeded-random.js';

export const GYM_TIME_ZONE = 'America/Bogota';

/** Who the generated history's commands are decided for: the gym's tooling, with every right (R25). */
export const GENERATOR_ACTOR = { staffId: SYSTEM_STAFF_ID, role: 'admin' } as const;

/** A member as the simulation knows them: the domain state plus their habits and plans. */
export interface SimulatedMember {
  readonly memberId: string;
  readonly streamId: string;
  readonly random: SeededRandom;
  readonly joinDay: number;
  readonly habits: MemberHabits;
  state: MemberState;
  plan: PlanId;
  /** Stopped coming; may come back on `returnOn` or be deleted on `deleteOn`. */
  gone: boolean;
  renewOn: string | null;
  installmentOn: string | null;
  measureOn: string | null;
  returnOn: string | null;
  deleteOn: string | null;
  measures: Record<string, number> | null;
  /** Events written so far, and the last instant acted (a member's events never go back in time). */
  events: number;
  lastDay: string;
  lastMinute: number;
}

export interface MemberHabits {
  /** Ticket book: chance of coming on a weekday. */
  readonly attendanceRate: number;
  /** Chance of leaving at each renewal. */
  readonly churn: number;
  /** Chance that a payment covers only part of the price. */
  readonly partialPayer: number;
  /** Days late a monthly or fortnight member usually renews. */
  readonly lateness: number;
  readonly tracksBody: boolean;
}

export class MemberActor {
  private onDuty: readonly string[] = [];
  /** R38: the spec plans until the owner's own are written on the first day; their prices (R24). */
  private plans: PlanCatalogue = SPEC_PLANS;
  /** The spec plans keep §9's prices for the five years: no owner ever changes them. */
  private prices: PlanPriceList = [];
  readonly rejections = new Map<string, number>();

  constructor(
    private readonly calendar: GymCalendar,
    private readonly writer: EventWriter,
  ) {}

  setOnDuty(staffIds: readonly string[]): void {
    this.onDuty = staffIds;
  }

  setCatalogue(plans: PlanCatalogue, prices: PlanPriceList): void {
    this.plans = plans;
    this.prices = prices;
  }

  /** The list price of `plan` on `day` (R24), as the decider reads it. */
  priceOf(plan: PlanId, day: string): number {
    return planPriceOn(this.prices, plan, day);
  }

  /** Decides and records `command` at `minute` of `day`; false (and counted) when the rules refuse it. */
  act(member: SimulatedMember, command: MemberCommand, day: string, minute: number): boolean {
    const at =
      member.lastDay === day && minute <= member.lastMinute ? member.lastMinute + member.random.int(1, 5) : minute;
    const now = this.calendar.instant(day, at);
    const decision = decideMember(command, member.state, {
      now,
      timeZone: GYM_TIME_ZONE,
      planPrices: this.prices,
      plans: this.plans,
      dataPolicyVersion: 0,
      actor: GENERATOR_ACTOR,
    });
    if (isRejection(decision)) {
      this.rejections.set(decision.code, (this.rejections.get(decision.code) ?? 0) + 1);
      return false;
    }
    const { random } = member;
    const metadata: EventMetadata = {
      staffId: random.pick(this.onDuty),
      occurredAt: now,
      correlationId: random.uuid(),
      // The front desk's client sends an Idempotency-Key with every command; the app stores it.
      idempotencyKey: random.uuid(),
      requestHash: createHash('sha256')
        .update(`${command.type} ${JSON.stringify(command.data)}`)
        .digest('hex'),
    };
    for (const event of decision) {
      member.state = evolveMember(member.state, event);
      this.writer.add(member.streamId, random.uuid(), event, metadata);
    }
    member.events += decision.length;
    member.lastDay = day;
    member.lastMinute = at;
    return true;
  }
}
