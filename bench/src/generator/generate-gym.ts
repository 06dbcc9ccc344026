// Generates a gym's event store file through the app's own SQLite adapter, and the facts the
// benchmark needs about it (who can attend today, what to search for, the long stream).
import { isRegistered, normaliseSearchText, ticketBookState, type RegisteredMember } from '@gym/domain';
import { SqliteEventStore } from '@gym/backend/shared/event-store/sqlite-event-store.js';
import { EventWriter } from './event-writer.js';
import { GymCalendar } from './gym-calendar.js';
import type { SimulatedMember } from './member-actor.js';
import { SeededRandom } from './seeded-random.js';
import { BENCH_ADMIN } from './staff-roster.js';
import { simulateGym } from './gym-simulation.js';

export interface GymSpec {
  readonly members: number;
  readonly seed: number;
  /** Last simulated day, `YYYY-MM-DD` (the gym-local today by default). */
  readonly until: string;
  readonly years: number;
}

export interface GymFacts {
  readonly spec: GymSpec;
  readonly events: number;
  readonly appends: number;
  readonly seconds: number;
  readonly admin: { readonly email: string; readonly password: string };
  /** Registered (not deleted) members. */
  readonly memberIds: readonly string[];
  readonly deletedMembers: number;
  /** Tiquetera members who may attend on `until`: not yet today, days left on the book. */
  readonly canAttendToday: readonly string[];
  readonly longStreamMemberId: string;
  readonly longStreamEvents: number;
  /** Words staff would type in the list's search box: names, surnames, phone digits. */
  readonly searchTerms: readonly string[];
  /** Commands the rules refused during generation (should be none or very few), by code. */
  readonly rejections: Readonly<Record<string, number>>;
}

export async function generateGym(
  spec: GymSpec,
  file: string,
  progress: (fraction: number) => void,
): Promise<GymFacts> {
  const started = performance.now();
  const random = new SeededRandom(spec.seed);
  const calendar = new GymCalendar(spec.until, spec.years);
  // bulkLoad: the adapter's import mode (commits not fsync'd one by one; synced at checkpoints and close).
  const store = SqliteEventStore.open(file, { bulkLoad: true });
  const writer = new EventWriter(store);
  try {
    const dayCount = calendar.days.length;
    const result = await simulateGym(random, calendar, writer, spec.members, (day) => progress((day + 1) / dayCount));
    await writer.flush();
    refuseMostlyRefusedGym(result.rejections, writer.events);
    const registered = result.members.filter((member) => isRegistered(member.state));
    return {
      spec,
      events: writer.events,
      appends: writer.appends,
      seconds: (performance.now() - started) / 1000,
      admin: BENCH_ADMIN,
      memberIds: registered.map((member) => member.memberId),
      deletedMembers: result.members.filter((member) => member.state.status === 'deleted').length,
      canAttendToday: registered.filter((member) => canAttend(member, spec.until)).map((member) => member.memberId),
      longStreamMemberId: result.longStream.memberId,
      longStreamEvents: result.longStream.events,
      searchTerms: searchTerms(registered, random),
      rejections: Object.fromEntries(result.rejections),
    };
  } finally {
    await store.close();
  }
}

/**
 * A rule that starts refusing the generator's commands (as R47 once did every registration with a weight)
 * would leave a gym far smaller than its name says and every figure measured on it meaningless.
 */
function refuseMostlyRefusedGym(rejections: ReadonlyMap<string, number>, events: number): void {
  const refused = [...rejections.values()].reduce((sum, count) => sum + count, 0);
  if (refused > events / 100) {
    const codes = [...rejections].map(([code, count]) => `${code} ×${count}`).join(', ');
    throw new Error(`The generator's commands were refused ${refused} times (${codes}): fix the generator.`);
  }
}

function canAttend(member: SimulatedMember, today: string): boolean {
  const state = member.state as RegisteredMember;
  // R7 and R27: not yet today, and neither exhausted nor past the expiry its first use set.
  return state.plan === 'ticket_book' && state.lastAttendanceOn !== today && ticketBookState(state, today) === null;
}

/**
 * What the front desk types to find a member (R35): a first name, a first name and a first surname
 * ('jose munoz', skipping a second given name), their first letters ('jos mun'), a surname, and
 * the last four digits of a phone.
 */
function searchTerms(members: readonly SimulatedMember[], random: SeededRandom): string[] {
  const terms = new Set<string>();
  for (let i = 0; i < 50 && members.length > 0; i += 1) {
    const { details } = random.pick(members).state as RegisteredMember;
    const words = normaliseSearchText(details.name).split(' ');
    const [first = '', ...rest] = words;
    const surname = rest.at(-2) ?? rest.at(-1) ?? '';
    const kinds = [
      first,
      `${first} ${surname}`,
      `${first.slice(0, 3)} ${surname.slice(0, 3)}`,
      surname,
      details.phone.replace(/\D/g, '').slice(-4),
    ];
    const term = kinds[i % kinds.length];
    if (term) terms.add(term);
  }
  return [...terms];
}
