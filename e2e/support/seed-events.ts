// Writes member commands decided at chosen instants into a DATA_DIR's event store before the app
// starts: the same CommandRunner, decider and SQLite store the app uses, only with a past clock
// (and the spec's plan prices: a seeded gym's owner has changed none, R24).
// How a browser test gets what needs earlier days (e.g. 14 attendances on 14 different days)
// without any clock switch in the running app.
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A member command as the domain defines it (`MemberCommand` in libs/domain). */
export interface SeedCommand {
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>> & { readonly memberId: string };
}

export interface SeedStep {
  /** The instant the command is decided (the handler's clock). */
  readonly at: Date;
  readonly command: SeedCommand;
}

interface CommandRunnerLike {
  handle(request: { streamId: string; command: SeedCommand; staffId: string; correlationId: string }): Promise<unknown>;
}

interface EventStoreLike {
  close(): Promise<void>;
}

const built = (path: string): string => pathToFileURL(resolve(__dirname, '../..', path)).href;

/** Decides every step in order against `DATA_DIR/events.db`; a rejection stops the seed with its code. */
export async function seedEvents(
  dataDir: string,
  steps: readonly SeedStep[],
  timeZone = 'America/Bogota',
): Promise<void> {
  // The built app's own modules (ES modules), loaded as the app loads them.
  const domain = await import(built('libs/domain/dist/index.js'));
  const { SqliteEventStore } = await import(built('backend/dist/shared/event-store/sqlite-event-store.js'));
  const { CommandRunner } = await import(built('backend/dist/shared/commands/command-runner.js'));
  const store: EventStoreLike = SqliteEventStore.open(join(dataDir, 'events.db'));
  let now = new Date();
  const handler: CommandRunnerLike = new CommandRunner(
    store,
    {
      initialState: domain.initialMemberState,
      // The one door for stored events refuses, on a member stream, any type not listed here.
      eventTypes: domain.MEMBER_EVENT_TYPES,
      evolve: domain.evolveMember,
      decide: domain.decideMember,
    },
    {
      clock: () => now,
      timeZone,
      input: async () => ({ planPrices: [], plans: domain.SPEC_PLANS, dataPolicyVersion: 0 }),
    },
  );
  try {
    for (const step of steps) {
      now = step.at;
      await handler.handle({
        streamId: domain.memberStreamId(step.command.data.memberId),
        command: step.command,
        staffId: domain.SYSTEM_STAFF_ID,
        correlationId: randomUUID(),
      });
    }
  } finally {
    await store.close();
  }
}

export interface SeedMember {
  readonly name: string;
  readonly plan: 'fortnight' | 'monthly' | 'ticket_book';
  readonly joinedOn: string;
  readonly amountPaid: number;
  readonly gender?: 'male' | 'female';
  readonly birthday?: string | null;
  /** A Colombian mobile unless told (e.g. a landline, which gets no WhatsApp button). */
  readonly phone?: string;
}

/** A RegisterMember command; what a member does not say is the same for every seeded member. */
export function registerCommand(memberId: string, member: SeedMember): SeedCommand {
  return {
    type: 'RegisterMember',
    data: {
      memberId,
      initialPaymentId: randomUUID(),
      details: {
        name: member.name,
        address: 'Carrera 7 # 45-10',
        phone: member.phone ?? '3109876543',
        gender: member.gender ?? 'male',
        birthday: member.birthday ?? null,
        notes: '',
        weightKg: null,
        heightCm: null,
      },
      plan: member.plan,
      joinedOn: member.joinedOn,
      amountPaid: member.amountPaid,
      // R47: as the desk records them, 'Sí' to everything, so their measures may be taken.
      authorization: { personal: true, sensitive: true, reminders: true, method: 'firma' },
    },
  };
}

/** R28: a check-in of any plan (a Tiquetera's is its attendance). */
export function recordVisitCommand(memberId: string): SeedCommand {
  return { type: 'RecordVisit', data: { memberId, visitId: randomUUID() } };
}

export function markAttendanceCommand(memberId: string): SeedCommand {
  return { type: 'MarkAttendance', data: { memberId, attendanceId: randomUUID() } };
}

export function recordPaymentCommand(memberId: string, amount: number, paidOn: string): SeedCommand {
  return {
    type: 'RecordPayment',
    data: { memberId, paymentId: randomUUID(), paymentType: 'additional', amount, paidOn },
  };
}

export function recordMeasuresCommand(
  memberId: string,
  measuredOn: string,
  measures: Readonly<Record<string, number>>,
): SeedCommand {
  return { type: 'RecordBodyComposition', data: { memberId, recordId: randomUUID(), measuredOn, measures } };
}

export function deleteMemberCommand(memberId: string): SeedCommand {
  return { type: 'DeleteMember', data: { memberId } };
}

/**
 * Appends events exactly as given, past every decider: a member as recorded before a rule that
 * would refuse it today (R37: a phone 'abc', a height in metres). The log keeps such events forever.
 */
export async function seedRecordedEvents(
  dataDir: string,
  streamId: string,
  events: ReadonlyArray<{ readonly type: string; readonly data: Readonly<Record<string, unknown>> }>,
): Promise<void> {
  const { SqliteEventStore } = await import(built('backend/dist/shared/event-store/sqlite-event-store.js'));
  const store: EventStoreLike & { append(...args: unknown[]): Promise<unknown> } = SqliteEventStore.open(
    join(dataDir, 'events.db'),
  );
  const metadata = { staffId: 'system', occurredAt: '2026-01-10T15:00:00.000Z', correlationId: randomUUID() };
  try {
    await store.append(
      streamId,
      events.map((event) => ({ id: randomUUID(), ...event, metadata })),
      'no_stream',
    );
  } finally {
    await store.close();
  }
}
