// Idempotency-Key under retries and races: the same key, in sequence or in parallel, writes one
// event and answers the same; a used key with another body is refused (422, Spanish), also when
// two app instances race on it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { memberStreamId, messages } from '@gym/domain';
import { CommandRunner } from '../../src/shared/commands/command-runner.js';
import type { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { SqliteEventStore } from '../../src/shared/event-store/sqlite-event-store.js';
import { memberDecider, noPriceChanges, sendToMember } from '../../src/members/member.write-loop.js';
import { registration } from '../../src/members/shared/testing/member-write-loop.fixtures.js';
import { EVENT_STORE } from '../../src/shared/tokens.js';
import { registerBody, registerMember } from '../members/support/members-api.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';
import { isSpanishRefusal } from './support/catalogue.js';
import { Ledger } from './support/ledger.js';

const ledger = new Ledger('idempotency');
const REUSED = {
  statusCode: 422,
  code: 'REQUEST.IDEMPOTENCY_KEY_REUSED',
  message: messages['REQUEST.IDEMPOTENCY_KEY_REUSED'],
};
const payment = (amount: number) => ({ paymentType: 'installment', amount, paidOn: '2026-03-02' });

describe('reliability: Idempotency-Key', () => {
  let testApp: TestApp;
  let staff: TestClient;

  beforeAll(async () => {
    testApp = await startTestApp();
    staff = ledger.observe(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    ledger.save();
  });

  async function eventsWithKey(streamId: string, key: string) {
    const events = await testApp.app.get<EventStore>(EVENT_STORE).readStream(streamId);
    return events.filter((event) => event.metadata['idempotencyKey'] === key);
  }

  it('the same key twice in sequence: one event, the same answer', async () => {
    const id = await registerMember(testApp);
    const send = () =>
      staff.request('POST', `/api/members/${id}/payments`, { body: payment(5_000), idempotencyKey: 'sequence-key-01' });
    const [first, second] = [await send(), await send()];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(await eventsWithKey(memberStreamId(id), 'sequence-key-01')).toHaveLength(1);
  });

  it('the same key 10 times in parallel: one member registered, one answer', async () => {
    const body = registerBody({ details: { name: 'Paralela Una Vez' }, amountPaid: 20_000 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        staff.request('POST', '/api/members', { body, idempotencyKey: 'parallel-key-01' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const stream = memberStreamId(answers[0]?.body.memberId);
    // Registration with its authorisation (R47) and an initial payment, once.
    expect((await eventsWithKey(stream, 'parallel-key-01')).map((event) => event.type)).toEqual([
      'MemberRegistered',
      'MemberAuthorizationRecorded',
      'PaymentRecorded',
    ]);
  });

  it('a used key with another body is refused with 422 and the Spanish text, and records nothing', async () => {
    const id = await registerMember(testApp);
    expect(
      (
        await staff.request('POST', `/api/members/${id}/payments`, {
          body: payment(1_000),
          idempotencyKey: 'reused-key-01',
        })
      ).status,
    ).toBe(201);
    const reused = await staff.request('POST', `/api/members/${id}/payments`, {
      body: payment(9_000),
      idempotencyKey: 'reused-key-01',
    });
    expect(reused).toMatchObject({ status: 422, body: REUSED });
    expect(isSpanishRefusal(422, reused.body)).toBe(true);
    const stored = await eventsWithKey(memberStreamId(id), 'reused-key-01');
    expect(stored.map((event) => event.data['amount'])).toEqual([1_000]);
  });

  it('two bodies racing on one key in parallel: one wins everywhere, the other is refused', async () => {
    const id = await registerMember(testApp);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        staff.request('POST', `/api/members/${id}/payments`, {
          body: payment(index % 2 ? 2_000 : 3_000),
          idempotencyKey: 'racing-key-01',
        }),
      ),
    );
    const withKey = await eventsWithKey(memberStreamId(id), 'racing-key-01');
    const stored = withKey.at(0);
    expect(withKey.slice(1)).toHaveLength(0);
    answers.forEach((answer, index) => {
      const amount = index % 2 ? 2_000 : 3_000;
      if (amount === stored?.data['amount']) expect(answer.status).toBe(201);
      else expect(answer).toMatchObject({ status: 422, body: REUSED });
    });
  });
});

describe('reliability: two app instances racing on one Idempotency-Key', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gym-idempotency-race-'));
  // Two connections to one file, as two app processes would have.
  const [storeA, storeB] = [
    SqliteEventStore.open(join(dir, 'events.db')),
    SqliteEventStore.open(join(dir, 'events.db')),
  ];
  afterAll(async () => {
    await storeA.close();
    await storeB.close();
    rmSync(dir, { recursive: true, force: true });
    ledger.save();
  });

  /** Instance B reads the stream, then waits for A to append before B appends. */
  function gatedAfterRead(store: EventStore, appendedByA: Promise<void>): EventStore {
    const gated = Object.create(store) as EventStore;
    gated.append = async (...args) => {
      await appendedByA;
      return store.append(...args);
    };
    return gated;
  }

  it('the slower instance with another body gets 422, and its cache keeps what the store holds', async () => {
    const memberId = randomUUID();
    const context = { staffId: 'system', correlationId: 'race', idempotencyKey: 'instance-race-01' };
    const options = {
      clock: () => new Date('2026-03-02T15:00:00Z'),
      timeZone: 'America/Bogota',
      input: noPriceChanges,
    };
    await sendToMember(
      new CommandRunner(storeA, memberDecider, options),
      memberId,
      { staffId: 'system', correlationId: 'r' },
      registration(memberId),
    );
    let release!: () => void;
    const appendedByA = new Promise<void>((resolve) => (release = resolve));
    const instanceA = new CommandRunner(storeA, memberDecider, options);
    const instanceB = new CommandRunner(gatedAfterRead(storeB, appendedByA), memberDecider, options);
    const pay = (amount: number) => ({
      type: 'RecordPayment' as const,
      data: {
        memberId,
        paymentId: `00000000-0000-4000-8000-00000000000${amount}`,
        paymentType: 'installment' as const,
        amount,
        paidOn: '2026-03-02',
      },
    });
    const slower = sendToMember(instanceB, memberId, { ...context, requestHash: 'body-b' }, pay(2)).then(
      () => 'accepted',
      (error: unknown) => (error as { code?: string }).code,
    );
    await sendToMember(instanceA, memberId, { ...context, requestHash: 'body-a' }, pay(1));
    release();
    ledger.add('inputsTried');
    expect(await slower).toBe('REQUEST.IDEMPOTENCY_KEY_REUSED');
    const folded = await instanceB.load(memberStreamId(memberId));
    expect(folded.state).toEqual((await instanceA.load(memberStreamId(memberId))).state);
    expect(folded.state).toMatchObject({ amountPaid: 1 });
  });
});
