// Member commands on a member not in the cache start from the profile's snapshot (issue 21): they
// read only the newer events, decide exactly as on the whole stream, still recognise a key used
// before the snapshot, and fall back to the whole stream when the snapshot cannot be trusted.
import { randomUUID } from 'node:crypto';
import {
  foldMember,
  MEMBER_STATE_VERSION,
  memberStreamId,
  paymentOnRecordOf,
  type MemberCommand,
  type MemberEvent,
  type MemberState,
} from '@gym/domain';
import { CommandRunner } from '../../shared/commands/command-runner.js';
import type { Snapshot } from '../../shared/commands/command-runner.types.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { memberDecider, sendToMember } from '../member.write-loop.js';
import { memberSnapshot } from './member-snapshots.js';
import { basics, registration, tempEventStore } from './testing/member-write-loop.fixtures.js';

const context = (key?: string, hash = 'hash-1') => ({
  staffId: 'system',
  correlationId: randomUUID(),
  ...(key ? { idempotencyKey: key, requestHash: hash } : {}),
});

const payment = (memberId: string, amount = 1000): MemberCommand => ({
  type: 'RecordPayment',
  data: { memberId, paymentId: randomUUID(), paymentType: 'additional', amount, paidOn: '2026-03-15' },
});

describe('member commands from a snapshot', () => {
  const store = tempEventStore('gym-member-snapshots-');
  const plain = new CommandRunner(store, memberDecider, basics);

  /** The member's state up to revision `upTo` (default: the last), as the members projection keeps it. */
  const foldedUpTo = async (memberId: string, upTo?: number): Promise<Snapshot<MemberState>> => {
    const stream = await store.readStream(memberStreamId(memberId));
    const events = stream.slice(0, (upTo ?? stream.length - 1) + 1);
    const state = foldMember(events.map((event) => ({ type: event.type, data: event.data }) as MemberEvent));
    return JSON.parse(JSON.stringify({ state, revision: events.length - 1 })) as Snapshot<MemberState>;
  };
  const withSnapshot = (snapshot: (streamId: string) => Promise<Snapshot<MemberState> | null>) =>
    new CommandRunner(store, memberDecider, { ...basics, snapshot });
  const aMember = async (payments: number): Promise<string> => {
    const memberId = randomUUID();
    await sendToMember(plain, memberId, context(), registration(memberId, 'ticket_book'));
    for (let n = 0; n < payments; n += 1) await sendToMember(plain, memberId, context(), payment(memberId));
    return memberId;
  };

  it('reads only the events after the snapshot and decides as on the whole stream', async () => {
    const memberId = await aMember(6);
    const snapshot = await foldedUpTo(memberId, 3);
    const decodedBefore = store.stats().eventsDecoded;
    const result = await sendToMember(
      withSnapshot(async () => snapshot),
      memberId,
      context(),
      payment(memberId, 500),
    );
    // The registration and 6 payments are revisions 0 to 6: only 4, 5 and 6 are read.
    expect(store.stats().eventsDecoded - decodedBefore).toBe(3);
    const whole = await new CommandRunner(store, memberDecider, basics).load(memberStreamId(memberId));
    expect(result.state).toEqual(whole.state);
    expect(result.events[0]).toMatchObject({ type: 'PaymentRecorded', data: { amount: 500 } });
  });

  it('keeps a snapshot of the same size however many payments the member has, and a command on it reads none of them', async () => {
    const few = await aMember(3);
    const many = await aMember(200);
    const stream = await store.readStream(memberStreamId(many));
    const paid = stream
      .filter((event) => event.type === 'PaymentRecorded')
      .map((event) => String(event.data['paymentId']));
    const history = (events: typeof stream) =>
      events.map((event) => ({ type: event.type, data: event.data }) as MemberEvent);
    for (const paymentId of paid.slice(0, 20)) {
      await sendToMember(plain, many, context(), async () => ({
        type: 'VoidPayment',
        data: {
          memberId: many,
          paymentId,
          reason: 'Pago registrado dos veces',
          payment: paymentOnRecordOf(history(await store.readStream(memberStreamId(many))), paymentId),
        },
      }));
    }
    const [small, large] = [await foldedUpTo(few), await foldedUpTo(many)];
    expect(large.state).toMatchObject({ paymentsCount: 200 });
    // Only the counters' and totals' digits grow (R29's voids are told of their payment by a lookup).
    expect(JSON.stringify(large.state).length - JSON.stringify(small.state).length).toBeLessThanOrEqual(16);
    const decodedBefore = store.stats().eventsDecoded;
    await sendToMember(
      withSnapshot(async () => large),
      many,
      context(),
      payment(many),
    );
    expect(store.stats().eventsDecoded - decodedBefore).toBe(0);
  });

  it('answers a key used before the snapshot as the first time, instead of deciding again', async () => {
    const memberId = await aMember(0);
    const attend: MemberCommand = { type: 'MarkAttendance', data: { memberId, attendanceId: randomUUID() } };
    const first = await sendToMember(plain, memberId, context('key-before-snapshot'), attend);
    const latest = await foldedUpTo(memberId);
    const restarted = withSnapshot(async () => latest);

    // Deciding again would refuse a second attendance today (R7); the key answers the first one.
    const retried = await sendToMember(restarted, memberId, context('key-before-snapshot'), attend);
    expect(retried).toMatchObject({ replayed: true, position: first.position, eventIds: first.eventIds });
    expect(retried.events).toEqual(first.events);
    const reused = sendToMember(restarted, memberId, context('key-before-snapshot', 'another body'), attend);
    await expect(reused).rejects.toMatchObject({ code: 'REQUEST.IDEMPOTENCY_KEY_REUSED', status: 422 });
  });

  it('reads the whole stream when a snapshot is ahead of the log (read documents newer than a restored backup)', async () => {
    const memberId = await aMember(2);
    const real = await foldedUpTo(memberId, 3);
    const result = await sendToMember(
      withSnapshot(async () => ({ ...real, revision: 9 })),
      memberId,
      context(),
      payment(memberId),
    );
    expect(result.position).toBeGreaterThan(0);
    expect((await store.readStream(memberStreamId(memberId))).map((event) => event.revision)).toEqual([0, 1, 2, 3]);
  });

  it('reads the whole stream when the snapshot cannot be had', async () => {
    const memberId = await aMember(1);
    const failing = withSnapshot(() => Promise.reject(new Error('read store down')));
    const result = await sendToMember(failing, memberId, context(), payment(memberId, 700));
    expect(result.state).toMatchObject({ paymentsCount: 2, totalPaid: 1700 });
  });
});

describe('memberSnapshot', () => {
  const member = { status: 'registered', memberId: 'm-1' };
  const readStoreWith = (doc: Record<string, unknown> | null): ReadQueries =>
    ({ get: async () => doc }) as unknown as ReadQueries;

  it('takes the profile folded by this evolveMember, with its revision', async () => {
    const doc = { id: 'm-1', member, revision: 41, stateVersion: MEMBER_STATE_VERSION };
    expect(await memberSnapshot(readStoreWith(doc), memberStreamId('m-1'))).toEqual({ state: member, revision: 41 });
  });

  it('refuses a profile folded by another evolveMember or without a revision, a missing one, and other streams', async () => {
    const older = { id: 'm-1', member, revision: 41, stateVersion: 'f0f0f0f0f0f0f0f0' };
    expect(await memberSnapshot(readStoreWith(older), memberStreamId('m-1'))).toBeNull();
    const mixed = { id: 'm-1', member, revision: 41, stateVersion: null };
    expect(await memberSnapshot(readStoreWith(mixed), memberStreamId('m-1'))).toBeNull();
    // A profile of version 5, from before fingerprints.
    expect(
      await memberSnapshot(readStoreWith({ id: 'm-1', member, revision: 41, foldedBy: 5 }), memberStreamId('m-1')),
    ).toBeNull();
    expect(await memberSnapshot(readStoreWith({ id: 'm-1', member }), memberStreamId('m-1'))).toBeNull();
    expect(await memberSnapshot(readStoreWith(null), memberStreamId('m-1'))).toBeNull();
    const doc = { id: 'm-1', member, revision: 41, stateVersion: MEMBER_STATE_VERSION };
    expect(await memberSnapshot(readStoreWith(doc), 'staff-m-1')).toBeNull();
  });
});
