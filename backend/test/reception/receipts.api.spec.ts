// GET /api/receipts/:paymentId (issue 10): what a printed receipt says, the same every time it is printed.
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectStatus, getJson, registerMember, settableClock } from '../members/support/members-api.js';

describe('receipts', () => {
  const clock = settableClock('2026-03-15T10:00:00-05:00');
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ GYM_NAME: 'Gimnasio Titanes' }, { clock });
  });
  afterAll(() => app.close());

  const pay = async (id: string, body: object): Promise<string> => {
    const response = await app.request('POST', `/api/members/${id}/payments`, { body });
    expectStatus(response, 201);
    return response.body.paymentId as string;
  };

  it('names the gym, the member with cédula, the amount in words, method, new expiry, debt left and who took it', async () => {
    const id = await registerMember(app, {
      details: { name: 'Ana Pérez', cedula: '1.023.456.789' },
      plan: 'monthly',
      joinedOn: '2026-03-01',
    });
    const paymentId = await pay(id, {
      paymentType: 'installment',
      amount: 50_000,
      paidOn: '2026-03-15',
      method: 'transfer',
      reference: 'TRX-77',
    });
    const receipt = await getJson(app, `/api/receipts/${paymentId}`);
    expect(receipt).toEqual({
      paymentId,
      receiptNumber: 'R-000001',
      gymName: 'Gimnasio Titanes',
      memberId: id,
      memberName: 'Ana Pérez',
      memberDeleted: false,
      cedula: '1023456789',
      paidOn: '2026-03-15',
      recordedAt: '2026-03-15T15:00:00.000Z',
      paymentType: 'installment',
      plan: 'monthly',
      planName: 'Mensualidad',
      amount: 50_000,
      amountInWords: 'cincuenta mil pesos',
      method: 'transfer',
      reference: 'TRX-77',
      expiresOn: '2026-04-01',
      // Issue 41: an installment moves no expiry.
      expiryChanged: false,
      debt: 30_000,
      // R39: an installment carries no discount.
      discount: null,
      staffName: 'Administrador',
      voided: null,
      // Issue 30: none saved yet; the name printed is the one the app was started with.
      gym: { name: '', nit: '', address: '', phone: '', receiptFooter: '', printedName: 'Gimnasio Titanes' },
    });
  });

  it('a renewal’s receipt shows the new expiry; an earlier receipt still shows what it did then', async () => {
    const id = await registerMember(app, {
      details: { name: 'Luis Gómez' },
      plan: 'fortnight',
      joinedOn: '2026-02-01',
      amountPaid: 10_000,
    });
    const first = await pay(id, { paymentType: 'installment', amount: 10_000, paidOn: '2026-03-15' });
    const renewal = await app.request('POST', `/api/members/${id}/renewals`, {
      body: { amount: 40_000, method: 'daviplata' },
    });
    expectStatus(renewal, 201);
    await app.request('PATCH', `/api/members/${id}`, { body: { details: { name: 'Luis Alberto Gómez' } } });
    expect(await getJson(app, `/api/receipts/${renewal.body.paymentId}`)).toMatchObject({
      receiptNumber: 'R-000004',
      memberName: 'Luis Gómez',
      paymentType: 'renewal',
      amountInWords: 'cuarenta mil pesos',
      method: 'daviplata',
      expiresOn: '2026-03-30',
      expiryChanged: true,
      debt: 0,
    });
    expect(await getJson(app, `/api/receipts/${first}`)).toMatchObject({
      receiptNumber: 'R-000003',
      expiresOn: '2026-02-16',
      expiryChanged: false,
      debt: 20_000,
      method: 'cash',
    });
  });

  it('R22: a deleted member’s receipt can still be printed; an unknown one is not found', async () => {
    const id = await registerMember(app, { details: { name: 'Marta Ruiz' }, amountPaid: 80_000 });
    const { items } = await getJson(app, `/api/members/${id}/payments`);
    expectStatus(await app.request('DELETE', `/api/members/${id}`), 200);
    expect(await getJson(app, `/api/receipts/${items[0].id}`)).toMatchObject({
      memberName: 'Marta Ruiz',
      paymentType: 'initial',
      amountInWords: 'ochenta mil pesos',
      // A registration sets the expiry.
      expiryChanged: true,
    });
    for (const unknown of ['6d0c1f9e-1111-4a4a-8b8b-222222222222', 'no-es-un-id']) {
      const response = await app.request('GET', `/api/receipts/${unknown}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Recibo no encontrado.');
    }
  });

  it('the payment histories carry the receipt number and the method', async () => {
    const { items } = await getJson(app, '/api/payments?pageSize=100');
    expect(items.map((p: { receiptNumber: string }) => p.receiptNumber).sort()).toEqual(
      Array.from({ length: items.length }, (_, index) => `R-${String(index + 1).padStart(6, '0')}`),
    );
    expect(items.find((p: { method: string }) => p.method === 'daviplata')).toMatchObject({ paymentType: 'renewal' });
  });
});
