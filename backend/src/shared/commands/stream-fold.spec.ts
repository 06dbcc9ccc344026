// Folding a stream for a decision goes through the decoder: older shapes fold like current ones, and
// a corrupted event stops the decision instead of being folded.
import { describe, expect, it } from '@jest/globals';
import { evolveMember, initialMemberState, MEMBER_EVENT_TYPES, type GymEvent } from '@gym/domain';
import { paymentRecorded, registeredMonthly } from '../../../../libs/domain/src/testing/member.builders.js';
import { UndecodableEventError } from '../event-store/decode-event.js';
import type { JsonObject, RecordedEvent } from '../event-store/event-store.port.js';
import { emptyFold, foldEvents } from './stream-fold.js';

const memberFold = { evolve: evolveMember, eventTypes: MEMBER_EVENT_TYPES };

function stored(revision: number, type: string, data: object): RecordedEvent {
  return {
    streamId: 'member-member-1',
    revision,
    position: revision + 1,
    id: `00000000-0000-4000-8000-00000000000${revision}`,
    type,
    data: JSON.parse(JSON.stringify(data)) as JsonObject,
    metadata: { staffId: 'staff-1', idempotencyKey: `key-${revision}` },
    recordedAt: '2026-03-02T15:00:00.000Z',
  };
}
const storedEvent = (revision: number, event: GymEvent): RecordedEvent => stored(revision, event.type, event.data);

describe('foldEvents', () => {
  it('folds a payment stored before methods existed like any other, and remembers it decoded for a retry', () => {
    const { method: _none, ...old } = paymentRecorded({ amount: 30_000, amountPaid: 30_000, debt: 50_000 }).data;
    const folded = foldEvents(memberFold, emptyFold(initialMemberState), [
      storedEvent(0, registeredMonthly()),
      stored(1, 'PaymentRecorded', old),
    ]);
    expect(folded.state).toMatchObject({ amountPaid: 30_000, debt: 50_000, paymentsCount: 1 });
    expect(folded.revision).toBe(1);
    expect(folded.idempotency.get('key-1')?.events).toEqual([
      { type: 'PaymentRecorded', data: { ...old, method: 'unspecified' } },
    ]);
  });

  it('refuses a corrupted event instead of folding it, naming where it is', () => {
    const corrupted = stored(1, 'PaymentRecorded', { ...paymentRecorded().data, amount: null });
    expect(() =>
      foldEvents(memberFold, emptyFold(initialMemberState), [storedEvent(0, registeredMonthly()), corrupted]),
    ).toThrow(UndecodableEventError);
    expect(() => foldEvents(memberFold, emptyFold(initialMemberState), [corrupted])).toThrow(
      /stream member-member-1 at revision 1 \(position 2, .*data\.amount/,
    );
  });

  it("refuses an event of a type the stream's aggregate does not have, even before the first one", () =>
    expect(() =>
      foldEvents(memberFold, emptyFold(initialMemberState), [stored(0, 'StaffSignedIn', { staffId: 's-1' })]),
    ).toThrow(/not an event this stream can hold/));
});
