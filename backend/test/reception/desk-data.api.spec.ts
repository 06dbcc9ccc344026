// Issue 30 over HTTP: the gym's details (Administrador saves them, receipts print them), each account's
// own display name ('Mi cuenta', receipts and histories follow it), R36's name-and-phone matches and
// R37's refusals, with what each role may do.
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';
import { expectStatus, getJson, registerMember, settableClock } from '../members/support/members-api.js';

const FORBIDDEN = { code: 'AUTH.FORBIDDEN' };

describe('the desk data of issue 30', () => {
  let app: TestApp;
  let reception: TestClient;
  beforeAll(async () => {
    app = await startTestApp({ GYM_NAME: 'Gimnasio' }, { clock: settableClock('2026-03-15T10:00:00-05:00') });
    const account = { email: 'caja@gimnasio.test', password: 'clave-de-caja-2026' };
    const created = await app.request('POST', '/api/staff', {
      body: { ...account, displayName: 'Recepción', role: 'reception' },
    });
    expectStatus(created, 201);
    reception = app.newClient();
    expectStatus(await reception.signIn(account), 200);
  });
  afterAll(() => app.close());

  const titanes = {
    name: ' Gimnasio Titanes ',
    nit: '900.123.456-7',
    address: 'Calle 10 # 5-20, Medellín',
    phone: '+57 604 555 1234',
    receiptFooter: 'Gracias por entrenar con nosotros',
  };

  it('only an Administrador saves the gym details; every account reads them, the phone stored by R37', async () => {
    const refused = await reception.request('POST', '/api/settings/gym-details', { body: titanes });
    expect(refused).toMatchObject({ status: 403, body: FORBIDDEN });
    expect((await reception.request('GET', '/api/settings/gym-details')).body).toMatchObject({
      printedName: 'Gimnasio',
    });

    expectStatus(await app.request('POST', '/api/settings/gym-details', { body: titanes }), 201);
    const read = await reception.request('GET', '/api/settings/gym-details');
    expect(read.body).toEqual({
      name: 'Gimnasio Titanes',
      nit: '900.123.456-7',
      address: 'Calle 10 # 5-20, Medellín',
      phone: '6045551234',
      receiptFooter: 'Gracias por entrenar con nosotros',
      printedName: 'Gimnasio Titanes',
    });
  });

  it.each([
    [{ nit: 'NIT-ABC' }, 'SETTINGS.NIT_INVALID', 'nit'],
    [{ phone: '555 1234' }, 'MEMBER.PHONE_INVALID', 'phone'],
    [{ receiptFooter: 'a\nb\nc\nd' }, 'SETTINGS.FOOTER_TOO_LONG', 'receiptFooter'],
    [{ web: 'x' }, 'REQUEST.UNKNOWN_FIELD', 'web'],
  ])('refuses gym details %j with %s under its field, changing nothing', async (change, code, field) => {
    const answer = await app.request('POST', '/api/settings/gym-details', { body: { ...titanes, ...change } });
    expect(answer).toMatchObject({ status: 400, body: { code, field } });
    expect((await getJson(app, '/api/settings/gym-details')).nit).toBe('900.123.456-7');
  });

  it("each account renames itself in 'Mi cuenta'; its receipts, old ones too, name it so (R23)", async () => {
    const memberId = await registerMember(app, { details: { name: 'Ana Recibo' }, joinedOn: '2026-03-01' });
    const paid = await reception.request('POST', `/api/members/${memberId}/payments`, {
      body: { paymentType: 'additional', amount: 30_000, paidOn: '2026-03-15' },
    });
    expectStatus(paid, 201);
    const receiptPath = `/api/receipts/${paid.body.paymentId as string}`;
    expect((await getJson(app, receiptPath)).staffName).toBe('Recepción');

    const renamed = await reception.request('POST', '/api/auth/display-name', {
      body: { displayName: ' Luisa Gómez ' },
    });
    expectStatus(renamed, 200);
    expect((await reception.request('GET', '/api/auth/me')).body).toMatchObject({ displayName: 'Luisa Gómez' });
    const receipt = (await reception.request('GET', receiptPath)).body;
    expect(receipt).toMatchObject({ staffName: 'Luisa Gómez', gymName: 'Gimnasio Titanes' });
    expect(receipt.gym).toMatchObject({ nit: '900.123.456-7', phone: '6045551234' });
    // The Administrador's own name is untouched: a route renames only the account that calls it.
    expect((await app.request('GET', '/api/auth/me')).body).toMatchObject({ displayName: 'Administrador' });
    const blank = await reception.request('POST', '/api/auth/display-name', { body: { displayName: '  ' } });
    expect(blank).toMatchObject({ status: 400, body: { code: 'STAFF.DISPLAY_NAME_REQUIRED', field: 'displayName' } });
  });

  it('R36: GET /api/member-matches finds the same name (accents, case) and phone digits, for every account', async () => {
    await registerMember(app, { details: { name: 'Luz Dary Guiza', phone: '310 555 1234' } });
    const matches = async (name: string, phone: string) =>
      (
        await reception.request(
          'GET',
          `/api/member-matches?name=${encodeURIComponent(name)}&phone=${encodeURIComponent(phone)}`,
        )
      ).body.items.map((item: { name: string }) => item.name);
    expect(await matches('LUZ DARY GÜIZA', '+57 310-555-1234')).toEqual(['Luz Dary Guiza']);
    expect(await matches('Luz Dary Guiza', '3105551235')).toEqual([]);
    expect(await matches('Luz Guiza', '3105551234')).toEqual([]);
    // The server still registers a second one when asked: the desk asks first.
    await registerMember(app, { details: { name: 'Luz Dary Guiza', phone: '3105551234' } });
    expect(await matches('Luz Dary Guiza', '3105551234')).toHaveLength(2);
  });

  it('R36 and R37 at registration: Pago realizado must be sent; phone, height and weight are checked', async () => {
    const body = {
      details: { name: 'Pedro Páez', address: 'Calle 1', phone: '3001234567', gender: 'male' },
      plan: 'monthly',
      joinedOn: '2026-03-01',
    };
    for (const [change, code, field] of [
      [{}, 'MEMBER.AMOUNT_PAID_REQUIRED', 'amountPaid'],
      [{ amountPaid: 0, details: { ...body.details, phone: 'abc' } }, 'MEMBER.PHONE_INVALID', 'details.phone'],
      [{ amountPaid: 0, details: { ...body.details, heightCm: 1.78 } }, 'MEMBER.HEIGHT_IN_METRES', 'details.heightCm'],
      [{ amountPaid: 0, details: { ...body.details, weightKg: 0 } }, 'MEMBER.WEIGHT_INVALID', 'details.weightKg'],
    ] as const) {
      const answer = await reception.request('POST', '/api/members', { body: { ...body, ...change } });
      expect(answer).toMatchObject({ status: 400, body: { code, field } });
    }
    expect((await getJson(app, '/api/members?search=paez')).total).toBe(0);
  });
});
