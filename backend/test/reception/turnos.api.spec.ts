// R41: 'Turnos de caja' through the API, per role. The morning desk opens a turno with a 50.000
// base, takes payments, a mistaken one is voided, a supplier is paid from the drawer, and she
// closes 5.000 short; the next turno opens at once. With no turno open, the first money opens one
// by itself (base 0); bad input says why in Spanish and appends nothing; the day's closing closes
// the open turno and sums the turnos.
import ExcelJS from 'exceljs';
import { eventStoreOf, projected } from '../auth/auth-test-helpers.js';
import { expectStatus, getJson, registerMember, settableClock } from '../members/support/members-api.js';
import { receptionClient } from '../support/reception-client.js';
import { startTestApp, TEST_ADMIN, type TestApp, type TestClient } from '../support/test-app.js';

const DAY = '2026-03-10';

describe('R41: turnos de caja', () => {
  const clock = settableClock(`${DAY}T08:00:00-05:00`);
  let app: TestApp;
  let desk: TestClient;
  let ana: string;

  const pay = (client: TestClient, amount: number, method = 'cash') =>
    client.request('POST', `/api/members/${ana}/payments`, {
      body: { paymentType: 'installment', amount, paidOn: DAY, method },
    });
  const head = async () => eventStoreOf(app).headPosition();
  const deskJson = async (path: string): Promise<any> => (await desk.request('GET', path)).body;

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    desk = await receptionClient(app);
    ana = await registerMember(app, { details: { name: 'Ana Pérez' }, joinedOn: '2026-03-01' });
  });
  afterAll(() => app.close());

  it('R41: before any turno, the current turno is none: the next money opens one with base 0', async () => {
    expect(await getJson(app, '/api/turnos/current')).toEqual({ day: DAY, dayStatus: 'open', turno: null });
  });

  it.each([
    [{ base: -1 }, 'TURNO.BASE_INVALID'],
    [{ base: 1.5 }, 'TURNO.BASE_INVALID'],
    [{}, 'TURNO.BASE_INVALID'],
    [{ base: 100_000_001 }, 'TURNO.AMOUNT_TOO_LARGE'],
  ])('R41: opening with %j is refused (400) with %s, and nothing is appended', async (body, code) => {
    const before = await head();
    const refused = await desk.request('POST', '/api/turnos', { body });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 400, code });
    expect(await head()).toBe(before);
  });

  it('R41: Recepción opens the morning turno with a 50.000 base; a second open turno is refused', async () => {
    const opened = await desk.request('POST', '/api/turnos', { body: { base: 50_000 } });
    expectStatus(opened, 201);
    expect(opened.body.turnoId).toBe(`${DAY}-1`);
    const before = await head();
    const second = await app.request('POST', '/api/turnos', { body: { base: 0 } });
    expect({ status: second.status, body: second.body }).toMatchObject({
      status: 409,
      body: {
        code: 'TURNO.ALREADY_OPEN',
        message: 'Ya hay un turno abierto desde las 08:00. Ciérralo antes de abrir otro.',
      },
    });
    expect(await head()).toBe(before);
    await projected(app);
    expect(await getJson(app, '/api/turnos/current')).toMatchObject({
      turno: {
        turnoId: `${DAY}-1`,
        number: 1,
        base: 50_000,
        automatic: false,
        openedBy: 'Laura Recepción',
        expectedCash: 50_000,
      },
    });
  });

  it('R41 + R42: payments go into it, a mistaken one is voided, a withdrawal; the expected cash follows', async () => {
    clock.set(`${DAY}T09:00:00-05:00`);
    expectStatus(await pay(desk, 80_000), 201);
    expectStatus(await pay(desk, 30_000, 'nequi'), 201);
    const mistaken = await pay(desk, 800_000);
    expectStatus(mistaken, 201);
    const voided = await app.request('POST', `/api/payments/${mistaken.body.paymentId as string}/void`, {
      body: { reason: 'Digitó 800.000 en vez de 80.000' },
    });
    expectStatus(voided, 201);
    await projected(app);
    const over = await desk.request('POST', '/api/turnos/current/withdrawals', {
      body: { amount: 130_001, reason: 'Pago al proveedor de agua' },
    });
    expect({ status: over.status, code: over.body.code }).toEqual({ status: 422, code: 'TURNO.WITHDRAWAL_OVER_CASH' });
    const shortReason = await desk.request('POST', '/api/turnos/current/withdrawals', {
      body: { amount: 10_000, reason: 'agua' },
    });
    expect({ status: shortReason.status, code: shortReason.body.code }).toEqual({
      status: 400,
      code: 'REQUEST.REASON_INVALID',
    });
    expectStatus(
      await desk.request('POST', '/api/turnos/current/withdrawals', {
        body: { amount: 20_000, reason: 'Pago al proveedor de agua' },
      }),
      201,
    );
    await projected(app);
    const { turno } = await getJson(app, '/api/turnos/current');
    // 50.000 + 80.000 + 800.000 − 800.000 − 20.000
    expect(turno).toMatchObject({ expectedCash: 110_000, withdrawalsTotal: 20_000, total: 110_000, paymentsCount: 3 });
    // R42: the void of her own turno's payment nets against the receptionist, who took it.
    expect(turno.byStaff).toEqual([
      expect.objectContaining({ staffName: 'Laura Recepción', count: 3, total: 110_000, refunds: 0 }),
    ]);
  });

  it('R41: she closes 5.000 short (Faltante); closing it again is refused; the next turno opens at once', async () => {
    clock.set(`${DAY}T14:00:00-05:00`);
    const bad = await desk.request('POST', `/api/turnos/${DAY}-1/close`, { body: { countedCash: -5 } });
    expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 400, code: 'TURNO.COUNTED_INVALID' });
    expectStatus(await desk.request('POST', `/api/turnos/${DAY}-1/close`, { body: { countedCash: 105_000 } }), 201);
    const again = await desk.request('POST', `/api/turnos/${DAY}-1/close`, { body: { countedCash: 105_000 } });
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'TURNO.NOT_OPEN' });
    const unknown = await desk.request('POST', '/api/turnos/nada/close', { body: { countedCash: 0 } });
    expect(unknown.status).toBe(404);
    expectStatus(await app.request('POST', '/api/turnos', { body: { base: 105_000 } }), 201);
    await projected(app);
    const { turnos } = await deskJson(`/api/turnos`);
    expect(
      turnos.map((t: { number: number; status: string; closing: unknown }) => [t.number, t.status, t.closing]),
    ).toEqual([
      [
        1,
        'closed',
        expect.objectContaining({
          countedCash: 105_000,
          expectedCash: 110_000,
          difference: -5_000,
          closedBy: 'Laura Recepción',
        }),
      ],
      [2, 'open', null],
    ]);
  });

  it('R33: Recepción sees only today’s turnos; the Administrador any day', async () => {
    expect((await desk.request('GET', '/api/turnos?day=2026-03-09')).status).toBe(403);
    expect((await app.request('GET', '/api/turnos?day=2026-03-09')).body).toEqual({
      day: '2026-03-09',
      dayStatus: 'open',
      turnos: [],
    });
  });

  it('R32 + R41: the day’s closing closes the open turno and sums the turnos; the day then takes no withdrawal', async () => {
    clock.set(`${DAY}T19:00:00-05:00`);
    expectStatus(await pay(app, 20_000), 201);
    await projected(app);
    // Before the closing the cierre already shows the day's cash its closing will record: the morning's
    // 80.000 less its 20.000 withdrawal, plus the evening's 20.000 — no figure that jumps at the close.
    expect((await getJson(app, `/api/cash-closing?date=${DAY}`)).expectedCash).toBe(80_000);
    expectStatus(await desk.request('POST', `/api/cash-closing/${DAY}/close`, { body: { countedCash: 126_000 } }), 201);
    await projected(app);
    const { turnos, dayStatus } = await getJson(app, `/api/turnos?day=${DAY}`);
    expect(dayStatus).toBe('closed');
    expect(turnos[1]).toMatchObject({
      status: 'closed',
      closing: { countedCash: 126_000, expectedCash: 125_000, difference: 1_000 },
    });
    const cierre = await getJson(app, `/api/cash-closing?date=${DAY}`);
    // The day's cash: (110.000 − 50.000) + (125.000 − 105.000) expected; the differences −5.000 + 1.000.
    expect(cierre.closing).toMatchObject({
      expectedCash: 80_000,
      countedCash: 76_000,
      difference: -4_000,
      total: 130_000,
    });
    const refused = await desk.request('POST', '/api/turnos/current/withdrawals', {
      body: { amount: 1_000, reason: 'Pago al proveedor de agua' },
    });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 422, code: 'CASH_DAY.CLOSED' });
    expect(await deskJson('/api/turnos/current')).toEqual({ day: DAY, dayStatus: 'closed', turno: null });
  });

  it("R41 + R42: the export's Turnos sheet has one row per turno, peso cells, and reconciles with the cierre", async () => {
    const login = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const response = await fetch(`${app.baseUrl}/api/members/export.xlsx`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Turnos');
    const headers = (sheet?.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual([
      'Fecha',
      'Turno',
      'Abierto el',
      'Abrió',
      'Cerrado el',
      'Cerró',
      'Base',
      'Total cobrado',
      'Efectivo',
      'Nequi',
      'Daviplata',
      'Transferencia',
      'Tarjeta',
      'Sin especificar',
      'Retiros',
      'Efectivo esperado',
      'Efectivo contado',
      'Diferencia',
      'Abierto automáticamente',
    ]);
    const column = (name: string) => headers.indexOf(name) + 1;
    const rows = [2, 3].map((number) => sheet!.getRow(number));
    expect(sheet?.rowCount).toBe(3);
    const cell = (row: ExcelJS.Row, name: string) => row.getCell(column(name)).value;
    expect(rows.map((row) => [cell(row, 'Turno'), cell(row, 'Abrió'), cell(row, 'Base'), cell(row, 'Cerró')])).toEqual([
      [1, 'Laura Recepción', 50_000, 'Laura Recepción'],
      [2, expect.any(String), 105_000, 'Laura Recepción'],
    ]);
    expect(cell(rows[0]!, 'Abierto el')).toBe('10/03/2026 08:00');
    expect(cell(rows[0]!, 'Cerrado el')).toBe('10/03/2026 14:00');
    expect(
      rows.map((row) => [cell(row, 'Efectivo esperado'), cell(row, 'Efectivo contado'), cell(row, 'Diferencia')]),
    ).toEqual([
      [110_000, 105_000, -5_000],
      [125_000, 126_000, 1_000],
    ]);
    expect(cell(rows[0]!, 'Retiros')).toBe(20_000);
    expect(cell(rows[0]!, 'Abierto automáticamente')).toBe('No');
    // The sheet adds up as the day's cierre: its income, and its cash (each turno's less its base).
    const cierre = await getJson(app, `/api/cash-closing?date=${DAY}`);
    const sum = (name: string) => rows.reduce((total, row) => total + Number(cell(row, name)), 0);
    expect(sum('Total cobrado')).toBe(cierre.closing.total);
    expect(sum('Total cobrado')).toBe(
      ['Efectivo', 'Nequi', 'Daviplata', 'Transferencia', 'Tarjeta', 'Sin especificar'].reduce((t, m) => t + sum(m), 0),
    );
    expect(sum('Diferencia')).toBe(cierre.closing.difference);
    expect(sum('Efectivo esperado') - sum('Base')).toBe(cierre.closing.expectedCash);
    expect(sum('Efectivo contado') - sum('Base')).toBe(cierre.closing.countedCash);
    for (const name of ['Base', 'Total cobrado', 'Efectivo', 'Retiros', 'Efectivo esperado', 'Diferencia']) {
      expect(rows[0]!.getCell(column(name)).numFmt).toBe('"$" #,##0');
    }
  });

  it('R41 + R42: GET /api/turnos/export.csv has the same rows (Administrador only)', async () => {
    expect((await desk.request('GET', '/api/turnos/export.csv')).status).toBe(403);
    const csv = await app.request('GET', '/api/turnos/export.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('turnos-');
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Fecha;Turno;Abierto el;Abrió;Cerrado el;Cerró;Base;Total cobrado;Efectivo;/);
    expect(lines[1]).toMatch(
      /^10\/03\/2026;1;10\/03\/2026 08:00;Laura Recepción;10\/03\/2026 14:00;Laura Recepción;50000;/,
    );
    expect(lines[1]).toMatch(/;20000;110000;105000;-5000;No$/);
  });

  it('R41: Actividad del personal lists the turno opened with a base, the withdrawal and the closing', async () => {
    const activity = await getJson(app, `/api/staff-activity?day=${DAY}&pageSize=100`);
    const texts = activity.items.map((item: { text: string }) => item.text.replace(/\s/g, ' '));
    expect(texts).toEqual(
      expect.arrayContaining([
        'Abrió un turno de caja del 10/03/2026 con base $ 50.000',
        'Retiró $ 20.000 de la caja del 10/03/2026: Pago al proveedor de agua',
        'Cerró un turno de caja del 10/03/2026 con $ 105.000 contados (Faltante $ 5.000)',
      ]),
    );
  });

  it('R41: on a new day with no turno open, the first payment opens one by itself, base 0', async () => {
    clock.set('2026-03-11T09:00:00-05:00');
    expectStatus(
      await desk.request('POST', `/api/members/${ana}/payments`, {
        body: { paymentType: 'installment', amount: 10_000, paidOn: '2026-03-11', method: 'cash' },
      }),
      201,
    );
    await projected(app);
    expect(await deskJson('/api/turnos/current')).toMatchObject({
      turno: { turnoId: '2026-03-11-1', automatic: true, base: 0, expectedCash: 10_000, openedBy: 'Laura Recepción' },
    });
  });
});
