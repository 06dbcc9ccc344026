// A deterministic, generated history of a gym (seeded): members of every plan registering, paying,
// renewing (some changing plan), attending, being measured, edited, frozen, deleted (and restored, R44), payments voided,
// and days closed and reopened, decided by the real write side (the cash-day ledger included).
import {
  addDays,
  cashDayStreamId,
  localDate,
  MEASURE_KEYS,
  memberStreamId,
  paymentOnRecordOf,
  PLAN_CODES,
  type CashDayCommand,
  entriesInOrder,
  type CashDayState,
  type Gender,
  type MemberCommand,
  type MemberEvent,
  type MemberState,
  type DayBooksRead,
} from '@gym/domain';
import type { AppConfig } from '../../../src/config.js';
import { CashDayLedger } from '../../../src/money/cash-days/cash-day-ledger.js';
import type { ProjectionService } from '../../../src/shared/projections/projection-service.js';
import { CommandRunner } from '../../../src/shared/commands/command-runner.js';
import type { CommandSource } from '../../../src/shared/commands/command-runner.types.js';
import type { EventStore } from '../../../src/shared/event-store/event-store.port.js';
import { AppError } from '../../../src/shared/http/app-error.js';
import { memberDecider, noPriceChanges, sendToMember } from '../../../src/members/member.write-loop.js';

/** mulberry32: a small seeded generator, so every run builds the same history. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface HistoryOptions {
  readonly members: number;
  readonly seed: number;
  /** Commands per member after registration, on average. */
  readonly commandsPerMember?: number;
  /** Called after every command that wrote something (e.g. to let projections run meanwhile). */
  readonly afterCommand?: (index: number) => Promise<void> | void;
}

const NAMES = ['José', 'María', 'Andrés', 'Sofía', 'Luis', 'Camila', 'Ángela', 'Julián', 'Valentina', 'Óscar'];
const SURNAMES = ['Pérez', 'Gómez', 'Rodríguez', 'Martínez', 'Núñez', 'López', 'Díaz', 'Muñoz'];

export interface GeneratedHistory {
  /** Commands that wrote events. */
  readonly accepted: number;
  /** The clock's last instant. */
  readonly endedAt: string;
}

/** Appends the history to `eventStore` through the real write side. */
export async function generateGymHistory(eventStore: EventStore, options: HistoryOptions): Promise<GeneratedHistory> {
  const random = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const uuid = (): string => {
    const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
  let now = Date.parse('2025-01-06T14:00:00Z');
  const clock = () => new Date(now);
  const config = { timeZone: 'America/Bogota' } as AppConfig;
  const ledger = new CashDayLedger(eventStore, clock, config, {
    notify: () => undefined,
  } as unknown as ProjectionService);
  const handler = new CommandRunner(eventStore, memberDecider, {
    clock,
    timeZone: 'America/Bogota',
    input: noPriceChanges,
    linked: (decision) => ledger.linkedAppends(decision),
  });
  const members: { id: string; gender: Gender; payments: string[]; name: string }[] = [];
  let accepted = 0;

  const total = options.members * (1 + (options.commandsPerMember ?? 6));
  // The history spans about a year, whatever its size.
  const meanStep = (365 * 86_400_000) / total;
  const wrote = async (position: number): Promise<void> => {
    if (position === 0) return;
    accepted += 1;
    await options.afterCommand?.(accepted);
  };
  const context = { staffId: 'system', correlationId: 'history' };
  const send = async (member: { id: string; payments: string[] }, command: MemberCommand): Promise<void> => {
    now += Math.floor(random() * 2 * meanStep);
    try {
      const result = await sendToMember(handler, member.id, context, withPaymentLookup(eventStore, command));
      member.payments.push(...paymentIdsOf(result.events));
      await wrote(result.position);
    } catch (error) {
      if (!(error instanceof AppError)) throw error; // a rule refused it: part of a real gym's day
    }
  };
  const today = (): string => localDate(new Date(now).toISOString(), 'America/Bogota');
  /** R32: yesterday's drawer is counted and the day closed; now and then the last closed day is reopened and closed again. */
  let lastClosed: string | null = null;
  const onCashDay = async (day: string, command: (state: CashDayState) => CashDayCommand): Promise<void> => {
    try {
      await wrote((await ledger.days.handle({ ...context, streamId: cashDayStreamId(day), command })).position);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  };
  const close =
    (day: string) =>
    (state: CashDayState): CashDayCommand => ({
      type: 'CloseCashDay',
      data: { day, countedCash: 0, books: heldBooks(state) },
    });
  const closeOrReopen = async (): Promise<void> => {
    if (lastClosed !== null && random() < 0.3) {
      const day = lastClosed;
      await onCashDay(day, () => ({ type: 'ReopenCashDay', data: { day, reason: 'Faltó registrar un pago' } }));
      await onCashDay(day, close(day));
      return;
    }
    lastClosed = addDays(today(), -1);
    await onCashDay(lastClosed, close(lastClosed));
  };

  for (let step = 0; step < total; step += 1) {
    if (step % 40 === 39) await closeOrReopen();
    const registering = members.length < options.members && (members.length === 0 || random() < 0.3);
    if (registering) {
      const gender: Gender = random() < 0.5 ? 'female' : 'male';
      const member = { id: uuid(), gender, payments: [], name: '' };
      members.push(member);
      const registered = registration(member.id, gender, members.length, { random, pick, uuid }, today());
      if (registered.type === 'RegisterMember') member.name = registered.data.details.name;
      await send(member, registered);
      continue;
    }
    const member = pick(members);
    await send(member, memberCommand(member, { random, pick, uuid }, today()));
  }
  return { accepted, endedAt: new Date(now).toISOString() };
}

/** R29: a void told of its payment as the member's own events leave it (the app reads the payments read model). */
function withPaymentLookup(eventStore: EventStore, command: MemberCommand): CommandSource<MemberState, MemberCommand> {
  if (command.type !== 'VoidPayment') return command;
  return async () => {
    const stream = await eventStore.readStream(memberStreamId(command.data.memberId));
    const events = stream.map((event) => ({ type: event.type, data: event.data }) as MemberEvent);
    return { ...command, data: { ...command.data, payment: paymentOnRecordOf(events, command.data.paymentId) } };
  };
}

function paymentIdsOf(events: readonly MemberEvent[]): string[] {
  return events.flatMap((event) =>
    event.type === 'PaymentRecorded' || event.type === 'MembershipRenewed' ? [event.data.paymentId] : [],
  );
}

function registration(
  memberId: string,
  gender: Gender,
  number: number,
  { random, pick, uuid }: Pickers,
  today: string,
): MemberCommand {
  const details = {
    name: `${pick(NAMES)} ${pick(SURNAMES)} ${number}`,
    address: `Calle ${number}`,
    phone: `300${String(number).padStart(7, '0')}`,
    gender,
    birthday: random() < 0.9 ? addDays('1970-01-01', Math.floor(random() * 14_000)) : null,
    notes: '',
    weightKg: 50 + Math.floor(random() * 60),
    heightCm: 150 + Math.floor(random() * 45),
  };
  // R47: four members in five authorise sensitive data; the others give no weight or height.
  const sensitive = number % 5 !== 0;
  const authorization = { personal: true, sensitive, reminders: true, method: 'firma' } as const;
  return {
    type: 'RegisterMember',
    data: {
      memberId,
      initialPaymentId: uuid(),
      details: sensitive ? details : { ...details, weightKg: null, heightCm: null },
      authorization,
      plan: pick(PLAN_CODES),
      joinedOn: addDays(today, -Math.floor(random() * 40)),
      amountPaid: pick([0, 0, 20_000, 40_000, 50_000, 80_000, 100_000]),
      // R39: one member in fifty registers with a discount (no draw taken: the rest of the history stays the same).
      ...(number % 50 === 7
        ? { discount: { kind: 'percent', value: 20 }, discountReason: 'Carné estudiantil vigente' }
        : {}),
    },
  };
}

interface Pickers {
  readonly random: () => number;
  readonly pick: <T>(items: readonly T[]) => T;
  readonly uuid: () => string;
}

/** One of a day's commands on an existing member; some will be refused, as in a real gym. */
function memberCommand(
  { id: memberId, gender, payments, name }: { id: string; gender: Gender; payments: readonly string[]; name: string },
  { random, pick, uuid }: Pickers,
  today: string,
): MemberCommand {
  const roll = random();
  const daysAgo = (max: number): string => addDays(today, -Math.floor(random() * max));
  if (roll < 0.25) {
    const paymentType = pick(['additional', 'installment'] as const);
    const data = {
      memberId,
      paymentId: uuid(),
      paymentType,
      amount: pick([10_000, 20_000, 40_000]),
      paidOn: daysAgo(3),
    };
    return { type: 'RecordPayment', data };
  }
  if (roll < 0.35) {
    const plan = pick([undefined, undefined, ...PLAN_CODES]);
    const amount = pick([40_000, 50_000, 80_000]);
    return { type: 'RenewMembership', data: { memberId, paymentId: uuid(), amount, ...(plan ? { plan } : {}) } };
  }
  if (roll < 0.6) return { type: 'MarkAttendance', data: { memberId, attendanceId: uuid() } };
  if (roll < 0.65) return { type: 'ResetTicketBook', data: { memberId, reason: 'Reinicio de prueba' } };
  if (roll < 0.78) {
    const measures = Object.fromEntries(MEASURE_KEYS[gender].map((key) => [key, 20 + Math.floor(random() * 80)]));
    return { type: 'RecordBodyComposition', data: { memberId, recordId: uuid(), measures } };
  }
  if (roll < 0.84) {
    const name = `${pick(['Ana', 'Íñigo', 'Eva'])} ${pick(['Ruiz', 'Peña'])} ${memberId.slice(0, 4)}`;
    return { type: 'EditMemberProfile', data: { memberId, details: { name } } };
  }
  if (roll < 0.88) return { type: 'EditMemberProfile', data: { memberId, plan: pick(PLAN_CODES) } };
  if (roll < 0.91) {
    return {
      type: 'EditMemberProfile',
      data: { memberId, amountPaid: pick([0, 30_000, 90_000]), joinedOn: daysAgo(20) },
    };
  }
  // R29, R31: voids, freezes (some scheduled) and their early ends.
  if (roll < 0.94 && payments.length > 0) {
    const paymentId = pick(payments);
    return { type: 'VoidPayment', data: { memberId, paymentId, reason: 'Pago registrado dos veces', payment: null } };
  }
  if (roll < 0.96) {
    const from = addDays(today, pick([0, 0, 3]));
    return { type: 'FreezeMembership', data: { memberId, days: 1 + Math.floor(random() * 20), from, reason: 'Viaje' } };
  }
  if (roll < 0.975) return { type: 'UnfreezeMembership', data: { memberId } };
  if (roll < 0.985) return { type: 'DeleteMember', data: { memberId } };
  // R44: a member deleted by mistake is brought back (refused while it is not deleted).
  if (roll < 0.994) return { type: 'RestoreMember', data: { memberId } };
  // R48 (b): the sensitive-data authorisation revoked (refused when there is none to revoke).
  if (roll < 0.997) return { type: 'RevokeSensitiveAuthorization', data: { memberId, reason: 'Lo pidió el titular' } };
  // R48 (c): a supresión with the name as registered (refused once renamed, or the second time).
  return { type: 'SuppressMember', data: { memberId, reason: 'Reclamo del titular', name } };
}

/** Books holding every entry of the day's cash book (at 0 pesos): a closing in a test of the write side. */
function heldBooks(state: CashDayState): DayBooksRead {
  const of = (kind: 'payment' | 'void') =>
    entriesInOrder(state)
      .filter((entry) => entry.kind === kind)
      .map((entry) => ({ id: entry.paymentId, amount: 0, method: 'cash' as const, staffId: '' }));
  return { payments: of('payment'), voids: of('void') };
}
