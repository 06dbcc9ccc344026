// R32's cross-stream invariant under a race (cash-days/cash-day-ledger.ts): a closing and a payment
// for the same day sent at the same moment, many rounds. Whatever order they commit in, never both
// are accepted with the payment missing from the closed totals: either the payment is refused
// naming the closed day, or the closing's totals hold it.
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays } from '@gym/domain';
import { projected } from '../auth/auth-test-helpers.js';
import { expectStatus, getJson, registerMember, settableClock } from '../members/support/members-api.js';
import { receptionClient } from '../support/reception-client.js';
import { startTestApp, type ApiResponse, type TestApp, type TestClient } from '../support/test-app.js';

const ROUNDS = 40;
const FIRST_DAY = '2026-01-01';

describe('R32: a closing and a payment for the same day, at the same moment', () => {
  const clock = settableClock('2026-03-31T20:00:00-05:00');
  let app: TestApp;
  let desk: TestClient;
  let memberId: string;

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    desk = await receptionClient(app);
    memberId = await registerMember(app, { details: { name: 'Ana Pérez' }, joinedOn: '2025-12-01' });
  });
  afterAll(() => app.close());

  /** Sends `request` after a pause of 0–`spread` ms, so both orders of arrival happen. */
  async function after(spread: number, request: () => Promise<ApiResponse>): Promise<ApiResponse> {
    await sleep(Math.floor(Math.random() * spread));
    return request();
  }

  it(`R32: ${ROUNDS} rounds, each on its own day: never a payment accepted and missing from the closed totals`, async () => {
    const outcomes = { paymentFirst: 0, closingFirst: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const day = addDays(FIRST_DAY, round);
      // One earlier payment of the day, so the closing has books to add up either way (the owner's:
      // R33 keeps Recepción's payments to today).
      expectStatus(
        await app.request('POST', `/api/members/${memberId}/payments`, {
          body: { paymentType: 'installment', amount: 1_000, paidOn: day },
        }),
        201,
      );
      const [closing, payment] = await Promise.all([
        after(8, () => desk.request('POST', `/api/cash-closing/${day}/close`, { body: { countedCash: 1_000 } })),
        after(8, () =>
          app.request('POST', `/api/members/${memberId}/payments`, {
            body: { paymentType: 'installment', amount: 2_000, paidOn: day },
          }),
        ),
      ]);
      expectStatus(closing, 201);
      await projected(app);
      const cierre = await getJson(app, `/api/cash-closing?date=${day}`);
      if (payment.status === 201) {
        outcomes.paymentFirst += 1;
        expect({ day, closed: cierre.closing }).toMatchObject({
          day,
          closed: { total: 3_000, paymentsCount: 2, expectedCash: 3_000, difference: -2_000 },
        });
      } else {
        outcomes.closingFirst += 1;
        expect({ day, status: payment.status, code: payment.body.code }).toEqual({
          day,
          status: 422,
          code: 'CASH_DAY.CLOSED',
        });
        expect({ day, closed: cierre.closing, lines: cierre.count }).toMatchObject({
          day,
          closed: { total: 1_000, paymentsCount: 1, difference: 0 },
          lines: 1,
        });
      }
    }
    // Both orders happened, so both branches of the rule were exercised.
    expect(outcomes.paymentFirst).toBeGreaterThan(0);
    expect(outcomes.closingFirst).toBeGreaterThan(0);
  }, 120_000);
});
