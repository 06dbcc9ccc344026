// One member whose stream reaches 10,000 events over the five years: a company agreement
// ("convenio") whose many small payments, edits and measurements all land on one stream, to
// measure a command on a long stream and decide whether snapshots are needed.
import { MEASURE_KEYS, type RegisteredMember } from '@gym/domain';
import type { MemberActor, SimulatedMember } from './member-actor.js';

export const LONG_STREAM_EVENTS = 10_000;

export class LongStreamMember {
  constructor(
    private readonly actor: MemberActor,
    readonly member: SimulatedMember,
    private readonly dayCount: number,
  ) {}

  register(day: string): void {
    const { member } = this;
    const details = {
      name: 'Convenio Empresarial Tejidos del Valle',
      address: 'Carrera 50 # 12-30, Itagüí',
      phone: '3104567890',
      gender: 'female' as const,
      birthday: null,
      notes: 'Cuenta de convenio: pagos semanales por empleado',
      weightKg: null,
      heightCm: null,
    };
    const data = {
      memberId: member.memberId,
      details,
      plan: 'monthly',
      joinedOn: day,
      amountPaid: 80_000,
      initialPaymentId: member.random.uuid(),
      // R47: 'Sí' to everything, as the desk records members now, so its measures are recorded.
      authorization: { personal: true, sensitive: true, reminders: true, method: 'firma' },
    } as const;
    const command = { type: 'RegisterMember', data } as const;
    this.actor.act(member, command, day, 8 * 60);
  }

  /** Enough commands today to keep the stream on course for exactly LONG_STREAM_EVENTS at the end. */
  live(day: string, dayIndex: number): void {
    const { member } = this;
    const target = Math.round((LONG_STREAM_EVENTS * (dayIndex + 1)) / this.dayCount);
    let minute = 7 * 60;
    while (member.events < target) {
      this.oneCommand(day, minute, target - member.events);
      minute += 7;
    }
  }

  private oneCommand(day: string, minute: number, missing: number): void {
    const { member } = this;
    const { random } = member;
    const state = member.state as RegisteredMember;
    const roll = random.next();
    if (state.expiresOn !== null && state.expiresOn < day && missing >= 1) {
      this.actor.act(
        member,
        { type: 'RenewMembership', data: { memberId: member.memberId, paymentId: random.uuid(), amount: 80_000 } },
        day,
        minute,
      );
    } else if (roll < 0.8) {
      const amount = random.int(2, 20) * 1000;
      const command = {
        type: 'RecordPayment',
        data: { memberId: member.memberId, paymentId: random.uuid(), paymentType: 'additional', amount, paidOn: day },
      } as const;
      this.actor.act(member, command, day, minute);
    } else if (roll < 0.9) {
      const notes = `Convenio: ${random.int(20, 60)} empleados activos`;
      this.actor.act(
        member,
        { type: 'EditMemberProfile', data: { memberId: member.memberId, details: { notes } } },
        day,
        minute,
      );
    } else {
      const measures = Object.fromEntries(MEASURE_KEYS.female.map((key) => [key, random.int(30, 110)]));
      this.actor.act(
        member,
        { type: 'RecordBodyComposition', data: { memberId: member.memberId, recordId: random.uuid(), measures } },
        day,
        minute,
      );
    }
  }
}
