// The member write side on a real SQLite event store: a conflict that outlives the retries answers
// 409 with the Spanish text; each kind of refusal gets its HTTP status.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { memberStreamId, type MemberCommand } from '@gym/domain';
import { CommandRunner, REMEMBERED_KEYS_PER_STREAM } from '../../shared/commands/command-runner.js';
import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
} from '../../shared/event-store/event-store.port.js';
import { SqliteEventStore } from '../../shared/event-store/sqlite-event-store.js';
import { AppError } from '../../shared/http/app-error.js';
import { errorBody } from '../../shared/http/error.filter.js';
import { memberDecider, memberRejectionStatus, sendToMember, noPriceChanges } from './member-commands.js';

const context = { staffId: 'system', correlationId: 'test' };
const clock = () => new Date('2026-03-15T15:00:00Z');

function registration(memberId: string): MemberCommand {
  return {
    type: 'RegisterMember',
    data: {
      memberId,
      initialPaymentId: randomUUID(),
      details: {
        name: 'Ana',
        address: 'Calle 1',
        phone: '300',
        gender: 'female',
        birthday: null,
        notes: '',
        weightKg: null,
        heightCm: null,
      },
      plan: 'monthly',
      joinedOn: '2026-03-01',
      amountPaid: 0,
    },
  };
}

/** Another staff member who writes to the same member every time just before this one appends. */
function withCompetingWriter(store: EventStore): EventStore & { appends: number } {
  const competing = Object.create(store) as EventStore & { appends: number };
  competing.appends = 0;
  competing.append = async (
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> => {
    competing.appends += 1;
    const data = {
      memberId: streamId.slice('member-'.length),
      changes: { notes: `otro ${competing.appends}` },
      previous: {},
    };
    await store.append(streamId, [{ id: randomUUID(), type: 'MemberDetailsChanged', data, metadata: {} }], 'any');
    return store.append(streamId, events, expected);
  };
  return competing;
}

describe('the member write side', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gym-member-commands-'));
  const store = SqliteEventStore.open(join(dir, 'events.db'));
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a conflict that survives every retry answers 409 with a Spanish text and writes nothing of its own', async () => {
    const memberId = randomUUID();
    await sendToMember(
      new CommandRunner(store, memberDecider, { clock, timeZone: 'America/Bogota', input: noPriceChanges }),
      memberId,
      context,
      registration(memberId),
    );
    const competing = withCompetingWriter(store);
    const handler = new CommandRunner(competing, memberDecider, {
      clock,
      timeZone: 'America/Bogota',
      input: noPriceChanges,
      maxAttempts: 3,
    });
    const payment: MemberCommand = {
      type: 'RecordPayment',
      data: { memberId, paymentId: randomUUID(), paymentType: 'additional', amount: 1000, paidOn: '2026-03-15' },
    };
    const failure = await sendToMember(handler, memberId, context, payment).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(errorBody(failure)).toEqual({
      statusCode: 409,
      code: 'REQUEST.CONFLICT',
      message: 'Otro miembro del personal modificó este usuario al mismo tiempo. Recarga e inténtalo de nuevo.',
      field: undefined,
    });
    expect(competing.appends).toBe(3);
    const types = (await store.readStream(memberStreamId(memberId))).map((event) => event.type);
    expect(types).not.toContain('PaymentRecorded');
  });

  it('one conflict is retried: the command is decided again on the newer state and recorded', async () => {
    const memberId = randomUUID();
    const plain = new CommandRunner(store, memberDecider, { clock, timeZone: 'America/Bogota', input: noPriceChanges });
    await sendToMember(plain, memberId, context, registration(memberId));
    let competed = false;
    const once = Object.create(store) as EventStore;
    once.append = async (streamId, events, expected) => {
      if (!competed) {
        competed = true;
        await sendToMember(plain, memberId, context, {
          type: 'RecordPayment',
          data: { memberId, paymentId: randomUUID(), paymentType: 'additional', amount: 30_000, paidOn: '2026-03-15' },
        });
      }
      return store.append(streamId, events, expected);
    };
    const handler = new CommandRunner(once, memberDecider, {
      clock,
      timeZone: 'America/Bogota',
      input: noPriceChanges,
    });
    const result = await sendToMember(handler, memberId, context, {
      type: 'RecordPayment',
      data: { memberId, paymentId: randomUUID(), paymentType: 'installment', amount: 20_000, paidOn: '2026-03-15' },
    });
    expect(result.state).toMatchObject({ amountPaid: 50_000, debt: 30_000, paymentsCount: 2 });
  });

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
    expect(memberRejectionStatus(code)).toBe(status);
  });

  it('registering an id that already exists (even deleted, R22) answers 409', async () => {
    const memberId = randomUUID();
    const handler = new CommandRunner(store, memberDecider, {
      clock,
      timeZone: 'America/Bogota',
      input: noPriceChanges,
      rejectionStatus: memberRejectionStatus,
    });
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
    const handler = new CommandRunner(store, memberDecider, {
      clock,
      timeZone: 'America/Bogota',
      input: noPriceChanges,
    });
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
    const handler = new CommandRunner(store, memberDecider, {
      clock,
      timeZone: 'America/Bogota',
      input: noPriceChanges,
    });
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
    const fresh = new CommandRunner(store, memberDecider, { clock, timeZone: 'America/Bogota', input: noPriceChanges });
    const retried = await fresh.handle(request);
    expect(retried).toMatchObject({ replayed: true, position: first.position, events: first.events });
  });

  it('builds the command from the state it read, again on every attempt after a conflict', async () => {
    const memberId = randomUUID();
    const plain = new CommandRunner(store, memberDecider, { clock, timeZone: 'America/Bogota', input: noPriceChanges });
    await sendToMember(plain, memberId, context, registration(memberId));
    const once = Object.create(store) as EventStore;
    let competed = false;
    once.append = async (streamId, events, expected) => {
      if (!competed) {
        competed = true;
        await sendToMember(plain, memberId, context, {
          type: 'EditMemberProfile',
          data: { memberId, details: { notes: 'de otro' } },
        });
      }
      return store.append(streamId, events, expected);
    };
    const handler = new CommandRunner(once, memberDecider, {
      clock,
      timeZone: 'America/Bogota',
      input: noPriceChanges,
    });
    const seenNotes: string[] = [];
    const result = await sendToMember(handler, memberId, context, (state) => {
      seenNotes.push(state.status === 'registered' ? state.details.notes : '?');
      return { type: 'EditMemberProfile', data: { memberId, details: { notes: `${seenNotes.at(-1)} + mío` } } };
    });
    expect(seenNotes).toEqual(['', 'de otro']);
    expect(result.state).toMatchObject({ details: { notes: 'de otro + mío' } });
  });

  it('check refuses as handle would and appends nothing', async () => {
    const memberId = randomUUID();
    const handler = new CommandRunner(store, memberDecider, {
      clock,
      timeZone: 'America/Bogota',
      input: noPriceChanges,
      rejectionStatus: memberRejectionStatus,
    });
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
