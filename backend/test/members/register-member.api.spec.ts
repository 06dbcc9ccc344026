// POST /api/members and GET /api/members/:id: registration per plan, the values it decides, and
// every way a bad body is refused (400, the catalogue's Spanish text, nothing recorded).
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectStatus, getJson, registerBody, registerMember, settableClock } from './support/members-api.js';

describe('registering a member', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { clock: settableClock('2026-03-15T10:00:00-05:00') });
  });
  afterAll(() => app.close());

  it('answers 201 with the new id and the position of its last event', async () => {
    const response = await app.request('POST', '/api/members', { body: registerBody() });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ memberId: expect.stringMatching(/^[0-9a-f-]{36}$/), position: expect.any(Number) });
    expect(response.body.position).toBeGreaterThan(0);
  });

  it('§3, §9, R4: a Mensualidad costs 80 000 and runs one calendar month, clamped (31 Jan → 28 Feb)', async () => {
    const id = await registerMember(app, { plan: 'monthly', joinedOn: '2026-01-31', amountPaid: 30_000 });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      plan: 'monthly',
      planPrice: 80_000,
      amountPaid: 30_000,
      debt: 50_000,
      joinedOn: '2026-01-31',
      expiresOn: '2026-02-28',
      status: 'debt',
      totalPaid: 30_000,
      registeredAt: '2026-03-15T15:00:00.000Z',
    });
  });

  it('R4: a Quincena costs 40 000 and runs 15 days', async () => {
    const id = await registerMember(app, { plan: 'fortnight', joinedOn: '2026-03-10', amountPaid: 40_000 });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      planPrice: 40_000,
      debt: 0,
      expiresOn: '2026-03-25',
      status: 'active',
    });
  });

  it('R5: a Tiquetera costs 50 000, has no expiry and 15 days left', async () => {
    const id = await registerMember(app, { plan: 'ticket_book', amountPaid: 0 });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      planPrice: 50_000,
      debt: 50_000,
      expiresOn: null,
      ticketDaysUsed: 0,
      remainingTicketDays: 15,
      lastAttendanceOn: null,
    });
  });

  it('R9: paying more than the price owes nothing', async () => {
    const id = await registerMember(app, { plan: 'fortnight', joinedOn: '2026-03-10', amountPaid: 55_000 });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ amountPaid: 55_000, debt: 0, totalPaid: 55_000 });
  });

  it("R10: an amount paid > 0 records an 'Inicial' payment dated the entry date with the plan; 0 records none", async () => {
    const paying = await registerMember(app, { plan: 'fortnight', joinedOn: '2026-03-02', amountPaid: 25_000 });
    const payments = await getJson(app, `/api/members/${paying}/payments`);
    expect(payments).toMatchObject({ totalPaid: 25_000, count: 1 });
    expect(payments.items[0]).toMatchObject({
      paymentType: 'initial',
      amount: 25_000,
      paidOn: '2026-03-02',
      plan: 'fortnight',
    });
    const free = await registerMember(app, { amountPaid: 0 });
    expect(await getJson(app, `/api/members/${free}/payments`)).toEqual({ items: [], totalPaid: 0, count: 0 });
  });

  it('R12: the profile computes the IMC and its category; none without weight or height', async () => {
    const id = await registerMember(app, { details: { weightKg: 95, heightCm: 170 } });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ imc: 32.87, imcCategory: 'obesity1' });
    const unknown = await registerMember(app, { details: { weightKg: null, heightCm: 170 } });
    expect(await getJson(app, `/api/members/${unknown}`)).toMatchObject({ imc: null, imcCategory: null });
  });

  it('keeps what was typed, trimmed, and defaults the optional fields (spec §5)', async () => {
    const body = {
      details: { name: '  Laura Gil ', address: 'Cra 7', phone: '3105550000', gender: 'female' },
      plan: 'monthly',
      joinedOn: '2026-03-01',
      amountPaid: 0,
    };
    const response = await app.request('POST', '/api/members', { body });
    expectStatus(response, 201);
    expect(await getJson(app, `/api/members/${response.body.memberId}`)).toMatchObject({
      name: 'Laura Gil',
      gender: 'female',
      birthday: null,
      notes: '',
      weightKg: null,
      heightCm: null,
    });
  });

  describe('refuses a bad body with 400 and the Spanish text, recording nothing', () => {
    const cases: ReadonlyArray<readonly [string, unknown, string, string, string]> = [
      [
        'no name',
        registerBody({ details: { name: '  ' } }),
        'MEMBER.NAME_REQUIRED',
        'El nombre es obligatorio.',
        'details.name',
      ],
      [
        'no address',
        registerBody({ details: { address: '' } }),
        'MEMBER.ADDRESS_REQUIRED',
        'La dirección es obligatoria.',
        'details.address',
      ],
      [
        'no phone',
        registerBody({ details: { phone: '' } }),
        'MEMBER.PHONE_REQUIRED',
        'El teléfono es obligatorio.',
        'details.phone',
      ],
      [
        'a bad gender',
        registerBody({ details: { gender: 'x' as 'male' } }),
        'MEMBER.GENDER_INVALID',
        'Selecciona un género válido.',
        'details.gender',
      ],
      ['a bad plan', registerBody({ plan: 'yearly' }), 'MEMBER.PLAN_INVALID', 'Selecciona un plan válido.', 'plan'],
      [
        'no entry date',
        { ...registerBody(), joinedOn: undefined },
        'MEMBER.JOINED_ON_INVALID',
        'La fecha de ingreso es obligatoria y debe ser una fecha válida.',
        'joinedOn',
      ],
      [
        '30 February',
        registerBody({ joinedOn: '2026-02-30' }),
        'MEMBER.JOINED_ON_INVALID',
        'La fecha de ingreso es obligatoria y debe ser una fecha válida.',
        'joinedOn',
      ],
      [
        'a negative amount paid',
        registerBody({ amountPaid: -1 }),
        'PAYMENT.INVALID_AMOUNT',
        'Por favor ingrese un monto válido',
        'amountPaid',
      ],
      [
        'cents (R3)',
        registerBody({ amountPaid: 10.5 }),
        'PAYMENT.INVALID_AMOUNT',
        'Por favor ingrese un monto válido',
        'amountPaid',
      ],
      [
        'an amount paid over the R26 limit',
        registerBody({ amountPaid: 10_000_001 }),
        'PAYMENT.AMOUNT_TOO_LARGE',
        'El monto supera el máximo permitido ($ 10.000.000).',
        'amountPaid',
      ],
      [
        'a negative weight',
        registerBody({ details: { weightKg: -3 } }),
        'MEMBER.WEIGHT_INVALID',
        'El peso debe ser un número entre 2 y 400 kg.',
        'details.weightKg',
      ],
      [
        'a height over 300 cm',
        registerBody({ details: { heightCm: 301 } }),
        'MEMBER.HEIGHT_INVALID',
        'La altura debe ser un número entre 50 y 250 cm.',
        'details.heightCm',
      ],
      [
        'a bad birthday',
        registerBody({ details: { birthday: '1990-13-01' } }),
        'MEMBER.BIRTHDAY_INVALID',
        'La fecha de cumpleaños no es válida.',
        'details.birthday',
      ],
      [
        'an unknown field',
        { ...registerBody(), debt: 0 },
        'REQUEST.UNKNOWN_FIELD',
        'La solicitud contiene campos no permitidos.',
        'debt',
      ],
      [
        'a name too long',
        registerBody({ details: { name: 'x'.repeat(121) } }),
        'REQUEST.TEXT_TOO_LONG',
        'Uno de los textos supera la longitud máxima permitida.',
        'details.name',
      ],
    ];

    it.each(cases)('%s', async (_case, body, code, message, field) => {
      const before = (await getJson(app, '/api/members')).total;
      const response = await app.request('POST', '/api/members', { body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, code, message, field });
      expect((await getJson(app, '/api/members')).total).toBe(before);
    });

    it('a body that is not an object', async () => {
      const response = await app.request('POST', '/api/members', { body: [1, 2] });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Los datos enviados no son válidos. Revisa el formulario.');
    });
  });

  it("an unknown or malformed id answers 404 'Usuario no encontrado.'", async () => {
    for (const id of ['6d0c1f9e-1111-4a4a-8b8b-222222222222', 'not-a-uuid', '1']) {
      const response = await app.request('GET', `/api/members/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, code: 'MEMBER.NOT_FOUND', message: 'Usuario no encontrado.' });
    }
  });
});
