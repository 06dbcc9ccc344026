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
import type { JsonObject } from '../../shared/event-store/event-store.port.js';
import { erasedPersonalFields } from '../../shared/personal-data/personal-fields.js';
import { projectionSpecification, type Documents } from '../../shared/projections/testing/projection-specification.js';
import {
  STAFF_ACTIVITY,
  STAFF_ACTIVITY_GROUPS,
  STAFF_ACTIVITY_PERSONAL,
  STAFF_ACTIVITY_SENSITIVE,
  staffActivityProjection,
} from './staff-activity.projection.js';

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

  describe('R48 (c): a supresión', () => {
    const other = 'member-2';
    const history: readonly GymEvent[] = [
      memberRegistered({ details: { name: 'Ana Pérez', cedula: '52637485', phone: '3001234567', weightKg: 61 } }),
      memberRegistered({ memberId: other, details: { name: 'Berta Ríos', phone: '3119876543', weightKg: 57 } }),
      {
        type: 'MemberDetailsChanged',
        data: { memberId: MEMBER_ID, changes: { phone: '3207654321' }, previous: { phone: '3001234567' } },
      },
      paymentRecorded({ amount: 80_000 }),
      {
        type: 'DataRequestReceived',
        data: {
          requestId: 'request-1',
          memberId: MEMBER_ID,
          memberName: 'Ana Pérez',
          cedula: '52637485',
          kind: 'consulta',
          receivedOn: '2026-03-02',
          request: 'Qué datos tienen de mí',
          dueOn: '2026-03-16',
          recordedBy: 'staff-1',
        },
      },
    ];
    const suppressed: GymEvent = { type: 'MemberSuppressed', data: { memberId: MEMBER_ID, reason: 'Reclamo' } };
    const secrets = ['Ana Pérez', '52637485', '3001234567', '3207654321', 'Qué datos', '61'];
    const shown = (documents: Documents) => JSON.stringify(documents);

    it('leaves none of the member’s personal data in any document; the entries stay, another member’s as they were', () =>
      spec.given(...history, suppressed).then((documents) => {
        expect(secrets.filter((secret) => shown(documents).includes(secret))).toEqual([]);
        expect(shown(documents)).toContain('Berta Ríos');
        expect((documents[STAFF_ACTIVITY] ?? []).map((entry) => (entry['record'] as { type: string }).type)).toEqual([
          'MemberRegistered',
          'MemberRegistered',
          'MemberDetailsChanged',
          'PaymentRecorded',
          'DataRequestReceived',
          'MemberSuppressed',
        ]);
        expect((documents[STAFF_ACTIVITY_PERSONAL] ?? []).map((entry) => entry['personalOf'])).toEqual([other]);
        expect((documents[STAFF_ACTIVITY_SENSITIVE] ?? []).map((entry) => entry['sensitiveOf'])).toEqual([other]);
      }));

    it('R48 (b): a revocation leaves none of the member’s health data; the rest of it stays', () =>
      spec
        .given(...history, {
          type: 'MemberSensitiveAuthorizationRevoked',
          data: { memberId: MEMBER_ID, reason: 'Pidió' },
        })
        .then((documents) => {
          const personal = (documents[STAFF_ACTIVITY_PERSONAL] ?? []).filter((doc) => doc['personalOf'] === MEMBER_ID);
          expect(JSON.stringify(personal)).toContain('52637485');
          expect(JSON.stringify(personal)).not.toContain('"weightKg":61');
          expect((documents[STAFF_ACTIVITY_SENSITIVE] ?? []).map((entry) => entry['sensitiveOf'])).toEqual([other]);
          expect(JSON.stringify(documents[STAFF_ACTIVITY])).not.toContain('"weightKg":61');
        }));

    it('before it, the entries hold the data (the test is about something)', () =>
      spec.given(...history).then((documents) => {
        expect(secrets.filter((secret) => shown(documents).includes(secret))).toEqual(secrets);
      }));

    it('ends with the documents a rebuild makes, which reads the member’s fields erased (the key gone)', async () => {
      const asRebuilt = history.map((event) =>
        'memberId' in event.data && event.data.memberId === MEMBER_ID
          ? ({ ...event, data: erasedPersonalFields(event.type, event.data as JsonObject) } as GymEvent)
          : event,
      );
      let live: Documents = {};
      await spec.given(...history, suppressed).then((documents) => (live = documents));
      await spec.given(...asRebuilt, suppressed).then((documents) => expect(documents).toEqual(live));
    });

    it('is idempotent when applied twice', () => spec.given(...history, suppressed).thenIdempotent());
  });
});
