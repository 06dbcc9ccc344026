// POST /api/members/:id/attendances and /ticket-book/reset; GET the attendance histories (R5–R7, R19).
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectStatus, getJson, registerMember, settableClock } from './support/members-api.js';

const DAY = 86_400_000;
const dayAt = (first: string, days: number): string => new Date(Date.parse(first) + days * DAY).toISOString();

describe('attendance on the ticket book (Tiquetera)', () => {
  const clock = settableClock('2026-03-01T08:00:00-05:00');
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { clock });
  });
  afterAll(() => app.close());

  const mark = (id: string) => app.request('POST', `/api/members/${id}/attendances`, { body: {} });

  it('R5, R19: the first attendance answers 14 days left and sets the expiry 60 days on', async () => {
    clock.set('2026-03-01T08:00:00-05:00');
    const id = await registerMember(app, { plan: 'ticket_book', amountPaid: 50_000, joinedOn: '2026-03-01' });
    const response = await mark(id);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      attendanceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      position: expect.any(Number),
      remainingDays: 14,
    });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      ticketDaysUsed: 1,
      remainingTicketDays: 14,
      expiresOn: '2026-04-30',
      lastAttendanceOn: '2026-03-01',
      status: 'active',
    });
  });

  it("R7: a second attendance the same day is refused with 'La asistencia de hoy ya fue registrada.' and uses no day", async () => {
    clock.set('2026-03-02T07:00:00-05:00');
    const id = await registerMember(app, { plan: 'ticket_book' });
    expectStatus(await mark(id), 201);
    clock.set('2026-03-02T23:30:00-05:00'); // already 3 March in UTC (R1)
    const again = await mark(id);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      statusCode: 422,
      code: 'ATTENDANCE.ALREADY_MARKED_TODAY',
      message: 'La asistencia de hoy ya fue registrada.',
    });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ ticketDaysUsed: 1 });
  });

  it("R6, R7, §8: the 15th attendance leaves 0 days; the 16th is refused with the spec's text", async () => {
    const first = '2026-03-01T09:00:00-05:00';
    clock.set(first);
    const id = await registerMember(app, { plan: 'ticket_book', amountPaid: 50_000 });
    const remaining: number[] = [];
    for (let day = 0; day < 15; day += 1) {
      clock.set(dayAt(first, day));
      const response = await mark(id);
      expectStatus(response, 201);
      remaining.push(response.body.remainingDays);
    }
    expect(remaining).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    clock.set(dayAt(first, 15));
    const sixteenth = await mark(id);
    expect(sixteenth.status).toBe(422);
    expect(sixteenth.body).toEqual({
      statusCode: 422,
      code: 'ATTENDANCE.TICKET_BOOK_EXHAUSTED',
      message: 'El usuario ya ha consumido todos sus días de tiquetera.',
    });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      ticketDaysUsed: 15,
      remainingTicketDays: 0,
      expiresOn: '2026-04-30',
    });
    const history = await getJson(app, `/api/members/${id}/attendances?pageSize=5`);
    expect(history).toMatchObject({ total: 15, page: 1, pageSize: 5 });
    expect(history.items.map((entry: { attendedOn: string }) => entry.attendedOn)).toEqual([
      '2026-03-15',
      '2026-03-14',
      '2026-03-13',
      '2026-03-12',
      '2026-03-11',
    ]);
    expect(history.items[0]).toEqual({
      id: expect.any(String),
      memberId: id,
      memberName: 'José Pérez',
      attendedOn: '2026-03-15',
      attendedAt: '2026-03-15T14:00:00.000Z',
      plan: 'ticket_book',
    });
  });

  it('R5: a reset sets 0 used days and no expiry, keeps the history, and allows attendance again', async () => {
    clock.set('2026-03-20T09:00:00-05:00');
    const id = await registerMember(app, { plan: 'ticket_book', amountPaid: 50_000 });
    expectStatus(await mark(id), 201);
    const noReason = await app.request('POST', `/api/members/${id}/ticket-book/reset`, { body: {} });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Escribe el motivo: entre 5 y 200 caracteres.');
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ ticketDaysUsed: 1 });
    const reset = await app.request('POST', `/api/members/${id}/ticket-book/reset`, {
      body: { reason: 'Asistencia marcada por error' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.position).toBeGreaterThan(0);
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      ticketDaysUsed: 0,
      expiresOn: null,
      remainingTicketDays: 15,
    });
    expect((await getJson(app, `/api/members/${id}/attendances`)).total).toBe(1);
    const nothingToReset = await app.request('POST', `/api/members/${id}/ticket-book/reset`, {
      body: { reason: 'Asistencia marcada por error' },
    });
    expect(nothingToReset.body).toEqual({ position: 0 });
    clock.set('2026-03-21T07:00:00-05:00');
    expect((await mark(id)).body.remainingDays).toBe(14);
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ ticketDaysUsed: 1, expiresOn: '2026-05-20' });
  });

  it('R5: renewing a Tiquetera mid-book resets the used days and the expiry', async () => {
    clock.set('2026-03-21T09:00:00-05:00');
    const id = await registerMember(app, { plan: 'ticket_book', amountPaid: 50_000, joinedOn: '2026-03-21' });
    expectStatus(await mark(id), 201);
    clock.set('2026-03-22T09:00:00-05:00');
    expectStatus(await mark(id), 201);
    expectStatus(await app.request('POST', `/api/members/${id}/renewals`, { body: { amount: 50_000 } }), 201);
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      ticketDaysUsed: 0,
      expiresOn: null,
      joinedOn: '2026-03-22',
      debt: 0,
    });
  });

  it('attendance and reset are refused for other plans, unknown members and bodies with fields', async () => {
    const monthly = await registerMember(app, { plan: 'monthly' });
    const attendance = await mark(monthly);
    expect(attendance.status).toBe(422);
    expect(attendance.body.message).toBe('La asistencia solo se controla para el plan Tiquetera.');
    const reset = await app.request('POST', `/api/members/${monthly}/ticket-book/reset`, {
      body: { reason: 'Asistencia marcada por error' },
    });
    expect(reset.status).toBe(422);
    expect(reset.body.message).toBe('Solo se puede reiniciar la tiquetera de un usuario con plan Tiquetera.');
    const unknown = await mark('6d0c1f9e-1111-4a4a-8b8b-222222222222');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Usuario no encontrado.');
    const withFields = await app.request('POST', `/api/members/${monthly}/attendances`, {
      body: { day: '2026-01-01' },
    });
    expect(withFields.status).toBe(400);
    expect(withFields.body).toMatchObject({ code: 'REQUEST.UNKNOWN_FIELD', field: 'day' });
  });

  it('R16: the global attendance history lists every member, newest first, paged', async () => {
    const all = await getJson(app, '/api/attendances?pageSize=100');
    expect(all.total).toBe(21);
    const keys = all.items.map(
      (entry: { attendedOn: string; attendedAt: string }) => `${entry.attendedOn} ${entry.attendedAt}`,
    );
    expect(keys).toEqual([...keys].sort().reverse());
    expect(await getJson(app, '/api/attendances?page=2&pageSize=7')).toMatchObject({
      total: 21,
      page: 2,
      pageSize: 7,
      items: all.items.slice(7, 14),
    });
  });
});
