// The member write side on a real SQLite event store: each kind of refusal gets its HTTP status,
// an Idempotency-Key retried records nothing new, and check refuses as handle would.
import { randomUUID } from 'node:crypto';
import { memberStreamId, refusalStatus, type MemberCommand } from '@gym/domain';
import { CommandRunner } from '../shared/commands/command-runner.js';
import { REMEMBERED_KEYS_PER_STREAM } from '../shared/commands/stream-fold.js';
import { errorBody } from '../shared/http/error.filter.js';
import { memberDecider, sendToMember } from './member.write-loop.js';
import { basics, registration, tempEventStore } from './shared/testing/member-write-loop.fixtures.js';

const context = { staffId: 'system', correlationId: 'test' };

describe('the member write side', () => {
  const store = tempEventStore('gym-member-commands-');

  it.each([
    ['MEMBER.NOT_FOUND', 404],
    ['MEMBER.ALREADY_EXISTS', 409],
    ['PAYMENT.INVALID_AMOUNT', 400],
    ['MEMBER.NAME_REQUIRED', 400],
    ['REQUEST.UNKNOWN_FIELD', 400],
    ['ATTENDANCE.TICKET_BOOK_EXHAUSTED', 422],
    ['ATTENDANCE.ALREADY_MARKED_TODAY', 422],
    ['BODY_COMPOSITION.MEASURE_UNKNOWN', 422],
  ] as const)('a refusal %s answers HTTP %i', (code, status) => {
    expect(refusalStatus(code)).toBe(status);
  });

  it('registering an id that already exists (even deleted, R22) answers 409', async () => {
    const memberId = randomUUID();
    const handler = new CommandRunner(store, memberDecider, basics);
    await sendToMember(handler, memberId, context, registration(memberId));
    await sendToMember(handler, memberId, context, { type: 'DeleteMember', data: { memberId } });
    const again = await sendToMember(handler, memberId, context, registration(memberId)).catch(
      (error: unknown) => error,
    );
    expect(errorBody(again)).toMatchObject({
      statusCode: 409,
      code: 'MEMBER.ALREADY_EXISTS',
      message: 'El usuario ya existe.',
    });
  });

  it('a retry with an Idempotency-Key older than the keys kept in memory still records nothing new', async () => {
    const memberId = randomUUID();
    const handler = new CommandRunner(store, memberDecider, basics);
    await sendToMember(handler, memberId, context, registration(memberId));
    const pay = (key: string) =>
      handler.handle({
        streamId: memberStreamId(memberId),
        staffId: 'system',
        correlationId: randomUUID(),
        idempotencyKey: key,
        requestHash: `hash-${key}`,
        command: {
          type: 'RecordPayment',
          data: { memberId, paymentId: randomUUID(), paymentType: 'additional', amount: 1000, paidOn: '2026-03-15' },
        },
      });
    const first = await pay('key-00000');
    for (let i = 1; i <= REMEMBERED_KEYS_PER_STREAM + 20; i += 1) await pay(`key-${String(i).padStart(5, '0')}`);
    const before = (await store.readStream(memberStreamId(memberId))).length;
    const retried = await pay('key-00000');
    expect((await store.readStream(memberStreamId(memberId))).length).toBe(before);
    expect(retried.position).toBe(first.position);
    expect(retried.replayed).toBe(true);
    expect(retried.events).toEqual(first.events);
  });

  it('answers the typed events it decided, and a retried key answers the same events', async () => {
    const memberId = randomUUID();
    const handler = new CommandRunner(store, memberDecider, basics);
    await sendToMember(handler, memberId, context, registration(memberId));
    const request = {
      streamId: memberStreamId(memberId),
      ...context,
      idempotencyKey: 'typed-events-key',
      requestHash: 'h',
      command: {
        type: 'RecordPayment',
        data: { memberId, paymentId: randomUUID(), paymentType: 'additional', amount: 2500, paidOn: '2026-03-15' },
      } as MemberCommand,
    };
    const first = await handler.handle(request);
    expect(first.events).toEqual([expect.objectContaining({ type: 'PaymentRecorded' })]);
    expect(first.events[0]?.data).toMatchObject({ amount: 2500, amountPaid: 2500, debt: 77_500 });
    const fresh = new CommandRunner(store, memberDecider, basics);
    const retried = await fresh.handle(request);
    expect(retried).toMatchObject({ replayed: true, position: first.position, events: first.events });
  });

  it('check refuses as handle would and appends nothing', async () => {
    const memberId = randomUUID();
    const handler = new CommandRunner(store, memberDecider, basics);
    const payment: MemberCommand = {
      type: 'RecordPayment',
      data: { memberId, paymentId: randomUUID(), paymentType: 'additional', amount: 1000, paidOn: '2026-03-15' },
    };
    const refused = await handler
      .check({ streamId: memberStreamId(memberId), ...context, command: payment })
      .catch((error: unknown) => error);
    expect(errorBody(refused)).toMatchObject({ statusCode: 404, code: 'MEMBER.NOT_FOUND' });
    expect(await store.readStream(memberStreamId(memberId))).toEqual([]);
    await sendToMember(handler, memberId, context, registration(memberId));
    await expect(handler.check({ streamId: memberStreamId(memberId), ...context, command: payment })).resolves.toBe(
      undefined,
    );
    expect(await store.readStream(memberStreamId(memberId))).toHaveLength(1);
  });
});
