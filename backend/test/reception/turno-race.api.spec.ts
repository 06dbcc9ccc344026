// R41's cross-stream invariant under a race (cash-days/cash-day-ledger.ts): a turno's closing and a
// payment into it sent at the same moment, many rounds. Both are decided on the day's cash-day
// stream at its expected revision, so whatever order they commit in, the payment is either in the
// closed turno's totals, or it went into the next turno (opened by itself), never lost between them.
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays } from '@gym/domain';
import { projected } from '../auth/auth-test-helpers.js';
import { expectStatus, getJson, registerMember, settableClock } from '../members/support/members-api.js';
import { receptionClient } from '../support/reception-client.js';
import { startTestApp, type ApiResponse, type TestApp, type TestClient } from '../support/test-app.js';

const ROUNDS = 40;
const FIRST_DAY = '2026-01-01';

describe('R41: a turno closing and a payment at the same moment', () => {
  const clock = settableClock('2026-01-01T10:00:00-05:00');
  let app: TestApp;
  let desk: TestClient;
  let memberId: string;

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    desk = await receptionClient(app);
    memberId = await registerMember(app, { details: { name: 'Ana Pérez' }, joinedOn: '2025-12-01' });
  });
  afterAll(() => app.close());

  async function after(spread: number, request: () => Promise<ApiResponse>): Promise<ApiResponse> {
    await sleep(Math.floor(Math.random() * spread));
    return request();
  }

  it(`R41: ${ROUNDS} rounds, each on its own day: the payment is in the closed turno or in the next, never lost`, async () => {
    const outcomes = { inClosed: 0, inNext: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const day = addDays(FIRST_DAY, round);
      clock.set(`${day}T10:00:00-05:00`);
      expectStatus(await desk.request('POST', '/api/turnos', { body: { base: 10_000 } }), 201);
      const [closing, payment] = await Promise.all([
        after(8, () => desk.request('POST', `/api/turnos/${day}-1/close`, { body: { countedCash: 10_000 } })),
        after(8, () =>
          desk.request('POST', `/api/members/${memberId}/payments`, {
            body: { paymentType: 'installment', amount: 2_000, paidOn: day, method: 'cash' },
          }),
        ),
      ]);
      expectStatus(closing, 201);
      expectStatus(payment, 201);
      await projected(app);
      const { turnos } = await getJson(app, `/api/turnos?day=${day}`);
      const first = turnos[0];
      if (first.paymentsCount === 1) {
        outcomes.inClosed += 1;
        expect({ day, first: first.closing, turnos: turnos.length }).toMatchObject({
          day,
          first: { expectedCash: 12_000, difference: -2_000 },
          turnos: 1,
        });
      } else {
        outcomes.inNext += 1;
        expect({ day, first: first.closing, next: turnos[1] }).toMatchObject({
          day,
          first: { expectedCash: 10_000, difference: 0 },
          next: { status: 'open', automatic: true, base: 0, expectedCash: 2_000, paymentsCount: 1 },
        });
      }
    }
    // Both orders happened, so both branches of the rule were exercised.
    expect(outcomes.inClosed).toBeGreaterThan(0);
    expect(outcomes.inNext).toBeGreaterThan(0);
  }, 120_000);
});
