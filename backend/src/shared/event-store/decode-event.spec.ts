// The one door from the log to the domain: known types, the current shape (older ones upcast), and
// a clear refusal of an event that cannot be read.
import { describe, expect, it } from '@jest/globals';
import {
  EVENT_TYPES,
  foldMember,
  MEMBER_EVENT_TYPES,
  message,
  STAFF_EVENT_TYPES,
  type GymEvent,
  type MemberEvent,
  type StaffEvent,
} from '@gym/domain';
import {
  MEMBER_ID,
  memberRegistered,
  membershipRenewed,
  planChanged,
  paymentRecorded,
  recordPayment,
  registeredMonthly,
  registeredTiquetera,
} from '../../../../libs/domain/src/testing/member.builders.js';
import { given } from '../../../../libs/domain/src/testing/given-when-then.js';
import {
  decodeEvent,
  decodeEventOf,
  decodeRecordedEvent,
  tryDecodeRecordedEvent,
  UndecodableEventError,
  UPCASTERS,
} from './decode-event.js';
import type { JsonObject, RecordedEvent } from './event-store.port.js';

/** The event as the log gives it back: its data parsed from JSON, at revision 3, position 42. */
function stored(type: string, data: object, streamId = `member-${MEMBER_ID}`): RecordedEvent {
  return {
    streamId,
    revision: 3,
    position: 42,
    id: '0b6f7c8e-8f0a-4a39-9a47-1b1c2d3e4f50',
    type,
    data: JSON.parse(JSON.stringify(data)) as JsonObject,
    metadata: { staffId: 'staff-1', occurredAt: '2026-03-02T15:00:00.000Z', correlationId: 'c-1' },
    recordedAt: '2026-03-02T15:00:00.010Z',
  };
}

const storedEvent = (event: GymEvent): RecordedEvent => stored(event.type, event.data);

/** Data without one of its fields, as an event stored before that field existed. */
function without(data: object, field: string): JsonObject {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== field));
}

function refusal(decode: () => unknown): UndecodableEventError {
  try {
    decode();
  } catch (error) {
    if (error instanceof UndecodableEventError) return error;
    throw error;
  }
  throw new Error('Expected an UndecodableEventError, but the event was decoded');
}

const staffCreated: StaffEvent = {
  type: 'StaffAccountCreated',
  data: { staffId: 's-1', email: 'ana@gym.co', displayName: 'Ana', passwordHash: 'scrypt$1$x', role: 'admin' },
};

describe('decodeEvent', () => {
  it('gives a current event back as the domain event it holds, its data as stored', () => {
    const recorded = storedEvent(paymentRecorded({ method: 'nequi', reference: '3001112233' }));
    const decoded = decodeEvent(recorded);
    expect(decoded).toEqual({
      type: 'PaymentRecorded',
      data: paymentRecorded({ method: 'nequi', reference: '3001112233' }).data,
    });
    expect(decoded.data).toBe(recorded.data);
  });

  it('keeps the place in the log for projections, on the very object the store read', () => {
    const recorded = storedEvent(registeredMonthly());
    const decoded = decodeRecordedEvent(recorded);
    expect(decoded).toBe(recorded);
    expect(decoded).toMatchObject({
      type: 'MemberRegistered',
      streamId: `member-${MEMBER_ID}`,
      revision: 3,
      position: 42,
    });
  });

  it('keeps a field this version does not know, for the version that wrote it', () => {
    const data = { ...paymentRecorded().data, receiptPrinter: 'front-desk' };
    expect(decodeEvent(stored('PaymentRecorded', data)).data).toEqual(data);
  });

  it('reads fields that are absent on purpose as they are: no cédula, no reference, no role', () => {
    const registered = memberRegistered();
    expect(decodeEvent(storedEvent(registered)).data).not.toHaveProperty('cedula');
    expect(decodeEvent(storedEvent(paymentRecorded())).data).not.toHaveProperty('reference');
    const { role: _role, ...beforeRoles } = staffCreated.data;
    expect(decodeEvent(stored('StaffAccountCreated', beforeRoles, 'staff-s-1')).data).toEqual(beforeRoles);
  });

  describe('upcasters', () => {
    it('cover the payment events, the staff e-mail and the cash-book entries (R41): every other type has only ever had one shape', () =>
      expect(Object.keys(UPCASTERS).sort()).toEqual([
        'CashDayEntryAdded',
        'MemberImported',
        'MemberPlanChanged',
        'MemberRegistered',
        'MembershipRenewed',
        'PaymentRecorded',
        'StaffAccountCreated',
      ]));

    it("R38: given a registration, import, plan change or renewal stored before plans were the gym's own, it reads with its spec plan's terms, and folds as before", () => {
      const { planTerms: _terms, ...before } = registeredTiquetera().data;
      const decoded = decodeEventOf<MemberEvent>(stored('MemberRegistered', before), MEMBER_EVENT_TYPES);
      expect(decoded.data).toEqual({ ...before, planTerms: { kind: 'visits', visits: 15, validDays: 60 } });
      const { planTerms: _changed, ...changed } = planChanged({ plan: 'fortnight' }).data;
      expect(decodeEvent(stored('MemberPlanChanged', changed)).data).toMatchObject({
        planTerms: { kind: 'time', days: 15 },
      });
      expect(
        foldMember([
          registeredMonthly(),
          decodeEventOf<MemberEvent>(stored('MemberPlanChanged', changed), MEMBER_EVENT_TYPES),
        ]),
      ).toMatchObject({
        plan: 'fortnight',
        planTerms: { kind: 'time', days: 15 },
        expiresOn: '2026-03-16',
      });
    });

    it('R38: given a registration that carries its terms, it is left as stored (no copy)', () => {
      const recorded = storedEvent(registeredMonthly());
      expect(decodeRecordedEvent(recorded)).toBe(recorded);
    });

    it('given an account stored with upper case or full-width letters, when decoded, its e-mail is the one spelling', () => {
      const created = {
        staffId: 's-1',
        email: ' Caja@ＧＩＭＮＡＳＩＯ.co',
        displayName: 'Caja',
        passwordHash: 'scrypt$x',
      };
      expect(decodeEvent(stored('StaffAccountCreated', created, 'staff-s-1')).data).toEqual({
        ...created,
        email: 'caja@gimnasio.co',
      });
    });

    it('given an account stored in the one spelling, when decoded, it is left as stored (no copy)', () => {
      const recorded = stored(
        'StaffAccountCreated',
        { staffId: 's-1', email: 'caja@gimnasio.co', displayName: 'C', passwordHash: 'x' },
        'staff-s-1',
      );
      expect(decodeRecordedEvent(recorded)).toBe(recorded);
    });

    it("given a payment stored before methods existed, when decoded, it reads as 'Sin especificar' without a reference", () => {
      const old = without(paymentRecorded().data, 'method');
      const decoded = decodeEvent(stored('PaymentRecorded', old));
      expect(decoded).toEqual({ type: 'PaymentRecorded', data: { ...old, method: 'unspecified' } });
      expect(decoded.data).not.toHaveProperty('reference');
      expect(message(`PAYMENT_METHOD.unspecified`)).toBe('Sin especificar');
    });

    it("given a renewal stored before methods existed, when decoded, it reads as 'Sin especificar'", () => {
      const renewal = {
        memberId: MEMBER_ID,
        paymentId: 'p-9',
        amount: 80_000,
        renewedOn: '2026-04-01',
        plan: 'monthly',
        planPrice: 80_000,
        expiresOn: '2026-05-01',
        amountPaid: 80_000,
        debt: 0,
        ticketDaysUsed: 0,
      };
      expect(decodeEvent(stored('MembershipRenewed', renewal))).toEqual({
        type: 'MembershipRenewed',
        data: {
          ...renewal,
          method: 'unspecified',
          periodStartsOn: '2026-04-01',
          previousPlan: 'monthly',
          planTerms: { kind: 'time', months: 1 },
        },
      });
    });

    it('R30: given a renewal stored before R30, it reads as a period from its renewal day, same plan, and folds as before', () => {
      const {
        periodStartsOn: _start,
        previousPlan: _plan,
        planTerms: _terms,
        ...before
      } = membershipRenewed({
        renewedOn: '2026-04-03',
        expiresOn: '2026-05-03',
      }).data;
      const decoded = decodeEventOf<MemberEvent>(stored('MembershipRenewed', before), MEMBER_EVENT_TYPES);
      expect(decoded.data).toEqual({
        ...before,
        periodStartsOn: '2026-04-03',
        previousPlan: 'monthly',
        planTerms: { kind: 'time', months: 1 },
      });
      const member = foldMember([registeredMonthly(), decoded]);
      expect(member).toMatchObject({ joinedOn: '2026-04-03', expiresOn: '2026-05-03', amountPaid: 80_000, debt: 0 });
    });

    it('R30: given a renewal in the current shape, it is left as stored (no copy)', () => {
      const recorded = storedEvent(membershipRenewed({ periodStartsOn: '2026-04-02' }));
      expect(decodeRecordedEvent(recorded)).toBe(recorded);
    });

    it('given a payment that says its method, when decoded, it is left as stored (no copy)', () => {
      const recorded = storedEvent(paymentRecorded({ method: 'card' }));
      expect(decodeRecordedEvent(recorded)).toBe(recorded);
    });

    it('given an old payment, when decoded for a projection, the upcast data comes with its place in the log', () => {
      const recorded = stored('PaymentRecorded', without(paymentRecorded().data, 'method'));
      const decoded = decodeRecordedEvent(recorded);
      expect(decoded).toMatchObject({ position: 42, revision: 3, data: { method: 'unspecified' } });
      expect(recorded.data).not.toHaveProperty('method');
    });

    it('given a payment stored without a method, when folded, it counts like any other', () => {
      const old = stored(
        'PaymentRecorded',
        without(paymentRecorded({ amount: 30_000, amountPaid: 30_000, debt: 50_000 }).data, 'method'),
      );
      given(registeredMonthly(), decodeEventOf<MemberEvent>(old, MEMBER_EVENT_TYPES))
        .when(recordPayment({ amount: 50_000 }))
        .thenState((member) => expect(member).toMatchObject({ amountPaid: 80_000, debt: 0, paymentsCount: 2 }));
    });
  });

  describe('refuses, naming the stream, revision, position and id', () => {
    const named = (error: UndecodableEventError): void => {
      expect(error.message).toContain(`stream member-${MEMBER_ID} at revision 3`);
      expect(error.message).toContain('position 42, id 0b6f7c8e-8f0a-4a39-9a47-1b1c2d3e4f50');
    };

    it('an event of a type the app does not know', () => {
      const error = refusal(() => decodeEvent(stored('MemberTeleported', { memberId: MEMBER_ID })));
      named(error);
      expect(error.message).toContain('unknown event type "MemberTeleported"');
    });

    it('a field of another type: the corrupted field is named', () => {
      const error = refusal(() =>
        decodeEvent(stored('PaymentRecorded', { ...paymentRecorded().data, amount: '80000' })),
      );
      named(error);
      expect(error.message).toContain('PaymentRecorded');
      expect(error.message).toContain('data.amount');
    });

    it('a required field missing, a value outside its list, and a method of no payment', () => {
      expect(
        refusal(() => decodeEvent(stored('MemberRegistered', without(registeredMonthly().data, 'memberId')))).problem,
      ).toContain('data.memberId');
      expect(refusal(() => decodeEvent(storedEvent(registeredMonthly({ plan: 'yearly' })))).problem).toContain(
        'data.plan',
      );
      expect(
        refusal(() => decodeEvent(stored('PaymentRecorded', { ...paymentRecorded().data, method: 'bitcoin' }))).problem,
      ).toContain('data.method');
    });

    it('a nested field of another type', () =>
      expect(
        refusal(() =>
          decodeEvent(
            stored('MemberDetailsChanged', { memberId: MEMBER_ID, changes: { phone: 3001234567 }, previous: {} }),
          ),
        ).problem,
      ).toContain('data.changes.phone'));

    it('without throwing, for the projection runner', () => {
      const decoded = tryDecodeRecordedEvent(stored('AttendanceMarked', { memberId: MEMBER_ID }));
      expect(decoded).toBeInstanceOf(UndecodableEventError);
    });
  });

  describe('decodeEventOf', () => {
    it("decodes an event of the stream's aggregate as that aggregate's event", () =>
      expect(decodeEventOf<StaffEvent>(storedEvent(staffCreated), STAFF_EVENT_TYPES)).toEqual(staffCreated));

    it('refuses an event of another aggregate in the stream, which its evolve could not fold', () =>
      expect(
        refusal(() => decodeEventOf<MemberEvent>(storedEvent(staffCreated), MEMBER_EVENT_TYPES)).problem,
      ).toContain('not an event this stream can hold'));
  });

  it('knows every event type the domain declares', () => {
    for (const type of EVENT_TYPES) {
      const error = tryDecodeRecordedEvent(stored(type, {}));
      expect(error instanceof UndecodableEventError ? error.problem : 'decoded').not.toContain('unknown event type');
    }
  });
});
