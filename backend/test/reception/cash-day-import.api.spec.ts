// R32 + R34: the spreadsheet import's initial payments are money like any other. A row whose entry
// date is a closed day and that brings money is refused with the closed day's text (its member is
// not created: the payment and the member are one decision); the same row without money, or on an
// open day, comes in.
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

describe('R32: an import meets a closed day', () => {
  const clock = settableClock('2026-03-10T19:30:00-05:00');
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
  });
  afterAll(() => app.close());

  it('R32: a row paying on a closed day is refused naming the day; the others come in; the closed totals stay', async () => {
    expectStatus(await app.request('POST', '/api/cash-closing/2026-03-05/close', { body: { countedCash: 0 } }), 201);
    const file = csvFile([
      [...H],
      member('Paga Cerrado', '3001110001', '05/03/2026', 40_000),
      member('Sin Pago Cerrado', '3001110002', '05/03/2026', 0),
      member('Paga Abierto', '3001110003', '06/03/2026', 40_000),
    ]);
    const result = await importSheet(app, file, {
      dryRun: false,
      fileName: 'socios.csv',
      cookie: await sessionCookie(app),
    });
    expect(result).toMatchObject({ toImport: 3, imported: 2 });
    expect(result.errors).toEqual([
      expect.objectContaining({
        row: 2,
        message:
          'El día 05/03/2026 ya está cerrado: no admite pagos, renovaciones ni anulaciones. Un Administrador puede reabrirlo.',
      }),
    ]);
    const names = (await getJson(app, '/api/members')).items.map((m: { name: string }) => m.name);
    expect(names.sort()).toEqual(['Paga Abierto', 'Sin Pago Cerrado']);
    expect(await getJson(app, '/api/cash-closing?date=2026-03-05')).toMatchObject({
      status: 'closed',
      total: 0,
      count: 0,
    });
    expect(await getJson(app, '/api/cash-closing?date=2026-03-06')).toMatchObject({ total: 40_000, count: 1 });
  });
});
