// The member write side on a real SQLite event store under conflicts: one is retried on the newer
// state; a conflict that outlives the retries answers 409 with the Spanish text.
import { randomUUID } from 'node:crypto';
import { memberStreamId, type MemberCommand } from '@gym/domain';
import { CommandRunner } from '../shared/commands/command-runner.js';
import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
} from '../shared/event-store/event-store.port.js';
import { AppError } from '../shared/http/app-error.js';
import { errorBody } from '../shared/http/error.filter.js';
import { memberDecider, sendToMember } from './member.write-loop.js';
import { basics, registration, tempEventStore } from './shared/testing/member-write-loop.fixtures.js';

const context = { staffId: 'system', correlationId: 'test' };

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

describe('the member write side under conflicts', () => {
  const store = tempEventStore('gym-member-conflicts-');

  it('a conflict that survives every retry answers 409 with a Spanish text and writes nothing of its own', async () => {
    const memberId = randomUUID();
    await sendToMember(new CommandRunner(store, memberDecider, basics), memberId, context, registration(memberId));
    const competing = withCompetingWriter(store);
    const handler = new CommandRunner(competing, memberDecider, {
      ...basics,
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
    const plain = new CommandRunner(store, memberDecider, basics);
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
    const handler = new CommandRunner(once, memberDecider, basics);
    const result = await sendToMember(handler, memberId, context, {
      type: 'RecordPayment',
      data: { memberId, paymentId: randomUUID(), paymentType: 'installment', amount: 20_000, paidOn: '2026-03-15' },
    });
    expect(result.state).toMatchObject({ amountPaid: 50_000, debt: 30_000, paymentsCount: 2 });
  });

  it('builds the command from the state it read, again on every attempt after a conflict', async () => {
    const memberId = randomUUID();
    const plain = new CommandRunner(store, memberDecider, basics);
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
    const handler = new CommandRunner(once, memberDecider, basics);
    const seenNotes: string[] = [];
    const result = await sendToMember(handler, memberId, context, (state) => {
      seenNotes.push(state.status === 'registered' ? state.details.notes : '?');
      return { type: 'EditMemberProfile', data: { memberId, details: { notes: `${seenNotes.at(-1)} + mío` } } };
    });
    expect(seenNotes).toEqual(['', 'de otro']);
    expect(result.state).toMatchObject({ details: { notes: 'de otro + mío' } });
  });
});
