// R43: what an imported row says was paid is a saldo migrado. It counts in the member's amount paid
// and debt, but it is no money of any day: not in any cierre (open or closed), the per-staff totals,
// the month's income, the income history, the gym's payments or their CSV; it has no receipt. An
// Administrador corrects it with a void that moves no cash either. So a row dated on a closed day
// comes in too: it brings no money into that day.
import { csvFile, SHEET_HEADERS, type FixtureCell } from '../../src/members/member-import/testing/spreadsheets.js';
import { importSheet, sessionCookie } from '../members/support/member-import-api.js';
import { expectStatus, getJson, settableClock } from '../members/support/members-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const H = SHEET_HEADERS;
const row = (cells: Partial<Record<(typeof H)[number], FixtureCell>>): FixtureCell[] =>
  H.map((header) => cells[header] ?? null);
const member = (name: string, phone: string, joinedOn: string, paid: number) =>
  row({
    Nombre: name,
    Teléfono: phone,
    Dirección: 'Calle 10 # 5-20',
    Género: 'Femenino',
    Plan: 'Mensualidad',
    'Fecha de ingreso': joinedOn,
    Pagado: paid,
  });

describe('R43: an imported balance is a saldo migrado, no income', () => {
  const clock = settableClock('2026-03-10T19:30:00-05:00');
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
  });
  afterAll(() => app.close());

  it('R43: rows paying on a closed day, an open day and today all come in; no cierre, income or payment list counts them', async () => {
    expectStatus(await app.request('POST', '/api/cash-closing/2026-03-05/close', { body: { countedCash: 0 } }), 201);
    const before = await getJson(app, '/api/dashboard');
    const file = csvFile([
      [...H],
      member('Paga Cerrado', '3001110001', '05/03/2026', 40_000),
      member('Sin Pago Cerrado', '3001110002', '05/03/2026', 0),
      member('Paga Abierto', '3001110003', '06/03/2026', 30_000),
      member('Paga Hoy', '3001110004', '10/03/2026', 80_000),
    ]);
    const result = await importSheet(app, file, {
      dryRun: false,
      fileName: 'socios.csv',
      cookie: await sessionCookie(app),
    });
    expect(result).toMatchObject({ toImport: 4, imported: 4, errors: [] });

    const members = (await getJson(app, '/api/members')).items as { id: string; name: string }[];
    const idOf = (name: string) => members.find((found) => found.name === name)?.id ?? '';
    expect(await getJson(app, `/api/members/${idOf('Paga Abierto')}`)).toMatchObject({
      amountPaid: 30_000,
      debt: 50_000,
    });

    for (const day of ['2026-03-05', '2026-03-06', '2026-03-10']) {
      expect(await getJson(app, `/api/cash-closing?date=${day}`)).toMatchObject({ total: 0, count: 0, payments: [] });
    }
    const after = await getJson(app, '/api/dashboard');
    expect(after.totalIncome).toBe(before.totalIncome);
    expect(after.monthIncome).toBe(before.monthIncome);
    expect(after.monthlyIncome).toEqual(before.monthlyIncome);
    expect((await getJson(app, '/api/payments')).total).toBe(0);
    // A saldo migrado is 'Sin especificar': that method's list leaves it out too.
    expect(await getJson(app, '/api/payments?method=unspecified')).toMatchObject({ total: 0, items: [] });

    // The member's own payments show it, as 'Saldo migrado' without a receipt; asking its receipt says why.
    const own = await getJson(app, `/api/members/${idOf('Paga Hoy')}/payments`);
    expect(own).toMatchObject({ totalPaid: 80_000, count: 1 });
    expect(own.items[0]).toMatchObject({ paymentType: 'opening_balance', receiptNumber: null, amount: 80_000 });
    const receipt = await app.request('GET', `/api/receipts/${own.items[0].id}`);
    expect(receipt.status).toBe(404);
    expect(receipt.body.message).toBe(
      'Un saldo migrado no tiene recibo: es lo que la hoja importada decía que estaba pagado.',
    );

    // R43: the correction is a void with a reason; the debt follows, and today's cierre does not move.
    const voided = await app.request('POST', `/api/payments/${own.items[0].id}/void`, {
      body: { reason: 'La hoja tenía mal el saldo' },
    });
    expectStatus(voided, 201);
    expect(await getJson(app, `/api/members/${idOf('Paga Hoy')}`)).toMatchObject({ amountPaid: 0, debt: 80_000 });
    expect(await getJson(app, '/api/cash-closing?date=2026-03-10')).toMatchObject({ total: 0, count: 0, voids: [] });
    expect((await getJson(app, '/api/dashboard')).monthIncome).toBe(before.monthIncome);
    expect((await getJson(app, `/api/members/${idOf('Paga Hoy')}/payments`)).totalPaid).toBe(0);
  });

  it('R43: a payment taken at the desk the same day still counts, with its receipt', async () => {
    const [first] = (await getJson(app, '/api/members')).items as { id: string }[];
    expectStatus(
      await app.request('POST', `/api/members/${first!.id}/payments`, {
        body: { paymentType: 'installment', amount: 10_000, method: 'cash' },
      }),
      201,
    );
    expect(await getJson(app, '/api/cash-closing?date=2026-03-10')).toMatchObject({ total: 10_000, count: 1 });
    const payments = await getJson(app, '/api/payments');
    expect(payments.total).toBe(1);
    expect(payments.items[0].receiptNumber).toBe('R-000001');
  });
});
