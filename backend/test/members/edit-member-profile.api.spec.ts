// PATCH /api/members/:id (the profile form, spec §4, R8, R9) and DELETE /api/members/:id.
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectStatus, getJson, registerMember, settableClock } from './support/members-api.js';

describe('editing and deleting a member', () => {
  const clock = settableClock('2026-03-15T10:00:00-05:00');
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { clock });
  });
  afterAll(() => app.close());

  const patch = (id: string, body: unknown) => app.request('PATCH', `/api/members/${id}`, { body });

  it('changes personal details and answers 200 with a position', async () => {
    const id = await registerMember(app);
    const response = await patch(id, { details: { name: 'José Pérez Díaz', address: 'Cra 1', notes: 'Asma' } });
    expect(response.status).toBe(200);
    expect(response.body.position).toBeGreaterThan(0);
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      name: 'José Pérez Díaz',
      address: 'Cra 1',
      notes: 'Asma',
      phone: '3001234567', // R37: stored as its digits
    });
  });

  it('R12: a new weight or height recomputes the IMC and its category', async () => {
    const id = await registerMember(app, { details: { weightKg: 60, heightCm: 180 } });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ imc: 18.52, imcCategory: 'normal' });
    expectStatus(await patch(id, { details: { weightKg: 58.5 } }), 200);
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      weightKg: 58.5,
      imc: 18.06,
      imcCategory: 'underweight',
    });
  });

  it('R8, R9: a plan change takes the new price, recomputes the expiry and floors the debt', async () => {
    const id = await registerMember(app, { plan: 'monthly', joinedOn: '2026-03-01', amountPaid: 60_000 });
    expectStatus(await patch(id, { plan: 'fortnight' }), 200);
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      plan: 'fortnight',
      planPrice: 40_000,
      expiresOn: '2026-03-16',
      amountPaid: 60_000,
      debt: 0,
      status: 'active',
    });
  });

  it('R8: a new entry date recomputes the expiry', async () => {
    const id = await registerMember(app, { plan: 'monthly', joinedOn: '2026-03-01' });
    expectStatus(await patch(id, { joinedOn: '2026-01-31' }), 200);
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      joinedOn: '2026-01-31',
      expiresOn: '2026-02-28',
      status: 'debt',
    });
  });

  it('R8: leaving the Tiquetera starts with 0 used days and the new plan expiry', async () => {
    const id = await registerMember(app, { plan: 'ticket_book', joinedOn: '2026-03-01', amountPaid: 50_000 });
    expectStatus(await app.request('POST', `/api/members/${id}/attendances`, { body: {} }), 201);
    expectStatus(await patch(id, { plan: 'monthly' }), 200);
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      plan: 'monthly',
      ticketDaysUsed: 0,
      expiresOn: '2026-04-01',
      debt: 30_000,
    });
  });

  it('R9: correcting the amount paid above the price owes nothing (never a negative debt)', async () => {
    const id = await registerMember(app, { plan: 'fortnight', amountPaid: 0 });
    const before = (await getJson(app, '/api/dashboard')).pendingDebts;
    expectStatus(await patch(id, { amountPaid: 90_000 }), 200);
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ amountPaid: 90_000, debt: 0 });
    // The member's 40 000 leaves the pending debts, and nothing more (an unfloored −50 000 would).
    expect((await getJson(app, '/api/dashboard')).pendingDebts).toBe(before - 40_000);
  });

  it('saving without changes records nothing (position 0)', async () => {
    const id = await registerMember(app);
    const response = await patch(id, { details: { name: 'José Pérez' }, plan: 'monthly' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ position: 0 });
  });

  it('refuses bad fields with 400 and the catalogue text, and changes nothing', async () => {
    const id = await registerMember(app);
    const cases = [
      [{ details: { name: '' } }, 'El nombre es obligatorio.', 'details.name'],
      [{ plan: 'anual' }, 'Selecciona un plan válido.', 'plan'],
      [{ amountPaid: -5 }, 'Por favor ingrese un monto válido', 'amountPaid'],
      [{ joinedOn: '15/03/2026' }, 'La fecha de ingreso es obligatoria y debe ser una fecha válida.', 'joinedOn'],
      [{ details: { debt: 0 } }, 'La solicitud contiene campos no permitidos.', 'details.debt'],
    ] as const;
    for (const [body, message, field] of cases) {
      const response = await patch(id, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message, field });
    }
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      name: 'José Pérez',
      plan: 'monthly',
      amountPaid: 0,
    });
  });

  it("an unknown member answers 404 'Usuario no encontrado.'", async () => {
    const response = await patch('6d0c1f9e-1111-4a4a-8b8b-222222222222', { details: { name: 'X' } });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Usuario no encontrado.');
  });

  it('R22: deleting answers 200; the member is then unknown to every read and command', async () => {
    const id = await registerMember(app, { details: { name: 'Borrado Total' } });
    const deleted = await app.request('DELETE', `/api/members/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.position).toBeGreaterThan(0);
    for (const path of [
      `/api/members/${id}`,
      `/api/members/${id}/payments`,
      `/api/members/${id}/attendances`,
      `/api/members/${id}/body-compositions`,
    ]) {
      const response = await app.request('GET', path);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Usuario no encontrado.');
    }
    expect((await app.request('DELETE', `/api/members/${id}`)).status).toBe(404);
    expect((await patch(id, { details: { name: 'Vuelve' } })).status).toBe(404);
    expect((await getJson(app, '/api/members?search=borrado')).total).toBe(0);
  });
});
