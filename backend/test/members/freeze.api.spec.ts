// R31: 'Congelar' and 'Terminar congelamiento'. An Administrador freezes a Mensualidad; the profile,
// the list, the alerts, the dashboard and the Ingreso desk all follow; ending it early gives back the
// days not used; a freeze starting later is scheduled until its first day.
import { eventStoreOf } from '../auth/auth-test-helpers.js';
import { expectStatus, getJson, registerMember, settableClock } from './support/members-api.js';
import { FORBIDDEN, receptionClient } from '../support/reception-client.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

describe('R31: freezing a membership', () => {
  // Monday 2 March 2026, 09:00 in Bogotá.
  const clock = settableClock('2026-03-02T09:00:00-05:00');
  let app: TestApp;
  let desk: TestClient;
  let ana: string;

  const freeze = (client: TestClient, id: string, body: object) =>
    client.request('POST', `/api/members/${id}/freeze`, { body });
  const unfreeze = (client: TestClient, id: string) =>
    client.request('POST', `/api/members/${id}/unfreeze`, { body: {} });

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    desk = await receptionClient(app);
    // Ana's Mensualidad ends on 5 March: she is about to expire.
    ana = await registerMember(app, {
      details: { name: 'Ana Pérez', cedula: '52123456' },
      joinedOn: '2026-02-05',
      amountPaid: 80_000,
    });
  });
  afterAll(() => app.close());

  it('R31 + R33: Recepción may neither freeze nor end a freeze (403, the R25 text, nothing appended)', async () => {
    const head = await eventStoreOf(app).headPosition();
    for (const refused of [await freeze(desk, ana, { days: 10, reason: 'Viaje a Cali' }), await unfreeze(desk, ana)])
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: FORBIDDEN });
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it.each([
    [{ days: 0, reason: 'Viaje a Cali' }, 'FREEZE.DAYS_INVALID'],
    [{ days: 61, reason: 'Viaje a Cali' }, 'FREEZE.DAYS_INVALID'],
    [{ days: 2.5, reason: 'Viaje a Cali' }, 'FREEZE.DAYS_INVALID'],
    [{ days: '10', reason: 'Viaje a Cali' }, 'FREEZE.DAYS_INVALID'],
    [{ days: 10, reason: 'no' }, 'REQUEST.REASON_INVALID'],
    [{ days: 10 }, 'REQUEST.REASON_INVALID'],
    [{ days: 10, reason: 'Viaje a Cali', from: '01/03/2026' }, 'FREEZE.FROM_INVALID'],
    [{ days: 10, reason: 'Viaje a Cali', from: '2026-03-01' }, 'FREEZE.FROM_PAST'],
  ])('R31: %j is refused (400) with %s', async (body, code) => {
    const refused = await freeze(app, ana, body);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 400, code });
  });

  it('R31: before the freeze Ana is in the about-to-expire alert', async () => {
    const dashboard = await getJson(app, '/api/dashboard');
    expect(dashboard.aboutToExpire.items.map((entry: { id: string }) => entry.id)).toContain(ana);
  });

  it('R31: frozen 10 days from today: the expiry moves 10 days, the answer says it', async () => {
    const answer = await freeze(app, ana, { days: 10, reason: ' Viaje a Cali ' });
    expectStatus(answer, 201);
    expect(answer.body).toEqual({ position: expect.any(Number), expiresOn: '2026-03-15' });
  });

  it("R31: the profile and the list read 'Congelado' with the frozen-until date; status value 'frozen'", async () => {
    expect(await getJson(app, `/api/members/${ana}`)).toMatchObject({
      status: 'frozen',
      expiresOn: '2026-03-15',
      freeze: { frozenFrom: '2026-03-02', frozenUntil: '2026-03-11', days: 10, reason: 'Viaje a Cali' },
    });
    const list = await getJson(app, '/api/members?search=ana');
    expect(list.items[0]).toMatchObject({
      status: 'frozen',
      freeze: { frozenFrom: '2026-03-02', frozenUntil: '2026-03-11' },
    });
  });

  it('R31: a frozen member is in no expiry alert, and counts as active', async () => {
    const dashboard = await getJson(app, '/api/dashboard');
    expect(dashboard.aboutToExpire.items.map((entry: { id: string }) => entry.id)).not.toContain(ana);
    expect(dashboard.expired.items).toEqual([]);
    expect(dashboard.activeMembers).toBe(1);
  });

  it("R31: the Ingreso sends her to the desk, and a check-in is refused: 'Membresía congelada hasta el 11/03/2026.'", async () => {
    const found = await getJson(app, '/api/check-in?q=52123456');
    expect(found.items[0]).toMatchObject({ status: 'frozen', letIn: false, frozenUntil: '2026-03-11' });
    const refused = await desk.request('POST', `/api/members/${ana}/visits`, { body: {} });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 422,
      body: { statusCode: 422, code: 'VISIT.FROZEN', message: 'Membresía congelada hasta el 11/03/2026.' },
    });
  });

  it('R31: a second freeze while frozen is refused (409)', async () => {
    const refused = await freeze(app, ana, { days: 5, reason: 'Otra vez de viaje' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'La membresía ya está congelada hasta el 11/03/2026. Termina ese congelamiento antes de registrar otro.',
    );
  });

  it('R31: ended on 5 March (4th day), 3 days stay frozen and 7 come back off the expiry', async () => {
    clock.set('2026-03-05T08:00:00-05:00');
    const answer = await unfreeze(app, ana);
    expectStatus(answer, 200);
    expect(answer.body).toEqual({ position: expect.any(Number), expiresOn: '2026-03-08' });
    expect(await getJson(app, `/api/members/${ana}`)).toMatchObject({
      status: 'active',
      freeze: null,
      expiresOn: '2026-03-08',
    });
    expectStatus(await desk.request('POST', `/api/members/${ana}/visits`, { body: {} }), 201);
    const history = await getJson(app, `/api/members/${ana}/history?order=desc&pageSize=2`);
    expect(history.items[1].description).toBe(
      'Congelamiento terminado el 05/03/2026: 3 días congelados, 7 devueltos; vence 08/03/2026',
    );
  });

  it('R31: nothing to end is 409', async () => {
    const refused = await unfreeze(app, ana);
    expect(refused.body).toMatchObject({ statusCode: 409, code: 'FREEZE.NOT_FROZEN' });
  });

  it("R31: a freeze from a later day is scheduled: not 'Congelado' until its first day", async () => {
    const answer = await freeze(app, ana, { days: 3, from: '2026-03-07', reason: 'Cirugía menor' });
    expect(answer.body.expiresOn).toBe('2026-03-11');
    expect(await getJson(app, `/api/members/${ana}`)).toMatchObject({
      status: 'active',
      freeze: { frozenFrom: '2026-03-07', frozenUntil: '2026-03-09' },
    });
    clock.set('2026-03-07T08:00:00-05:00');
    expect((await getJson(app, `/api/members/${ana}`)).status).toBe('frozen');
    clock.set('2026-03-10T08:00:00-05:00');
    expect((await getJson(app, `/api/members/${ana}`)).status).toBe('active');
  });

  it('R31: a Tiquetera is not frozen; an expired membership neither', async () => {
    const book = await registerMember(app, {
      details: { name: 'Rosa Mora', phone: '320 333 4444' },
      plan: 'ticket_book',
      joinedOn: '2026-03-01',
    });
    expect((await freeze(app, book, { days: 5, reason: 'Viaje a Cali' })).body).toMatchObject({
      statusCode: 422,
      code: 'FREEZE.TICKET_BOOK',
    });
    const lapsed = await registerMember(app, {
      details: { name: 'Lina Paz', phone: '320 777 8888' },
      joinedOn: '2026-01-01',
    });
    expect((await freeze(app, lapsed, { days: 5, reason: 'Viaje a Cali' })).body).toMatchObject({
      statusCode: 422,
      message: 'La membresía venció el 01/02/2026: renuévala antes de congelarla.',
    });
  });
});
