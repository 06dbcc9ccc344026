// 'Exportar' (issue 29): the whole gym in one .xlsx, every field of every member under the headers
// the import reads (R34), and the members' CSV with the same columns; and the round trip: either
// file, imported into an empty gym, brings back the same members with the same debts, plans,
// prices, entry dates and expiries.
import ExcelJS from 'exceljs';
import { eventStoreOf, projected } from '../auth/auth-test-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { gymRows, SHEET_HEADERS, xlsxFile } from '../../src/members/member-import/testing/spreadsheets.js';
import { importSheet } from './support/member-import-api.js';
import { expectStatus, registerMember, settableClock } from './support/members-api.js';

async function download(
  app: TestApp,
  path = '/api/members/export.xlsx',
): Promise<{ bytes: Buffer; response: Response }> {
  const cookie =
    (
      await fetch(`${app.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@gimnasio.test', password: 'clave-de-prueba-2026' }),
      })
    ).headers
      .get('set-cookie')
      ?.split(';')[0] ?? '';
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { Cookie: cookie } });
  return { bytes: Buffer.from(await response.arrayBuffer()), response };
}

/** What must survive the round trip, member by member. */
async function members(app: TestApp): Promise<unknown[]> {
  await projected(app);
  const list = (await app.request('GET', '/api/members?pageSize=100')).body.items as { id: string }[];
  const profiles = await Promise.all(list.map(async ({ id }) => (await app.request('GET', `/api/members/${id}`)).body));
  return profiles.map(
    ({
      id: _id,
      registeredAt: _at,
      totalPaid: _paid,
      lastAttendanceOn: _last,
      lastVisitOn: _visit,
      lastVisitAt: _visitAt,
      // R47: the sheets carry no authorisation columns yet; an imported member reads 'Autorización pendiente'.
      authorization: _authorization,
      ...kept
    }) => kept,
  );
}

describe('Exportar: the whole gym out, and back into an empty gym', () => {
  const clock = settableClock('2026-02-10T09:00:00-05:00');
  const later = () => new Date('2026-03-02T10:00:00-05:00');
  let source: TestApp;
  let target: TestApp;
  let csvTarget: TestApp;

  beforeAll(async () => {
    source = await startTestApp({}, { clock });
    target = await startTestApp({}, { clock: later });
    csvTarget = await startTestApp({}, { clock: later });
  });
  afterAll(async () => {
    await source.close();
    await target.close();
    await csvTarget.close();
  });

  it('exports every field under the import’s headers, with payments, measures and visits; imports back the same members', async () => {
    await registerMember(source, {
      details: {
        name: 'Ana Pérez',
        gender: 'female',
        cedula: '1.023.456.789',
        birthday: '1994-07-15',
        notes: 'Asma leve\nNo correr',
        weightKg: 62.5,
        heightCm: 165,
      },
      plan: 'monthly',
      joinedOn: '2026-02-10',
      amountPaid: 30_000,
    });
    await registerMember(source, {
      // A phone starting with '+' is neutralised in the CSV ("'+57 …") and read back without the apostrophe.
      details: { name: 'Carlos Gómez', phone: '+57 310 987 6543', gender: 'male' },
      plan: 'fortnight',
      joinedOn: '2026-02-01',
      amountPaid: 40_000,
    });
    const lucia = await registerMember(source, {
      details: { name: 'Lucía Muñoz', phone: '3115550000', gender: 'female' },
      plan: 'ticket_book',
      joinedOn: '2026-02-10',
      amountPaid: 50_000,
    });
    const gone = await registerMember(source, { details: { name: 'Borrado', phone: '3000000001' }, amountPaid: 0 });
    expectStatus(await source.request('POST', `/api/members/${lucia}/attendances`), 201);
    clock.set('2026-02-12T09:00:00-05:00');
    expectStatus(await source.request('POST', `/api/members/${lucia}/attendances`), 201);
    const marta = await registerMember(source, {
      details: { name: 'Marta Ibáñez', phone: '3005556677', gender: 'female' },
      plan: 'monthly',
      joinedOn: '2026-01-05',
      amountPaid: 80_000,
    });
    clock.set('2026-02-20T09:00:00-05:00');
    expectStatus(await source.request('POST', `/api/members/${marta}/renewals`, { body: { amount: 60_000 } }), 201);
    expectStatus(
      await source.request('POST', `/api/members/${marta}/body-compositions`, {
        body: { measures: { cuello: 32, brazo: 28, pecho: 90, cintura: 70, gluteo_cadera: 98, pierna: 55 } },
      }),
      201,
    );
    expectStatus(await source.request('DELETE', `/api/members/${gone}`), 200);
    await projected(source);

    const { bytes, response } = await download(source);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="gimnasio-2026-02-20.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Usuarios',
      'Pagos',
      'Ventas',
      'Turnos',
      'Medidas',
      'Visitas',
    ]);
    const [usuarios, pagos, , , medidas, visitas] = workbook.worksheets;
    expect(usuarios?.getRow(1).values).toEqual([
      undefined,
      'Nombre',
      'Cédula',
      'Teléfono',
      'Dirección',
      'Género',
      'Cumpleaños',
      'Plan',
      'Fecha de ingreso',
      'Fecha de vencimiento',
      'Días usados',
      'Pagado',
      'Precio',
      'Deuda',
      'Peso',
      'Altura',
      'Observaciones',
      'Correo',
      'Autoriza datos',
      'Autoriza datos sensibles',
      'Acepta recordatorios',
      'Cómo la dio',
      'Estado',
      'Precio de lista',
      'Descuento',
      'Motivo del descuento',
    ]);
    expect(usuarios?.actualRowCount).toBe(5); // four live members, the deleted one left out (R22)
    expect(pagos?.actualRowCount).toBe(1 + 5);
    expect(medidas?.actualRowCount).toBe(2);
    expect(visitas?.actualRowCount).toBe(3);
    // R42: the payer's cédula is a column; amounts are number cells in a peso format.
    expect((pagos?.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['Fecha', 'Usuario', 'Cédula', 'Monto']);
    pagos?.eachRow((row, number) => {
      if (number === 1) return;
      const amount = row.getCell(4);
      expect({ type: typeof amount.value, format: amount.numFmt }).toEqual({ type: 'number', format: '"$" #,##0' });
    });
    for (const column of [11, 12, 13]) expect(usuarios?.getRow(2).getCell(column).numFmt).toBe('"$" #,##0');

    const result = await importSheet(target, bytes, { fileName: 'gimnasio-2026-02-20.xlsx', dryRun: false });
    expect(result).toMatchObject({ sheet: 'Usuarios', imported: 4, errors: [], existing: [] });
    expect(result.columns.slice(-4)).toEqual([
      { index: 21, header: 'Estado', field: null },
      { index: 22, header: 'Precio de lista', field: null },
      { index: 23, header: 'Descuento', field: null },
      { index: 24, header: 'Motivo del descuento', field: null },
    ]);
    expect(await members(target)).toEqual(await members(source));
    expect(await eventStoreOf(target).headPosition()).toBeGreaterThan(0);

    // The members' CSV has the Usuarios sheet's columns and imports back the same way.
    const csv = await download(source, '/api/members/export.csv');
    const csvResult = await importSheet(csvTarget, csv.bytes, { fileName: 'usuarios-2026-02-20.csv', dryRun: false });
    expect(csvResult).toMatchObject({ sheet: 'CSV', imported: 4, errors: [], existing: [] });
    expect(csvResult.columns.map((column) => column.header)).toEqual(
      (usuarios?.getRow(1).values as unknown[]).slice(1),
    );
    expect(await members(csvTarget)).toEqual(await members(source));
  });
});

describe('Exportar: a gym larger than the pages the exports read', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { clock: () => new Date('2026-03-02T10:00:00-05:00') });
  });
  afterAll(() => app.close());

  it('writes every member once, in the list’s order, in the .xlsx and in the CSV', async () => {
    const rows = gymRows(1_234);
    const file = await xlsxFile([{ name: 'Socios', rows: [[...SHEET_HEADERS], ...rows] }]);
    expect(await importSheet(app, file, { dryRun: false })).toMatchObject({ imported: 1_234, errors: [] });
    await projected(app);
    const list: string[] = [];
    for (let page = 1; list.length < 1_234; page += 1) {
      const { items } = (await app.request('GET', `/api/members?pageSize=100&page=${page}`)).body;
      list.push(...(items as { name: string }[]).map((member) => member.name));
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(app)).bytes as unknown as ExcelJS.Buffer);
    const sheetNames: string[] = [];
    workbook.worksheets[0]?.eachRow((row, number) => {
      if (number > 1) sheetNames.push(row.getCell(1).text);
    });
    expect(sheetNames).toEqual(list);
    const csv = (await download(app, '/api/members/export.csv')).bytes.toString('utf8').replace(/^\uFEFF/, '');
    const csvNames = csv
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';')[0]);
    expect(csvNames).toEqual(list);
  });
});
