// POST /api/members/:id/visits and GET /api/check-in: the check-in desk over HTTP (R28, with R1,
// R5–R7, R27), and the visits of every plan in the attendance histories.
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectStatus, getJson, registerMember, settableClock } from './support/members-api.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('check-in (Ingreso)', () => {
  const clock = settableClock('2026-03-02T07:42:00-05:00');
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { clock });
  });
  afterAll(() => app.close());

  const checkIn = (id: string, idempotencyKey?: string) =>
    app.request('POST', `/api/members/${id}/visits`, { body: {}, idempotencyKey });

  it('R28: a Mensualidad check-in records a visit that uses nothing', async () => {
    clock.set('2026-03-02T07:42:00-05:00');
    const id = await registerMember(app, { plan: 'monthly', amountPaid: 80_000, joinedOn: '2026-03-01' });
    const response = await checkIn(id);
    expectStatus(response, 201);
    expect(response.body).toEqual({
      position: expect.any(Number),
      visitId: expect.stringMatching(UUID),
      kind: 'visit',
      visitedAt: '2026-03-02T12:42:00.000Z',
      remainingDays: null,
    });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ expiresOn: '2026-04-01', debt: 0 });
    const visits = await getJson(app, `/api/members/${id}/attendances`);
    expect(visits.items).toEqual([
      {
        id: response.body.visitId,
        memberId: id,
        memberName: 'José Pérez',
        attendedOn: '2026-03-02',
        attendedAt: '2026-03-02T12:42:00.000Z',
        plan: 'monthly',
      },
    ]);
    const everyone = await getJson(app, '/api/attendances');
    expect(everyone.items).toContainEqual(expect.objectContaining({ id: response.body.visitId, plan: 'monthly' }));
  });

  it("R28: a second visit the same day (23:30 local, already tomorrow in UTC) says 'Ya registró su ingreso hoy a las 7:42.'", async () => {
    clock.set('2026-03-02T07:42:00-05:00');
    const id = await registerMember(app, { plan: 'fortnight', amountPaid: 40_000, joinedOn: '2026-03-01' });
    expectStatus(await checkIn(id), 201);
    clock.set('2026-03-02T23:30:00-05:00');
    const again = await checkIn(id);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      statusCode: 422,
      code: 'VISIT.ALREADY_RECORDED_TODAY',
      message: 'Ya registró su ingreso hoy a las 7:42.',
    });
    clock.set('2026-03-03T00:30:00-05:00');
    expectStatus(await checkIn(id), 201);
    expect((await getJson(app, `/api/members/${id}/attendances`)).total).toBe(2);
  });

  it("R28 + R5, R7: a Tiquetera's check-in is its attendance: a day used, 14 left; a second is refused with R7's text", async () => {
    clock.set('2026-03-02T08:00:00-05:00');
    const id = await registerMember(app, { plan: 'ticket_book', amountPaid: 50_000, joinedOn: '2026-03-01' });
    const first = await checkIn(id);
    expectStatus(first, 201);
    expect(first.body).toMatchObject({ kind: 'attendance', remainingDays: 14, visitedAt: '2026-03-02T13:00:00.000Z' });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ ticketDaysUsed: 1, expiresOn: '2026-05-01' });
    const again = await checkIn(id);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('La asistencia de hoy ya fue registrada.');
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ ticketDaysUsed: 1 });
    const visits = await getJson(app, `/api/members/${id}/attendances`);
    expect(visits.items.map((visit: { plan: string }) => visit.plan)).toEqual(['ticket_book']);
  });

  it('a retried request with the same Idempotency-Key records one visit and answers the same', async () => {
    clock.set('2026-03-04T09:00:00-05:00');
    const id = await registerMember(app, { plan: 'monthly', joinedOn: '2026-03-01' });
    const first = await checkIn(id, 'check-in-retry-0001');
    const retry = await checkIn(id, 'check-in-retry-0001');
    expectStatus(retry, 201);
    expect(retry.body).toEqual(first.body);
    expect((await getJson(app, `/api/members/${id}/attendances`)).total).toBe(1);
  });

  it('answers 404 for an unknown member and 400 for a body with fields', async () => {
    const unknown = await checkIn('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Usuario no encontrado.');
    const id = await registerMember(app);
    const withBody = await app.request('POST', `/api/members/${id}/visits`, { body: { plan: 'x' } });
    expect(withBody.status).toBe(400);
  });
});

describe('check-in search (GET /api/check-in)', () => {
  const clock = settableClock('2026-03-20T07:00:00-05:00');
  let app: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    const common = { joinedOn: '2026-03-10', amountPaid: 80_000, authorization: null } as const;
    ids.maria = await registerMember(app, {
      ...common,
      details: { name: 'María Ángela Núñez', phone: '310 555 1234', cedula: '1.023.456.789', birthday: '1991-03-20' },
    });
    ids.mario = await registerMember(app, {
      ...common,
      amountPaid: 30_000,
      details: { name: 'Mario Nuñez', phone: '320 111 2222', cedula: '52345678' },
    });
    ids.tina = await registerMember(app, {
      plan: 'ticket_book',
      joinedOn: '2026-03-01',
      amountPaid: 50_000,
      details: { name: 'Tina Tiquetera', phone: '315 000 0000', cedula: '1023456' },
    });
  });
  afterAll(() => app.close());

  const search = (q: string) => getJson(app, `/api/check-in?q=${encodeURIComponent(q)}`);

  it('R28: a whole cédula, typed with dots or scanned, finds its member alone', async () => {
    const found = await search('1.023.456.789');
    expect(found).toMatchObject({ total: 1, today: '2026-03-20' });
    expect(found.items.map((item: { id: string }) => item.id)).toEqual([ids.maria]);
  });

  it('R28: part of a cédula, a name without accents or a phone find every member containing it, by name', async () => {
    const names = async (q: string) => (await search(q)).items.map((item: { name: string }) => item.name);
    expect(await names('1023456')).toEqual(['Tina Tiquetera']);
    expect(await names('102345')).toEqual(['María Ángela Núñez', 'Tina Tiquetera']);
    expect(await names('NUNEZ')).toEqual(['María Ángela Núñez', 'Mario Nuñez']);
    expect(await names('angela nu')).toEqual(['María Ángela Núñez']);
    expect(await names('320-111')).toEqual(['Mario Nuñez']);
    expect(await search('   ')).toEqual({ items: [], total: 0, today: '2026-03-20' });
  });

  it('R28: each match says what the card shows: badge, verdict, expiry, debt, birthday today', async () => {
    const [maria] = (await search('1023456789')).items;
    expect(maria).toEqual({
      id: ids.maria,
      name: 'María Ángela Núñez',
      cedula: '1023456789',
      phone: '3105551234', // R37: stored as its digits
      plan: 'monthly',
      status: 'active',
      ticketBook: null,
      letIn: true,
      expiresOn: '2026-04-10',
      debt: 0,
      remainingTicketDays: null,
      visitedTodayAt: null,
      frozenUntil: null,
      birthdayToday: true,
      authorizationPending: true,
      photo: null,
    });
    const [mario] = (await search('52345678')).items;
    expect(mario).toMatchObject({ status: 'debt', letIn: false, debt: 50_000, birthdayToday: false });
  });

  it("R28: after checking in, the card gives today's visit; a Tiquetera its days left", async () => {
    clock.set('2026-03-20T07:42:00-05:00');
    expectStatus(await app.request('POST', `/api/members/${ids.tina}/visits`, { body: {} }), 201);
    const [tina] = (await search('Tina')).items;
    expect(tina).toMatchObject({
      plan: 'ticket_book',
      remainingTicketDays: 14,
      visitedTodayAt: '2026-03-20T12:42:00.000Z',
      letIn: true,
    });
    clock.set('2026-03-21T07:00:00-05:00');
    expect((await search('Tina')).items[0].visitedTodayAt).toBeNull();
  });

  it('refuses a search over 100 characters with 400', async () => {
    const response = await app.request('GET', `/api/check-in?q=${'a'.repeat(101)}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'REQUEST.TEXT_TOO_LONG', field: 'q' });
  });
});
