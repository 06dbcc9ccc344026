// Money (issue 18, R26): no amount past $ 10.000.000 gets in at any door — the request schemas, the
// decider behind them — and totals stay exact at that limit: 100.000 payments of $ 10.000.000 each,
// decided by the domain's own decider, give the dashboard, the monthly income, the cash closing and
// a member's total paid to the last peso.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDays,
  decideMember,
  evolveMember,
  initialMemberState,
  isRejection,
  memberStreamId,
  registerMemberRequest,
  SYSTEM_STAFF_ID,
  type MemberCommand,
  type MemberEvent,
  type MemberState,
  SPEC_PLANS,
} from '@gym/domain';
import type { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { SqliteEventStore } from '../../src/shared/event-store/sqlite-event-store.js';
import { ProjectionService } from '../../src/shared/projections/projection-service.js';
import { EVENT_STORE } from '../../src/shared/tokens.js';
import { expectStatus, registerBody, registerMember } from '../members/support/members-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { Ledger } from './support/ledger.js';

const ledger = new Ledger('money-limits');
const MAX = 10_000_000;
const MEMBERS = 1_000;
const PAYMENTS_EACH = 100;
const FIRST_DAY = '2026-01-01';
const TIME_ZONE = 'America/Bogota';

describe('reliability: amounts past $ 10.000.000 are refused at every door, and nothing is appended', () => {
  let app: TestApp;
  let member: string;

  beforeAll(async () => {
    app = await startTestApp();
    member = await registerMember(app);
  });
  afterAll(async () => {
    await app.close();
    ledger.save();
  });

  const head = (): Promise<number> => app.app.get<EventStore>(EVENT_STORE).headPosition();

  it.each([10_000_001, 9_007_199_254_740_991, 1e15])(
    '%p pesos: every amount field answers 400 in Spanish',
    async (over) => {
      const staff = ledger.observe(app);
      const before = await head();
      const doors: readonly [string, string, Record<string, unknown>, string][] = [
        ['POST', '/api/members', { ...registerBody({ amountPaid: over }) }, 'amountPaid'],
        [
          'POST',
          `/api/members/${member}/payments`,
          { paymentType: 'additional', amount: over, paidOn: '2026-03-02' },
          'amount',
        ],
        ['POST', `/api/members/${member}/renewals`, { amount: over }, 'amount'],
        ['PATCH', `/api/members/${member}`, { amountPaid: over }, 'amountPaid'],
      ];
      for (const [method, path, body, field] of doors) {
        const answer = await staff.request(method, path, { body });
        ledger.add('inputsTried');
        expect({ path, status: answer.status, body: answer.body }).toEqual({
          path,
          status: 400,
          body: {
            statusCode: 400,
            code: 'PAYMENT.AMOUNT_TOO_LARGE',
            message: 'El monto supera el máximo permitido ($ 10.000.000).',
            field,
          },
        });
      }
      expect(await head()).toBe(before);
    },
  );

  it('exactly $ 10.000.000 is accepted at each of them', async () => {
    const staff = ledger.observe(app);
    const answers = [
      await staff.request('POST', '/api/members', { body: registerBody({ amountPaid: MAX }) }),
      await staff.request('POST', `/api/members/${member}/payments`, {
        body: { paymentType: 'additional', amount: MAX, paidOn: '2026-03-02' },
      }),
      await staff.request('POST', `/api/members/${member}/renewals`, { body: { amount: MAX } }),
      await staff.request('PATCH', `/api/members/${member}`, { body: { amountPaid: MAX } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 200]);
  });

  it('behind the schemas, the decider refuses the same amounts for any caller (an importer, a script)', () => {
    const registered = decideMember(
      {
        type: 'RegisterMember',
        data: { memberId: 'm', initialPaymentId: 'p', ...parsedRegistration(MAX + 1) },
      },
      initialMemberState,
      {
        now: '2026-03-02T15:00:00.000Z',
        timeZone: TIME_ZONE,
        planPrices: [],
        plans: SPEC_PLANS,
        dataPolicyVersion: 0,
        actor: ADMIN_ACTOR,
      },
    );
    ledger.add('inputsTried');
    expect(registered).toEqual({ rejected: true, code: 'PAYMENT.AMOUNT_TOO_LARGE' });
  });
});

const ADMIN_ACTOR = { staffId: 'staff-seed', role: 'admin' } as const;

/** A registration body as the server's schema reads it (defaults filled in), with any amount: the decider judges it. */
function parsedRegistration(amountPaid: number) {
  return { ...registerMemberRequest.parse(registerBody({ joinedOn: FIRST_DAY })), amountPaid };
}

/** Folds `command` into `state` through the domain's decider; the events, or the test fails. */
function decide(
  state: MemberState,
  command: MemberCommand,
  now: string,
): { state: MemberState; events: MemberEvent[] } {
  const decision = decideMember(command, state, {
    now,
    timeZone: TIME_ZONE,
    planPrices: [],
    plans: SPEC_PLANS,
    dataPolicyVersion: 0,
    actor: ADMIN_ACTOR,
  });
  if (isRejection(decision)) throw new Error(`Refused: ${decision.code}`);
  return { state: decision.reduce(evolveMember, state), events: [...decision] };
}

/** 1.000 members, each registered with $ 0 and paying $ 10.000.000 on 100 consecutive days. */
async function seedMaximumPayments(dataDir: string): Promise<void> {
  const store = SqliteEventStore.open(join(dataDir, 'events.db'), { bulkLoad: true });
  try {
    for (let index = 0; index < MEMBERS; index += 1) {
      const memberId = randomUUID();
      const now = `${FIRST_DAY}T15:00:00.000Z`;
      const register: MemberCommand = {
        type: 'RegisterMember',
        data: { memberId, initialPaymentId: randomUUID(), ...parsedRegistration(0) },
      };
      let folded = decide(initialMemberState, register, now);
      const events = [...folded.events];
      for (let day = 0; day < PAYMENTS_EACH; day += 1) {
        const paidOn = addDays(FIRST_DAY, day);
        const payment: MemberCommand = {
          type: 'RecordPayment',
          data: { memberId, paymentId: randomUUID(), paymentType: 'additional', amount: MAX, paidOn },
        };
        folded = decide(folded.state, payment, `${paidOn}T15:00:00.000Z`);
        events.push(...folded.events);
      }
      const metadata = { staffId: SYSTEM_STAFF_ID, occurredAt: now, correlationId: randomUUID() };
      await store.append(
        memberStreamId(memberId),
        events.map((event) => ({ id: randomUUID(), type: event.type, data: { ...event.data }, metadata })),
        'no_stream',
      );
    }
  } finally {
    await store.close();
  }
  ledger.sent(MEMBERS * (PAYMENTS_EACH + 1));
}

describe('reliability: 100.000 payments of $ 10.000.000 add up to the last peso', () => {
  let dataDir: string;
  let app: TestApp;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gym-money-'));
    await seedMaximumPayments(dataDir);
    app = await startTestApp({}, { dataDir, signedIn: false });
    // Signing in needs the staff projection, which comes after the 101.000 seeded events.
    const head = await app.app.get<EventStore>(EVENT_STORE).headPosition();
    expect(await app.app.get(ProjectionService).waitFor(head, 180_000)).toBe(true);
    expectStatus(await app.signIn(), 200);
  }, 240_000);
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    ledger.save();
  });

  it('the dashboard: total income $ 1.000.000.000.000 and each month its days × 1.000 × $ 10.000.000', async () => {
    const dashboard = await app.request('GET', '/api/dashboard?month=2026-03');
    expectStatus(dashboard, 200);
    // 100 days from 1 January: 31 in January, 28 in February, 31 in March, 10 in April.
    expect(dashboard.body).toMatchObject({
      totalMembers: MEMBERS,
      totalIncome: 1_000_000_000_000,
      monthIncome: 310_000_000_000,
      pendingDebts: 0,
      monthlyIncome: [
        { month: '2026-04', income: 100_000_000_000 },
        { month: '2026-03', income: 310_000_000_000 },
        { month: '2026-02', income: 280_000_000_000 },
        { month: '2026-01', income: 310_000_000_000 },
      ],
    });
  });

  it('the cash closing of one day: 1.000 payments, $ 10.000.000.000, all in Efectivo', async () => {
    const closing = await app.request('GET', '/api/cash-closing?date=2026-02-14');
    expectStatus(closing, 200);
    expect(closing.body).toMatchObject({ date: '2026-02-14', count: MEMBERS, total: MEMBERS * MAX });
    expect(closing.body.byMethod).toContainEqual({ method: 'cash', count: MEMBERS, total: MEMBERS * MAX });
  });

  it("a member's total paid: 100 × $ 10.000.000", async () => {
    const list = await app.request('GET', '/api/members?pageSize=1');
    const payments = await app.request('GET', `/api/members/${list.body.items[0].id}/payments`);
    expectStatus(payments, 200);
    expect(payments.body).toMatchObject({ totalPaid: PAYMENTS_EACH * MAX, count: PAYMENTS_EACH });
  });
});
