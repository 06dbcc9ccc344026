// R39 over HTTP: discounts at registration, renewal and plan change; the owner's limit for Recepción
// (default 0 %) under Configuración; bad input refused with nothing appended; the receipt, the
// member's history and Actividad del personal say the list price, the discount and its reason.
import { formatMoney } from '@gym/domain';
import { FORBIDDEN, receptionClient } from '../support/reception-client.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';
import { expectStatus, getJson, registerBody, settableClock } from '../members/support/members-api.js';

const REASON = 'Carné estudiantil vigente';
const TODAY = '2026-03-02';
const NO_REASON = Symbol('no reason');
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('discounts (R39)', () => {
  let app: TestApp;
  let reception: TestClient;
  beforeAll(async () => {
    app = await startTestApp({}, { clock: settableClock(`${TODAY}T10:00:00-05:00`) });
    reception = await receptionClient(app);
  });
  afterAll(() => app.close());

  const register = (client: TestClient | TestApp, discount: unknown, reason: unknown = REASON, amountPaid = 0) =>
    client.request('POST', '/api/members', {
      body: {
        ...registerBody({ amountPaid, joinedOn: TODAY }),
        discount,
        ...(reason === NO_REASON ? {} : { discountReason: reason }),
      },
    });
  const eventCount = async () => (await getJson(app, '/api/members?pageSize=100')).total as number;

  it('reads 0 % for Recepción until the owner sets a limit; only an Administrador sets it', async () => {
    expect((await reception.request('GET', '/api/settings/discount-limit')).body).toEqual({ receptionPercent: 0 });
    const refused = await reception.request('POST', '/api/settings/discount-limit', { body: { percent: 50 } });
    expect(refused).toMatchObject({ status: 403, body: { code: FORBIDDEN.code } });
    const refusedDiscount = await register(reception, { kind: 'percent', value: 5 });
    expect(refusedDiscount).toMatchObject({
      status: 422,
      body: { code: 'DISCOUNT.OVER_RECEPTION_LIMIT', message: 'El descuento máximo para Recepción es 0 %.' },
    });
    expectStatus(await app.request('POST', '/api/settings/discount-limit', { body: { percent: 10 } }), 201);
    expect((await reception.request('GET', '/api/settings/discount-limit')).body).toEqual({ receptionPercent: 10 });
  });

  it.each([
    [{ percent: 101 }, 'DISCOUNT_LIMIT.INVALID'],
    [{ percent: -1 }, 'DISCOUNT_LIMIT.INVALID'],
    [{ percent: 'diez' }, 'DISCOUNT_LIMIT.INVALID'],
    [{ percent: 10, extra: 1 }, 'REQUEST.UNKNOWN_FIELD'],
  ])('the limit %j is refused with %s', async (body, code) => {
    const answer = await app.request('POST', '/api/settings/discount-limit', { body });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.code).toBe(code);
    expect((await getJson(app, '/api/settings/discount-limit')).receptionPercent).toBe(10);
  });

  it('Recepción within its limit registers at the price charged; over it is refused and nothing is appended', async () => {
    const within = await register(reception, { kind: 'percent', value: 10 }, REASON, 72_000);
    expectStatus(within, 201);
    const profile = await getJson(app, `/api/members/${within.body.memberId}`);
    expect(profile).toMatchObject({ planPrice: 72_000, debt: 0 });

    const before = await eventCount();
    const over = await register(reception, { kind: 'amount', value: 8_001 });
    expect(over).toMatchObject({ status: 422, body: { message: 'El descuento máximo para Recepción es 10 %.' } });
    expect(await eventCount()).toBe(before);
  });

  it('an Administrador is not limited; the receipt says list price, discount, reason and total', async () => {
    const answer = await register(app, { kind: 'percent', value: 50 }, REASON, 40_000);
    expectStatus(answer, 201);
    const { memberId } = answer.body;
    expect(await getJson(app, `/api/members/${memberId}`)).toMatchObject({ planPrice: 40_000, debt: 0 });
    const payments = await getJson(app, `/api/members/${memberId}/payments`);
    const receipt = await getJson(app, `/api/receipts/${payments.items[0].id}`);
    expect(receipt.discount).toEqual({
      listPrice: 80_000,
      kind: 'percent',
      value: 50,
      amount: 40_000,
      reason: REASON,
      total: 40_000,
    });
    const activity = await getJson(app, `/api/staff-activity?day=${TODAY}&kind=members`);
    const texts = activity.items.map((item: { text: string }) => plain(item.text));
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          plain(`Descuento de ${formatMoney(40_000)} sobre ${formatMoney(80_000)}. Motivo: ${REASON}`),
        ),
      ]),
    );
  });

  it('at renewal the debt follows the price charged, and Recepción over its limit is refused', async () => {
    const memberId = (await register(app, undefined, undefined, 80_000)).body.memberId as string;
    const renewed = await reception.request('POST', `/api/members/${memberId}/renewals`, {
      body: { amount: 72_000, method: 'cash', discount: { kind: 'percent', value: 10 }, discountReason: REASON },
    });
    expectStatus(renewed, 201);
    expect(await getJson(app, `/api/members/${memberId}`)).toMatchObject({ planPrice: 72_000, debt: 0 });
    const receipt = await getJson(app, `/api/receipts/${renewed.body.paymentId}`);
    expect(receipt.discount).toMatchObject({ listPrice: 80_000, amount: 8_000, total: 72_000, reason: REASON });
    const over = await reception.request('POST', `/api/members/${memberId}/renewals`, {
      body: { amount: 70_000, method: 'cash', discount: { kind: 'percent', value: 20 }, discountReason: REASON },
    });
    expect(over).toMatchObject({ status: 422, body: { code: 'DISCOUNT.OVER_RECEPTION_LIMIT' } });
    expect((await getJson(app, `/api/members/${memberId}/payments`)).count).toBe(2);
  });

  it('at a plan change the new plan’s price is discounted', async () => {
    const memberId = (await register(app, undefined)).body.memberId as string;
    const changed = await app.request('PATCH', `/api/members/${memberId}`, {
      body: { plan: 'fortnight', discount: { kind: 'amount', value: 5_000 }, discountReason: REASON },
    });
    expect(changed.status).toBeLessThan(300);
    expect(await getJson(app, `/api/members/${memberId}`)).toMatchObject({ plan: 'fortnight', planPrice: 35_000 });
  });

  it.each([
    [{ kind: 'amount', value: 80_001 }, REASON, 'DISCOUNT.ABOVE_PRICE'],
    [{ kind: 'amount', value: -5 }, REASON, 'DISCOUNT.NEGATIVE'],
    [{ kind: 'amount', value: 'diez mil' }, REASON, 'DISCOUNT.NOT_A_NUMBER'],
    [{ kind: 'percent', value: 120 }, REASON, 'DISCOUNT.PERCENT_OVER_100'],
    [{ kind: 'percent', value: 10 }, NO_REASON, 'DISCOUNT.REASON_REQUIRED'],
    [{ kind: 'percent', value: 10 }, '   ', 'DISCOUNT.REASON_REQUIRED'],
    [{ kind: 'percent', value: 10 }, '  abc ', 'DISCOUNT.REASON_LENGTH'],
    [{ kind: 'percent', value: 10 }, 'x'.repeat(201), 'DISCOUNT.REASON_LENGTH'],
  ])('a discount %j with reason %j is refused with %s (422), nothing appended', async (discount, reason, code) => {
    const before = await eventCount();
    const answer = await register(app, discount, reason);
    expect(answer).toMatchObject({ status: 422, body: { code } });
    expect(await eventCount()).toBe(before);
  });
});
