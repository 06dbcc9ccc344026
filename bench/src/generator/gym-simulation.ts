// Runs the gym day by day for five years: staff are hired and leave, members join (more each
// year, most in January), live their membership, and every month's events are appended.
import { initialMemberState, memberStreamId, SYSTEM_STAFF_ID, type EventMetadata, type PlanId } from '@gym/domain';
import { at } from '../shared/at.js';
import type { EventWriter } from './event-writer.js';
import type { GymCalendar } from './gym-calendar.js';
import { writeGymCatalogue } from './catalogue-writer.js';
import { GYM_PLANS } from './gym-catalogue.js';
import { LongStreamMember } from './long-stream-member.js';
import { MemberActor, type MemberHabits, type SimulatedMember } from './member-actor.js';
import { MemberDay } from './member-day.js';
import type { SeededRandom } from './seeded-random.js';
import { onDuty, planStaff, StaffLedger, type StaffAction } from './staff-roster.js';

export interface SimulationResult {
  readonly members: readonly SimulatedMember[];
  readonly longStream: SimulatedMember;
  readonly rejections: ReadonlyMap<string, number>;
}

/**
 * Who joins on which plan: most on Mensualidad, then the Tiquetera (its share kept near its old 40 so
 * that the gym's attendance, and its event count, stay comparable with earlier runs) and the Quincena,
 * and one in five on the gym's time plans (R38), by their names in gym-catalogue.ts.
 */
const PLAN_MIX: readonly (readonly [string, number])[] = [
  ['monthly', 37],
  ['ticket_book', 33],
  ['fortnight', 10],
  ['Estudiante', 6],
  ['Trimestral', 5],
  ['Mañanas', 4],
  ['Semestral', 3],
  ['Anual', 2],
];

/** The plans members join on and change to, as ids: a spec plan's code, or the id given to one of the gym's. */
function planMix(planIds: readonly string[]): (readonly [PlanId, number])[] {
  return PLAN_MIX.map(([plan, weight]) => {
    const index = GYM_PLANS.findIndex((gymPlan) => gymPlan.name === plan);
    return [index === -1 ? plan : at(planIds, index), weight] as const;
  });
}

export async function simulateGym(
  random: SeededRandom,
  calendar: GymCalendar,
  writer: EventWriter,
  memberCount: number,
  onMonth: (dayIndex: number) => void = () => undefined,
): Promise<SimulationResult> {
  const dayCount = calendar.days.length;
  const { actions, staff } = planStaff(random, dayCount);
  const ledger = new StaffLedger();
  const actor = new MemberActor(calendar, writer);
  const planIds = GYM_PLANS.map(() => random.uuid());
  const mix = planMix(planIds);
  const memberDay = new MemberDay(
    actor,
    mix.map(([plan]) => plan),
  );
  const members = Array.from({ length: memberCount }, () => newMember(random, joinDay(random, calendar), mix));
  members.sort((a, b) => a.joinDay - b.joinDay);
  const longStream = new LongStreamMember(actor, newMember(random, 0, mix), dayCount);
  const active: SimulatedMember[] = [];
  let joined = 0;
  for (const [dayIndex, day] of calendar.days.entries()) {
    actor.setOnDuty(onDuty(staff, dayIndex));
    const today = actions.filter((action) => action.dayIndex === dayIndex);
    recordStaff(today, { ledger, writer, calendar, random }, day, at(staff, 0).staffId);
    if (dayIndex === 0) {
      // R38, R40: the owner sets up the gym's own plans and products before the first member comes.
      const written = writeGymCatalogue(
        random,
        writer,
        calendar.instant(day, 7 * 60 + 10),
        at(staff, 0).staffId,
        planIds,
      );
      actor.setCatalogue(written.plans, written.prices);
      longStream.register(day);
    }
    for (; joined < members.length && at(members, joined).joinDay === dayIndex; joined += 1) {
      const member = at(members, joined);
      memberDay.register(member, day);
      active.push(member);
    }
    const weekday = calendar.weekday(day);
    for (const member of active) memberDay.live(member, day, weekday);
    longStream.live(day, dayIndex);
    await writer.flush({ onlyLong: true });
    if (calendar.isMonthEnd(dayIndex)) {
      await writer.flush();
      removeDeleted(active);
      onMonth(dayIndex);
    }
  }
  return { members, longStream: longStream.member, rejections: actor.rejections };
}

function newMember(
  parent: SeededRandom,
  joinDayIndex: number,
  mix: readonly (readonly [PlanId, number])[],
): SimulatedMember {
  const random = parent.fork();
  const memberId = random.uuid();
  const plan = random.weighted(mix);
  const habits: MemberHabits = {
    attendanceRate: 0.18 + random.next() * 0.5,
    churn: 0.015 + random.next() * 0.05,
    partialPayer: random.chance(0.3) ? 0.3 : 0.03,
    lateness: random.int(0, 4),
    tracksBody: random.chance(0.3),
  };
  return {
    memberId,
    streamId: memberStreamId(memberId),
    random,
    joinDay: joinDayIndex,
    habits,
    plan,
    state: initialMemberState,
    gone: false,
    renewOn: null,
    installmentOn: null,
    measureOn: null,
    returnOn: null,
    deleteOn: null,
    measures: null,
    events: 0,
    lastDay: '',
    lastMinute: 0,
  };
}

/** The gym grows: later days and January get more new members. */
function joinDay(random: SeededRandom, calendar: GymCalendar): number {
  const dayCount = calendar.days.length;
  for (;;) {
    const index = random.int(0, dayCount - 1);
    const month = at(calendar.days, index).slice(5, 7);
    const weight = (0.55 + 0.45 * (index / dayCount)) * (month === '01' ? 1 : month === '02' ? 0.85 : 0.7);
    if (random.chance(weight)) return index;
  }
}

interface StaffRecording {
  readonly ledger: StaffLedger;
  readonly writer: EventWriter;
  readonly calendar: GymCalendar;
  readonly random: SeededRandom;
}

function recordStaff(actions: readonly StaffAction[], to: StaffRecording, day: string, adminId: string): void {
  for (const action of actions) {
    const occurredAt = to.calendar.instant(day, 7 * 60);
    // The first account is created by the app at start from GYM_ADMIN_EMAIL; the rest by the admin.
    const staffId = action.command.data.staffId === adminId ? SYSTEM_STAFF_ID : adminId;
    const metadata: EventMetadata = { staffId, occurredAt, correlationId: to.random.uuid() };
    for (const event of to.ledger.decide(action, occurredAt))
      to.writer.add(action.streamId, to.random.uuid(), event, metadata);
  }
}

function removeDeleted(active: SimulatedMember[]): void {
  for (let i = active.length - 1; i >= 0; i -= 1) if (at(active, i).state.status === 'deleted') active.splice(i, 1);
}
