// Actividad del personal: one document per thing a staff account did, none for the front desk's
// routine (check-ins), never a password hash; applied twice, the same documents.
import type { GymEvent } from '@gym/domain';
import {
  attendanceMarked,
  memberDeleted,
  memberRegistered,
  paymentRecorded,
  registeredTiquetera,
  visitRecorded,
  MEMBER_ID,
} from '../../../../libs/domain/src/testing/member.builders.js';
import { projectionSpecification } from '../../shared/projections/testing/projection-specification.js';
import { STAFF_ACTIVITY, STAFF_ACTIVITY_GROUPS, staffActivityProjection } from './staff-activity.projection.js';

const spec = projectionSpecification(staffActivityProjection);

const day: readonly GymEvent[] = [
  registeredTiquetera(),
  attendanceMarked('2026-03-02'),
  visitRecorded('2026-03-02'),
  paymentRecorded({ paidOn: '2026-02-27' }),
  {
    type: 'TicketBookReset',
    data: { memberId: MEMBER_ID, previousTicketDaysUsed: 1, ticketDaysUsed: 0, expiresOn: null },
  },
  {
    type: 'StaffAccountCreated',
    data: {
      staffId: 'staff-2',
      email: 'caja@gym.co',
      displayName: 'Caja',
      passwordHash: 'scrypt$secret',
      role: 'reception',
    },
  },
  { type: 'StaffPasswordChanged', data: { staffId: 'staff-2', passwordHash: 'scrypt$other' } },
  {
    type: 'PlanPriceChanged',
    data: { plan: 'monthly', price: 90_000, previousPrice: 80_000, effectiveFrom: '2026-04-01' },
  },
  memberDeleted(),
];

describe('staff activity projection', () => {
  it('keeps who, when, whom about and what, for everything but check-ins and attendances', () =>
    spec.given(...day).then((documents) => {
      const entries = documents[STAFF_ACTIVITY] ?? [];
      expect(
        entries.map((entry) => [
          entry['record'] && (entry['record'] as { type: string }).type,
          entry['subjectKind'],
          entry['subjectId'],
        ]),
      ).toEqual([
        ['MemberRegistered', 'member', MEMBER_ID],
        ['PaymentRecorded', 'member', MEMBER_ID],
        ['TicketBookReset', 'member', MEMBER_ID],
        ['StaffAccountCreated', 'staff', 'staff-2'],
        ['StaffPasswordChanged', 'staff', 'staff-2'],
        ['PlanPriceChanged', 'gym', null],
        ['MemberDeleted', 'member', MEMBER_ID],
      ]);
      expect(entries[1]).toMatchObject({
        id: 'event-4',
        staffId: 'system',
        occurredAt: '2026-03-02T15:03:00.000Z',
        position: 4,
      });
    }));

  it('never keeps a password hash', () =>
    spec.given(...day).then((documents) => expect(JSON.stringify(documents)).not.toContain('scrypt')));

  it('is idempotent when applied twice', () => spec.given(...day).thenIdempotent());

  describe('issue 41: the rows of one import', () => {
    const imported = (memberId: string, row: number): GymEvent => ({
      type: 'MemberImported',
      data: {
        ...memberRegistered({ memberId }).data,
        ticketDaysUsed: 0,
        lastAttendanceOn: null,
        source: { system: 'spreadsheet', file: 'socios.xlsx', row },
      },
    });
    const balance = (memberId: string): GymEvent =>
      paymentRecorded({ memberId, paymentId: `balance-${memberId}`, paymentType: 'opening_balance' });
    const rows = [imported('m-1', 2), balance('m-1'), imported('m-2', 3), balance('m-2'), imported('m-3', 4)];

    it('are one line (the first row) with the count of rows; the others hang under it; no saldo migrado is a line', () =>
      spec.given(...rows).then((documents) => {
        const entries = documents[STAFF_ACTIVITY] ?? [];
        expect(entries.map((entry) => [entry['id'], entry['kind'], entry['inGroup'] === null])).toEqual([
          ['event-1', 'members', true],
          ['event-3', 'members', false],
          ['event-5', 'members', false],
        ]);
        expect(documents[STAFF_ACTIVITY_GROUPS]).toEqual([
          expect.objectContaining({ rows: 3, firstId: 'event-1', lastPosition: 5 }),
        ]);
      }));

    it('are counted once, applied twice', () => spec.given(...rows).thenIdempotent());
  });
});
