// R38 over HTTP: the owner defines the gym's plans; registration, renewal and plan change take any
// plan on sale at its price, an archived one is refused by name, and Recepción defines none (R25).
import { eventStoreOf, projected } from '../auth/auth-test-helpers.js';
import { registerMember, registerBody, settableClock } from '../members/support/members-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe("the gym's own plans (R38)", () => {
  const clock = settableClock('2026-01-31T10:00:00-05:00');
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
  });
  afterAll(() => app.close());

  const create = (body: unknown) => app.request('POST', '/api/plans', { body });
  const plans = async () => {
    await projected(app);
    return (await app.request('GET', '/api/plans')).body as { plan: string; planName: string }[];
  };
  const profile = async (id: string) => (await app.request('GET', `/api/members/${id}`)).body;

  it("R38: the owner creates 'Trimestral' (3 months); GET /api/plans lists it after the spec plans, with its price", async () => {
    const answer = await create({ name: 'Trimestral', terms: { kind: 'time', months: 3 }, price: 210_000 });
    expect(answer).toMatchObject({ status: 201, body: { planId: expect.any(String), position: expect.any(Number) } });
    const listed = await plans();
    expect(listed.map((plan) => plan.planName)).toEqual(['Quincena', 'Mensualidad', 'Tiquetera', 'Trimestral']);
    expect(listed[3]).toEqual({
      plan: answer.body.planId,
      planName: 'Trimestral',
      terms: { kind: 'time', months: 3 },
      archived: false,
      price: 210_000,
      scheduled: [],
    });
  });

  it("R38 + R4: a member on 'Trimestral' from 31 January expires on 30 April and owes its price", async () => {
    const trimestral = (await plans())[3]?.plan ?? '';
    const member = await registerMember(app, { plan: trimestral, joinedOn: '2026-01-31' });
    expect(await profile(member)).toMatchObject({
      plan: trimestral,
      planPrice: 210_000,
      debt: 210_000,
      expiresOn: '2026-04-30',
    });
  });

  it.each([
    [{ name: 'quincena', terms: { kind: 'time', days: 15 }, price: 40_000 }, 409, 'PLAN.NAME_TAKEN', 'name'],
    [{ name: 'T', terms: { kind: 'time', days: 15 }, price: 40_000 }, 400, 'PLAN.NAME_INVALID', 'name'],
    [{ name: 'Anual', terms: { kind: 'time', days: 0 }, price: 40_000 }, 400, 'PLAN.UNITS_INVALID', 'terms'],
    [{ name: 'Anual', terms: { kind: 'time', months: 12 }, price: 999 }, 400, 'SETTINGS.PRICE_INVALID', 'price'],
    [
      { name: '8 clases', terms: { kind: 'visits', visits: 8, validDays: 7 }, price: 60_000 },
      400,
      'PLAN.VALID_UNDER_VISITS',
      'terms.validDays',
    ],
  ])('%j is refused (%i %s under %s), and nothing is recorded', async (body, status, code, field) => {
    const head = await eventStoreOf(app).headPosition();
    const answer = await create(body);
    expect(answer).toMatchObject({ status, body: { code, field } });
    expect(answer.body.message).toMatch(/\S/);
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it("R38: 'Semestral' archived is refused for a new member by name; a member on it keeps it", async () => {
    const created = await create({ name: 'Semestral', terms: { kind: 'time', months: 6 }, price: 420_000 });
    const semestral = created.body.planId as string;
    const member = await registerMember(app, { plan: semestral, joinedOn: '2026-01-31' });
    expect((await app.request('POST', `/api/plans/${semestral}/archive`)).status).toBe(201);
    const refused = await app.request('POST', '/api/members', {
      body: registerBody({ plan: semestral, details: { name: 'Otra Persona', phone: '3109876543' } }),
    });
    expect(refused).toMatchObject({
      status: 422,
      body: { code: 'PLAN.ARCHIVED', message: 'El plan Semestral está archivado.', field: 'plan' },
    });
    expect(await profile(member)).toMatchObject({ plan: semestral, expiresOn: '2026-07-31' });
    expect((await plans()).find((plan) => plan.plan === semestral)).toMatchObject({ archived: true });
  });

  it('R38: a plan is renamed (a spec plan too) and priced from a later day', async () => {
    expect((await app.request('POST', '/api/plans/monthly/name', { body: { name: 'Mensual' } })).status).toBe(201);
    const trimestral = (await plans())[3]?.plan ?? '';
    const priced = await app.request('POST', `/api/plans/${trimestral}/price`, {
      body: { price: 230_000, from: '2026-03-01' },
    });
    expect(priced.status).toBe(201);
    const listed = await plans();
    expect(listed[1]).toMatchObject({ plan: 'monthly', planName: 'Mensual' });
    expect(listed[3]).toMatchObject({ price: 210_000, scheduled: [{ effectiveFrom: '2026-03-01', price: 230_000 }] });
  });
});
