// A gym's log for export/import/backup tests: staff accounts and members living their lives
// (decided by the domain), their commands interleaved across streams as in real use.
import { randomUUID } from 'node:crypto';
import {
  decideMember,
  evolveMember,
  initialMemberState,
  isRejection,
  memberStreamId,
  staffStreamId,
  type MemberCommand,
  type StaffEvent,
  SPEC_PLANS,
} from '@gym/domain';
import type { EventStore } from '../../../shared/event-store/event-store.port.js';

const TIME_ZONE = 'America/Bogota';

/** The commands of member number `n`, one per step; a step past the list does nothing. */
function lifeOf(memberId: string, n: number): MemberCommand[] {
  const ticketBook = n % 2 === 1;
  const gender = n % 3 === 0 ? 'male' : 'female';
  const details = {
    name: `Socio ${n} Pérez`,
    address: `Calle ${n} # 5-20`,
    phone: `300123${String(n).padStart(4, '0')}`,
    gender,
    birthday: '1990-05-14',
    notes: n === 0 ? 'Lesión en la rodilla: «cuidado»' : '',
    weightKg: 60 + n,
    heightCm: 165,
  } as const;
  const measures = Object.fromEntries(
    (gender === 'male'
      ? ['cuello', 'biceps', 'pecho', 'cintura_bajo_ombligo', 'gluteo', 'pierna']
      : ['cuello', 'brazo', 'pecho', 'cintura', 'gluteo_cadera', 'pierna']
    ).map((key, index) => [key, 30 + index * 10 + n]),
  );
  const commands: MemberCommand[] = [
    {
      type: 'RegisterMember',
      data: {
        memberId,
        details,
        plan: ticketBook ? 'ticket_book' : 'monthly',
        joinedOn: '2026-03-01',
        amountPaid: 30_000,
        initialPaymentId: randomUUID(),
        // R47: health data under the member's 'Sí' to sensitive data.
        authorization: { personal: true, sensitive: true, reminders: true, method: 'firma' },
      },
    },
    {
      type: 'RecordPayment',
      data: { memberId, paymentId: randomUUID(), paymentType: 'additional', amount: 10_000 + n, paidOn: '2026-03-03' },
    },
    { type: 'EditMemberProfile', data: { memberId, details: { phone: `310555${String(n).padStart(4, '0')}` } } },
    { type: 'RecordBodyComposition', data: { memberId, recordId: randomUUID(), measures } },
  ];
  if (ticketBook) commands.push({ type: 'MarkAttendance', data: { memberId, attendanceId: randomUUID() } });
  if (n % 4 === 3) commands.push({ type: 'DeleteMember', data: { memberId } });
  return commands;
}

function staffAccount(n: number): { stream: string; events: StaffEvent[] } {
  const staffId = randomUUID();
  const created = {
    staffId,
    email: `staff${n}@gym.co`,
    displayName: `Recepción ${n}`,
    passwordHash: 'scrypt$1$c2FsdA',
  };
  const events: StaffEvent[] = [{ type: 'StaffAccountCreated', data: created }];
  if (n === 1) events.push({ type: 'StaffPasswordChanged', data: { staffId, passwordHash: 'scrypt$1$b3Rybw' } });
  return { stream: staffStreamId(staffId), events };
}

export interface SampleLog {
  readonly streams: readonly string[];
  readonly events: number;
}

/**
 * Appends `staff` accounts, then `members` members whose commands take turns (step 1 of each,
 * then step 2 …), each decided a day apart at 10:00 Bogotá and recorded at that instant.
 */
export async function appendSampleLog(store: EventStore, members = 6, staff = 2): Promise<SampleLog> {
  const streams: string[] = [];
  let events = 0;
  for (let n = 0; n < staff; n += 1) {
    const account = staffAccount(n);
    const metadata = { staffId: 'system', occurredAt: new Date().toISOString(), correlationId: randomUUID() };
    const batch = account.events.map((e) => ({ id: randomUUID(), type: e.type, data: { ...e.data }, metadata }));
    await store.append(account.stream, batch, 'no_stream');
    streams.push(account.stream);
    events += account.events.length;
  }
  const lives = Array.from({ length: members }, (_, n) => ({
    memberId: randomUUID(),
    n,
    state: initialMemberState,
  }));
  for (const { memberId } of lives) streams.push(memberStreamId(memberId));
  for (let step = 0; step < 6; step += 1) {
    for (const life of lives) {
      const command = lifeOf(life.memberId, life.n).at(step);
      if (!command) continue;
      const now = new Date(Date.UTC(2026, 2, 1 + step, 15, life.n)).toISOString();
      const actor = { staffId: 'staff-sample', role: 'admin' as const };
      const decided = decideMember(command, life.state, {
        now,
        timeZone: TIME_ZONE,
        planPrices: [],
        plans: SPEC_PLANS,
        dataPolicyVersion: 0,
        actor,
      });
      if (isRejection(decided)) throw new Error(`Sample log: ${command.type} refused with ${decided.code}`);
      if (decided.length === 0) continue;
      const metadata = { staffId: 'staff-sample', occurredAt: now, correlationId: randomUUID() };
      const stream = memberStreamId(life.memberId);
      const expected = life.state.status === 'none' ? 'no_stream' : 'stream_exists';
      const batch = decided.map((e) => ({
        id: randomUUID(),
        type: e.type,
        data: { ...e.data },
        metadata,
        recordedAt: now,
      }));
      await store.append(stream, batch, expected);
      life.state = decided.reduce(evolveMember, life.state);
      events += decided.length;
    }
  }
  return { streams, events };
}
