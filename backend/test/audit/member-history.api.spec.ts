// An auditor's API: a member's events page by page in both orders, who did each and when (R23),
// the member replayed at a revision or an instant, and deleted members still found and replayed (R22).
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectStatus, getJson, maleMeasures, registerMember, settableClock } from '../members/support/members-api.js';

const revisionsOf = (page: { items: { revision: number }[] }): number[] => page.items.map((entry) => entry.revision);

describe('the history of a member', () => {
  const clock = settableClock('2026-03-02T09:00:00-05:00');
  let app: TestApp;
  let id: string;

  /** Moves the clock, then sends one command as the signed-in administrator. */
  async function at(instant: string, method: string, path: string, body: unknown = {}): Promise<void> {
    clock.set(instant);
    const response = await app.request(method, path, { body });
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  }

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    id = await registerMember(app, {
      details: { name: 'Ana Gómez' },
      plan: 'fortnight',
      joinedOn: '2026-03-02',
      amountPaid: 10_000,
    });
    await at('2026-03-03T10:00:00-05:00', 'POST', `/api/members/${id}/payments`, {
      paymentType: 'installment',
      amount: 30_000,
      paidOn: '2026-03-03',
    });
    await at('2026-03-04T11:00:00-05:00', 'PATCH', `/api/members/${id}`, { details: { phone: '311 222 3333' } });
    await at('2026-03-05T12:00:00-05:00', 'PATCH', `/api/members/${id}`, { plan: 'monthly' });
    await at('2026-03-06T13:00:00-05:00', 'POST', `/api/members/${id}/body-compositions`, { measures: maleMeasures });
    await at('2026-03-20T08:00:00-05:00', 'POST', `/api/members/${id}/renewals`, { amount: 80_000 });
  });
  afterAll(() => app.close());

  it('lists every event oldest first, page by page, with a Spanish sentence for each', async () => {
    const first = await getJson(app, `/api/members/${id}/history?pageSize=3`);
    expect(first).toMatchObject({
      total: 8,
      page: 1,
      pageSize: 3,
      order: 'asc',
      memberName: 'Ana Gómez',
      deleted: false,
    });
    expect(revisionsOf(first)).toEqual([0, 1, 2]);
    expect(first.items.map((entry: { type: string }) => entry.type)).toEqual([
      'MemberRegistered',
      'MemberAuthorizationRecorded',
      'PaymentRecorded',
    ]);
    expect(first.items[0].description).toBe('Usuario registrado: Ana Gómez, plan Quincena, ingreso 02/03/2026');
    expect(first.items[2].description).toMatch(/^Pago registrado: \$\s?10\.000 \(Pago inicial\) · Efectivo$/);
    expect(revisionsOf(await getJson(app, `/api/members/${id}/history?pageSize=3&page=2`))).toEqual([3, 4, 5]);
    expect(revisionsOf(await getJson(app, `/api/members/${id}/history?pageSize=3&page=3`))).toEqual([6, 7]);
    expect(revisionsOf(await getJson(app, `/api/members/${id}/history?pageSize=3&page=4`))).toEqual([]);
  });

  it('lists them newest first on asking, with old → new values for an edit', async () => {
    const newest = await getJson(app, `/api/members/${id}/history?order=desc&pageSize=3`);
    expect(newest).toMatchObject({ total: 8, order: 'desc' });
    expect(revisionsOf(newest)).toEqual([7, 6, 5]);
    expect(revisionsOf(await getJson(app, `/api/members/${id}/history?order=desc&pageSize=3&page=3`))).toEqual([1, 0]);
    const all = await getJson(app, `/api/members/${id}/history?order=desc`);
    const sentences = all.items.map((entry: { description: string }) => entry.description);
    expect(sentences).toContain('Plan cambiado de Quincena a Mensualidad');
    expect(sentences).toContain('Datos cambiados: Teléfono 3001234567 → 3112223333');
  });

  it('R23: names the staff account and the instant of every event', async () => {
    const staff = await getJson(app, '/api/auth/me');
    const history = await getJson(app, `/api/members/${id}/history`);
    expect(history.items.map((entry: { occurredAt: string }) => entry.occurredAt)).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-02T14:00:00.000Z',
      '2026-03-02T14:00:00.000Z',
      '2026-03-03T15:00:00.000Z',
      '2026-03-04T16:00:00.000Z',
      '2026-03-05T17:00:00.000Z',
      '2026-03-06T18:00:00.000Z',
      '2026-03-20T13:00:00.000Z',
    ]);
    for (const entry of history.items) expect(entry).toMatchObject({ staffId: staff.id, staffName: 'Administrador' });
  });

  it('R23: an event caused by another staff account shows that account', async () => {
    const created = await app.request('POST', '/api/staff', {
      body: { email: 'recepcion@gimnasio.test', displayName: 'Rosa Recepción', password: 'clave-de-rosa-2026' },
    });
    expectStatus(created, 201);
    const rosa = app.newClient();
    expectStatus(await rosa.signIn({ email: 'recepcion@gimnasio.test', password: 'clave-de-rosa-2026' }), 200);
    const other = await registerMember(app, { details: { name: 'Otro Socio' } });
    clock.set('2026-03-21T07:30:00-05:00');
    expectStatus(await rosa.request('POST', `/api/members/${other}/renewals`, { body: { amount: 80_000 } }), 201);
    const history = await getJson(app, `/api/members/${other}/history?order=desc&pageSize=1`);
    expect(history.items[0]).toMatchObject({ staffName: 'Rosa Recepción', occurredAt: '2026-03-21T12:30:00.000Z' });
  });

  it('replays the member at a revision: the values right after that event', async () => {
    const afterRegistration = await getJson(app, `/api/members/${id}/history/state?revision=0`);
    expect(afterRegistration).toMatchObject({
      revision: 0,
      occurredAt: '2026-03-02T14:00:00.000Z',
      asOf: '2026-03-02',
      deleted: false,
    });
    expect(afterRegistration.member).toMatchObject({
      name: 'Ana Gómez',
      plan: 'fortnight',
      amountPaid: 0,
      debt: 40_000,
      expiresOn: '2026-03-17',
      status: 'debt',
      imc: 24.69,
      imcCategory: 'normal',
    });
    expect((await getJson(app, `/api/members/${id}/history/state?revision=2`)).member).toMatchObject({
      amountPaid: 10_000,
      debt: 30_000,
    });
    const afterPlanChange = await getJson(app, `/api/members/${id}/history/state?revision=5`);
    expect(afterPlanChange.member).toMatchObject({
      plan: 'monthly',
      phone: '3112223333',
      expiresOn: '2026-04-02',
      debt: 40_000,
    });
  });

  it('replays the member at an instant: the state after the last event up to it', async () => {
    const state = await getJson(
      app,
      `/api/members/${id}/history/state?at=${encodeURIComponent('2026-03-04T20:00:00.000Z')}`,
    );
    expect(state).toMatchObject({
      revision: 4,
      asOf: '2026-03-04',
      member: { phone: '3112223333', plan: 'fortnight', debt: 0 },
    });
    const exact = await getJson(app, `/api/members/${id}/history/state?at=2026-03-05T17:00:00.000Z`);
    expect(exact.revision).toBe(5);
    const latest = await getJson(app, `/api/members/${id}/history/state?at=2027-01-01T00:00:00Z`);
    expect(latest).toMatchObject({
      revision: 7,
      // R30: renewed on 20/03 before its 02/04 expiry, the Mensualidad runs on to 02/05.
      member: { joinedOn: '2026-03-20', expiresOn: '2026-05-02', status: 'active' },
    });
    expect((await app.request('GET', `/api/members/${id}/history/state?at=2026-03-01T00:00:00Z`)).status).toBe(404);
  });

  it('answers 400 for a missing or malformed point in the stream', async () => {
    for (const query of [
      '',
      '?revision=-1',
      '?revision=uno',
      '?at=ayer',
      '?at=2026-03-05',
      '?revision=1&at=2026-03-05T17:00:00Z',
    ]) {
      const response = await app.request('GET', `/api/members/${id}/history/state${query}`);
      expect({ query, status: response.status, code: response.body.code }).toEqual({
        query,
        status: 400,
        code: 'AUDIT.INVALID_POINT',
      });
    }
    for (const query of ['?order=up', '?page=0', '?pageSize=x']) {
      expect((await app.request('GET', `/api/members/${id}/history${query}`)).status).toBe(400);
    }
  });

  it('answers 404 for an unknown member', async () => {
    const unknown = '8c0f2d36-1b7e-4e4b-9a51-2f6a4c9d0e11';
    for (const path of [
      `/api/members/${unknown}/history`,
      `/api/members/${unknown}/history/state?revision=0`,
      '/api/members/nada/history',
    ]) {
      const response = await app.request('GET', path);
      expect({ path, status: response.status, code: response.body.code }).toEqual({
        path,
        status: 404,
        code: 'MEMBER.NOT_FOUND',
      });
    }
  });

  it('is closed to anyone not signed in', async () => {
    for (const path of [
      `/api/members/${id}/history`,
      `/api/members/${id}/history/state?revision=0`,
      '/api/audit/members',
    ]) {
      expect((await app.request('GET', path, { anonymous: true })).status).toBe(401);
    }
  });
});

describe('R22: deleted members stay in the audit', () => {
  let app: TestApp;
  let gone: string;
  let kept: string;

  beforeAll(async () => {
    app = await startTestApp({}, { clock: settableClock('2026-03-10T09:00:00-05:00') });
    kept = await registerMember(app, {
      authorization: null,
      details: { name: 'Ángela Núñez', phone: '300 111 2222' },
    });
    gone = await registerMember(app, {
      authorization: null,
      details: { name: 'Julián Pérez', phone: '300 999 8888' },
      plan: 'ticket_book',
      amountPaid: 50_000,
    });
    expectStatus(await app.request('POST', `/api/members/${gone}/attendances`, { body: {} }), 201);
    expectStatus(await app.request('DELETE', `/api/members/${gone}`), 200);
  });
  afterAll(() => app.close());

  it('replays a deleted member: its history ends with the deletion, every earlier state is there', async () => {
    expect((await app.request('GET', `/api/members/${gone}`)).status).toBe(404);
    const history = await getJson(app, `/api/members/${gone}/history`);
    expect(history).toMatchObject({ total: 4, deleted: true, memberName: 'Julián Pérez' });
    expect(history.items.at(-1)).toMatchObject({
      type: 'MemberDeleted',
      description: 'Usuario eliminado: Julián Pérez',
    });
    expect(await getJson(app, `/api/members/${gone}/history/state?revision=3`)).toMatchObject({
      deleted: true,
      member: { ticketDaysUsed: 1 },
    });
    expect(await getJson(app, `/api/members/${gone}/history/state?revision=2`)).toMatchObject({
      deleted: false,
      member: {
        plan: 'ticket_book',
        ticketDaysUsed: 1,
        remainingTicketDays: 14,
        expiresOn: '2026-05-09',
        debt: 0,
        status: 'active',
      },
    });
  });

  it('lists every member ever registered, the deleted one marked', async () => {
    const found = await getJson(app, '/api/audit/members');
    expect(found).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(found.items).toEqual([
      expect.objectContaining({ id: kept, name: 'Ángela Núñez', deleted: false, events: 1 }),
      expect.objectContaining({ id: gone, name: 'Julián Pérez', phone: '3009998888', deleted: true, events: 4 }),
    ]);
    expect(found.items[1]).toMatchObject({
      registeredAt: '2026-03-10T14:00:00.000Z',
      lastEventAt: '2026-03-10T14:00:00.000Z',
    });
  });

  it('searches them by name or phone, accents and case forgiven, page by page', async () => {
    const ids = async (query: string): Promise<string[]> =>
      (await getJson(app, `/api/audit/members?${query}`)).items.map((entry: { id: string }) => entry.id);
    expect(await ids('search=JULIAN')).toEqual([gone]);
    expect(await ids(`search=${encodeURIComponent('angela nuñez')}`)).toEqual([kept]);
    expect(await ids('search=3009998888')).toEqual([gone]);
    expect(await ids('search=nadie')).toEqual([]);
    expect(await ids('pageSize=1&page=2')).toEqual([gone]);
    expect((await app.request('GET', '/api/audit/members?page=0')).status).toBe(400);
  });
});
