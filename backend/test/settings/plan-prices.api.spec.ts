// R24 over HTTP: the owner sets plan prices from a date on; decisions take the price in force on
// their own gym-local day (R1); a bad price or a past date is refused under its field, recording nothing.
import { eventStoreOf, projected } from '../auth/auth-test-helpers.js';
import { registerMember, settableClock } from '../members/support/members-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// R38: every plan answers its name, terms and whether it is archived beside the fields it always had.
const FORTNIGHT = { plan: 'fortnight', planName: 'Quincena', terms: { kind: 'time', days: 15 }, archived: false };
const MONTHLY = { plan: 'monthly', planName: 'Mensualidad', terms: { kind: 'time', months: 1 }, archived: false };
const TICKET_BOOK = {
  plan: 'ticket_book',
  planName: 'Tiquetera',
  terms: { kind: 'visits', visits: 15, validDays: 60 },
  archived: false,
};

describe('plan prices (R24)', () => {
  const clock = settableClock('2026-03-02T10:00:00-05:00');
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
  });
  afterAll(() => app.close());

  const setPrices = (body: unknown) => app.request('POST', '/api/plans/prices', { body });
  const plans = async () => (await app.request('GET', '/api/plans')).body;
  const profile = async (id: string) => (await app.request('GET', `/api/members/${id}`)).body;

  it('until the owner sets one, the spec’s prices (§9)', async () => {
    expect(await plans()).toEqual([
      { ...FORTNIGHT, price: 40_000, scheduled: [] },
      { ...MONTHLY, price: 80_000, scheduled: [] },
      { ...TICKET_BOOK, price: 50_000, scheduled: [] },
    ]);
  });

  it.each([
    [{ prices: { monthly: 999 }, effectiveFrom: '2026-03-02' }, 'SETTINGS.PRICE_INVALID', 'prices.monthly'],
    [{ prices: { monthly: 10_000_001 }, effectiveFrom: '2026-03-02' }, 'SETTINGS.PRICE_INVALID', 'prices.monthly'],
    [{ prices: { fortnight: 45_000.5 }, effectiveFrom: '2026-03-02' }, 'SETTINGS.PRICE_INVALID', 'prices.fortnight'],
    [{ prices: { monthly: '90000' }, effectiveFrom: '2026-03-02' }, 'SETTINGS.PRICE_INVALID', 'prices.monthly'],
    [{ prices: {}, effectiveFrom: '2026-03-02' }, 'SETTINGS.PRICES_REQUIRED', 'prices'],
    [{ prices: { monthly: 90_000 }, effectiveFrom: '2026-02-30' }, 'SETTINGS.EFFECTIVE_FROM_INVALID', 'effectiveFrom'],
    [{ prices: { monthly: 90_000 }, effectiveFrom: '2026-03-01' }, 'SETTINGS.EFFECTIVE_FROM_PAST', 'effectiveFrom'],
    [{ prices: { anual: 90_000 }, effectiveFrom: '2026-03-02' }, 'REQUEST.UNKNOWN_FIELD', 'prices.anual'],
  ])('%j is refused with %s under %s, and nothing is recorded', async (body, code, field) => {
    const head = await eventStoreOf(app).headPosition();
    const answer = await setPrices(body);
    expect(answer).toMatchObject({ status: 400, body: { code, field } });
    expect(answer.body.message).toMatch(/\S/);
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it('the owner raises Mensualidad to 90.000 from tomorrow: scheduled, and today still 80.000', async () => {
    const answer = await setPrices({ prices: { monthly: 90_000 }, effectiveFrom: '2026-03-03' });
    expect(answer).toMatchObject({ status: 201, body: { changed: ['monthly'], position: expect.any(Number) } });
    expect((await plans())[1]).toEqual({
      ...MONTHLY,
      plan: 'monthly',
      price: 80_000,
      scheduled: [{ effectiveFrom: '2026-03-03', price: 90_000 }],
    });
    const [changed] = await eventStoreOf(app).readStream('gym-settings');
    expect(changed).toMatchObject({
      type: 'PlanPriceChanged',
      data: { plan: 'monthly', price: 90_000, previousPrice: 80_000, effectiveFrom: '2026-03-03' },
      metadata: { staffId: (await app.request('GET', '/api/auth/me')).body.id },
    });
  });

  it('R1: a member registered at 23:30 the night before owes 80.000; one registered at 00:05 owes 90.000', async () => {
    clock.set('2026-03-02T23:30:00-05:00');
    const lastNight = await registerMember(app, { joinedOn: '2026-03-02' });
    clock.set('2026-03-03T00:05:00-05:00');
    const nextMorning = await registerMember(app, { joinedOn: '2026-03-03' });
    expect(await profile(lastNight)).toMatchObject({ planPrice: 80_000, debt: 80_000 });
    expect(await profile(nextMorning)).toMatchObject({ planPrice: 90_000, debt: 90_000 });
    expect((await plans())[1]).toEqual({ ...MONTHLY, plan: 'monthly', price: 90_000, scheduled: [] });
  });

  it('a member keeps the price recorded until a renewal, which takes today’s', async () => {
    clock.set('2026-03-02T12:00:00-05:00');
    const member = await registerMember(app, { joinedOn: '2026-03-02', amountPaid: 80_000 });
    clock.set('2026-03-20T12:00:00-05:00');
    expect(await profile(member)).toMatchObject({ planPrice: 80_000, debt: 0 });
    const renewal = await app.request('POST', `/api/members/${member}/renewals`, { body: { amount: 80_000 } });
    expect(renewal.status).toBe(201);
    expect(await profile(member)).toMatchObject({ planPrice: 90_000, debt: 10_000 });
  });

  it('the same price again records nothing; the history names who changed what, newest first', async () => {
    const same = await setPrices({ prices: { monthly: 90_000 }, effectiveFrom: '2026-03-20' });
    expect(same).toMatchObject({ status: 201, body: { changed: [] } });
    expect(
      (await setPrices({ prices: { fortnight: 45_000, ticket_book: 55_000 }, effectiveFrom: '2026-04-01' })).status,
    ).toBe(201);
    await projected(app);
    const history = await app.request('GET', '/api/plans/price-changes');
    expect(
      history.body.items.map((change: { plan: string; price: number; previousPrice: number }) => [
        change.plan,
        change.previousPrice,
        change.price,
      ]),
    ).toEqual([
      ['ticket_book', 50_000, 55_000],
      ['fortnight', 40_000, 45_000],
      ['monthly', 80_000, 90_000],
    ]);
    expect(history.body.items[0]).toMatchObject({ effectiveFrom: '2026-04-01', staffName: 'Administrador' });
  });
});
