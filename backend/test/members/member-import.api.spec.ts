// POST /api/members/import (issue 29, R34) over HTTP: a gym's spreadsheet checked, imported,
// shown in Usuarios and the audit timeline, imported again without twins, refused when it is not
// a spreadsheet, and read as Excel writes .xlsx and .csv files.
import { existingRowText, importReportLines, rowProblemText, type MemberImportResult } from '@gym/domain';
import { csvFile, gymRows, xlsxFile, type FixtureCell } from '../../src/members/member-import/testing/spreadsheets.js';
import { eventStoreOf, projected } from '../auth/auth-test-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  importSheet as importWith,
  sessionCookie,
  uploadSheet as uploadWith,
  type UploadOptions,
} from './support/member-import-api.js';
import { expectStatus, registerMember, settableClock } from './support/members-api.js';
import { badDebt, badPhone, carlos, H, lucia, messySheet, row } from './support/messy-sheet.js';

describe('Importar usuarios (R34)', () => {
  let app: TestApp;
  const clock = settableClock('2026-03-02T10:00:00-05:00');

  let cookie = '';

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    cookie = await sessionCookie(app);
  });
  afterAll(() => app.close());

  // One session for every upload: signing in is itself an event.
  const importSheet = (app_: TestApp, bytes: Buffer, options: UploadOptions = {}) =>
    importWith(app_, bytes, { cookie, ...options });
  const uploadSheet = (app_: TestApp, bytes: Buffer, options: UploadOptions = {}) =>
    uploadWith(app_, bytes, { cookie, ...options });

  const sheet = messySheet;

  it('a dry run maps the columns, previews the rows as they will be recorded, lists each error by row, and writes nothing', async () => {
    const head = await eventStoreOf(app).headPosition();
    const result = await importSheet(app, await sheet(lucia, [], carlos, badPhone, badDebt));
    expect(result).toMatchObject({ file: 'socios.xlsx', sheet: 'Socios', sheets: ['Socios', 'Notas'], dryRun: true });
    // The merged title above the headers is skipped; every R34 header found its field.
    expect(result.columns.map((column) => column.field)).toEqual([
      'name',
      'cedula',
      'phone',
      'address',
      'gender',
      'birthday',
      'plan',
      'joinedOn',
      'expiresOn',
      'ticketDaysUsed',
      'amountPaid',
      'planPrice',
      'debt',
      'weightKg',
      'heightCm',
      'notes',
    ]);
    expect(result.missingFields).toEqual([]);
    expect(result.rows).toBe(4); // the blank row is not counted
    expect(result.preview).toEqual([
      expect.objectContaining({
        row: 3,
        name: 'Lucía Muñoz',
        cedula: '1023456789',
        plan: 'ticket_book',
        joinedOn: '2026-02-20',
        expiresOn: '2026-04-24',
        ticketDaysUsed: 4,
        amountPaid: 20_000,
        planPrice: 50_000,
        debt: 30_000,
        birthday: '1994-07-15',
      }),
      expect.objectContaining({
        row: 5,
        name: 'Carlos Gómez',
        gender: 'male',
        plan: 'fortnight',
        expiresOn: '2026-03-12',
        // R47: the sheet has no 'Autoriza datos sensibles': its weight and height are left out.
        weightKg: null,
        heightCm: null,
        debt: 0,
      }),
    ]);
    expect(result.errors.map((problem) => rowProblemText(problem).replace(/\u00a0/g, ' '))).toEqual([
      'Fila 6: Teléfono: El teléfono es obligatorio.',
      'Fila 7: Deuda: La deuda ($ 5.000) no coincide con Precio − Pagado ($ 0).',
    ]);
    expect(result).toMatchObject({ toImport: 2, imported: 0, position: 0 });
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it('imports the rows without error, nothing of the rows in error; the members are in Usuarios, with their payment and their source in the audit timeline', async () => {
    const result = await importSheet(app, await sheet(lucia, carlos, badPhone, badDebt), { dryRun: false });
    expect(result).toMatchObject({ imported: 2, toImport: 2 });
    expect(result.errors).toHaveLength(2);
    await projected(app);
    const list = (await app.request('GET', '/api/members')).body;
    expect(list.items.map((m: any) => [m.name, m.plan, m.expiresOn, m.debt, m.ticketDaysUsed])).toEqual([
      ['Carlos Gómez', 'fortnight', '2026-03-12', 0, 0],
      ['Lucía Muñoz', 'ticket_book', '2026-04-24', 30_000, 4],
    ]);
    const luciaId = list.items.find((m: any) => m.name === 'Lucía Muñoz').id as string;
    const payments = (await app.request('GET', `/api/members/${luciaId}/payments`)).body;
    expect(payments.items).toEqual([
      expect.objectContaining({
        paymentType: 'opening_balance',
        amount: 20_000,
        paidOn: '2026-02-20',
        receiptNumber: null,
      }),
    ]);
    const history = (await app.request('GET', `/api/members/${luciaId}/history`)).body;
    expect(history.items.map((entry: any) => [entry.staffName, entry.description.replace(/\u00a0/g, ' ')])).toEqual([
      [
        'Administrador',
        'Usuario importado de socios.xlsx (fila 3): Lucía Muñoz, plan Tiquetera, precio $ 50.000, ingreso 20/02/2026, vence 24/04/2026',
      ],
      ['Administrador', 'Saldo migrado de socios.xlsx (fila 3): $ 20.000, no es ingreso de ningún día'],
    ]);
  });

  it('R47: the authorisation columns are recorded (formulario); without the sensitive one the row comes in without weight or height', async () => {
    const headers = [
      'Nombre',
      'Teléfono',
      'Dirección',
      'Género',
      'Plan',
      'Fecha de ingreso',
      'Pagado',
      'Peso',
      'Altura',
    ];
    const rows: FixtureCell[][] = [
      [...headers, 'Autoriza datos', 'Autoriza datos sensibles', 'Acepta recordatorios', 'Medio de autorización'],
      [
        'Sofía Autoriza',
        '3201110001',
        'Calle 1',
        'F',
        'Mensualidad',
        '01/03/2026',
        0,
        60,
        165,
        'Sí',
        'x',
        'si',
        'Escrito',
      ],
      [
        'Tomás Sinsensibles',
        '3201110002',
        'Calle 2',
        'M',
        'Mensualidad',
        '01/03/2026',
        0,
        80,
        '1,80',
        'SI',
        'No',
        'N',
        '',
      ],
      ['Pilar Pendiente', '3201110003', 'Calle 3', 'F', 'Mensualidad', '01/03/2026', 0, 55, 160, '', 'Sí', '', ''],
      ['Nora Noautoriza', '3201110004', 'Calle 4', 'F', 'Mensualidad', '01/03/2026', 0, '', '', 'no', '', '', ''],
    ];
    const result = await importSheet(app, csvFile(rows, { delimiter: ';', encoding: 'utf-8' }), {
      fileName: 'autorizaciones.csv',
      dryRun: false,
    });
    expect(result).toMatchObject({ imported: 3 });
    expect(result.errors.map(rowProblemText)).toEqual([
      'Fila 5: Autoriza datos: Sin la autorización de datos personales no se puede registrar al usuario (Ley 1581 de 2012).',
    ]);
    expect(importReportLines({ ...result, file: 'autorizaciones.csv' }, 'screen')).toContain(
      'Filas importadas sin peso ni altura por no tener autorización de datos sensibles: 2.',
    );
    await projected(app);
    const list = (await app.request('GET', '/api/members?search=3201110')).body;
    const byName = new Map<string, string>(list.items.map((m: any) => [m.name, m.id]));
    const profile = async (name: string) =>
      (await app.request('GET', `/api/members/${byName.get(name) ?? 'none'}`)).body;
    const sofia = await profile('Sofía Autoriza');
    expect(sofia).toMatchObject({
      weightKg: 60,
      heightCm: 165,
      // R47: how it was given, from 'Medio de autorización' ('Escrito': a signature), as the add form records it.
      authorization: { personal: true, sensitive: true, reminders: true, method: 'firma' },
    });
    const tomas = await profile('Tomás Sinsensibles');
    expect(tomas).toMatchObject({
      weightKg: null,
      heightCm: null,
      authorization: { personal: true, sensitive: false, reminders: false, method: 'formulario' },
    });
    const pilar = await profile('Pilar Pendiente');
    expect(pilar).toMatchObject({ weightKg: null, heightCm: null, authorization: null });
  });

  it('the same file again imports nothing new: every row "ya existe" (the cédula, or the name and phone)', async () => {
    const head = await eventStoreOf(app).headPosition();
    const result = await importSheet(app, await sheet(lucia, carlos), { dryRun: false });
    expect(result.imported).toBe(0);
    expect(result.existing.map(existingRowText)).toEqual([
      'Fila 3: ya existe (cédula 1.023.456.789)',
      'Fila 4: ya existe (Carlos Gómez, teléfono 3109876543)',
    ]);
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it('a member registered on the add form is matched by name and phone, whatever the case, accents or +57', async () => {
    await registerMember(app, { details: { name: 'Andrés Peña', phone: '3201112233' } });
    const andres = row({
      ...Object.fromEntries(H.map((header, index) => [header, carlos[index] ?? null])),
      Nombre: 'ANDRES PENA',
      Teléfono: '+57 320 111 2233',
    });
    const result = await importSheet(app, await sheet(andres), { dryRun: false });
    expect(result).toMatchObject({
      imported: 0,
      existing: [expect.objectContaining({ row: 3, matchedBy: 'name-phone' })],
    });
  });

  it('a phone typed "300 123 4567" in the sheet is stored as the add form stores the same typing', async () => {
    const typed = '300 123 4567';
    const byForm = await registerMember(app, { details: { name: 'Teléfono Por Formulario', phone: typed } });
    const sheetRow = row({
      ...Object.fromEntries(H.map((header, index) => [header, carlos[index] ?? null])),
      Nombre: 'Teléfono Por Hoja',
      Teléfono: typed,
    });
    const result = await importSheet(app, await sheet(sheetRow), { dryRun: false });
    expect(result).toMatchObject({ imported: 1, errors: [] });
    await projected(app);
    const found = (await app.request('GET', '/api/members?search=hoja')).body.items as { id: string }[];
    const byImport = found[0]?.id ?? '';
    const phoneOf = async (id: string) => (await app.request('GET', `/api/members/${id}`)).body.phone;
    expect(await phoneOf(byImport)).toBe(await phoneOf(byForm));
    expect(result.preview[0]?.phone).toBe(await phoneOf(byForm));
  });

  it('two imports of one file at once create each member once', async () => {
    const file = await xlsxFile([{ name: 'Hoja1', rows: [[...H], ...gymRows(40, 500)] }]);
    const [first, second] = await Promise.all([
      importSheet(app, file, { dryRun: false }),
      importSheet(app, file, { dryRun: false }),
    ]);
    expect(first.imported + second.imported).toBe(40);
    expect(first.existing.length + second.existing.length).toBe(40);
    await projected(app);
    const found = (await app.request('GET', '/api/members?search=500&pageSize=100')).body;
    expect(found.total).toBe(1);
  });

  it('a mapping the person corrected is used, and a second sheet can be picked', async () => {
    const rows: FixtureCell[][] = [
      ['Quién', 'Celular', 'Dir', 'Sexo', 'Plan', 'Ingreso', 'Abono inicial'],
      ['Marta Ibáñez', '3005556677', 'Cra 1', 'F', 'Mensualidad', '02/03/2026', '80.000'],
    ];
    const file = await xlsxFile([
      { name: 'Vacía', rows: [['x']] },
      { name: 'Clientes', rows },
    ]);
    const guessed = await importSheet(app, file, { sheet: 'Clientes' });
    expect(guessed.columns.map((column) => column.field)).toEqual([
      null,
      'phone',
      null,
      'gender',
      'plan',
      'joinedOn',
      null,
    ]);
    // R46: no address column is no missing field: the rows would import it as 'Pendiente'.
    expect(guessed.missingFields).toEqual(['name']);
    const mapping = ['name', 'phone', 'address', 'gender', 'plan', 'joinedOn', 'amountPaid'];
    const corrected = await importSheet(app, file, { sheet: 'Clientes', mapping });
    expect(corrected.preview).toEqual([
      expect.objectContaining({ name: 'Marta Ibáñez', address: 'Cra 1', amountPaid: 80_000, debt: 0 }),
    ]);
    expect((await uploadSheet(app, file, { sheet: 'Otra' })).body).toMatchObject({
      code: 'MEMBER_IMPORT.SHEET_UNKNOWN',
    });
    expect((await uploadSheet(app, file, { sheet: 'Clientes', mapping: ['name', 'name'] })).body).toMatchObject({
      statusCode: 400,
      code: 'MEMBER_IMPORT.MAPPING_INVALID',
    });
  });

  it('reads a CSV with ; in Windows-1252 and with , in UTF-8, accents and ñ in headers and names', async () => {
    const rows: FixtureCell[][] = [
      [
        'Nombre',
        'Cédula',
        'Teléfono',
        'Dirección',
        'Género',
        'Plan',
        'Fecha de ingreso',
        'Pagado',
        'Cumpleaños',
        'Peso',
        'Autoriza datos',
        'Autorización datos sensibles',
      ],
      [
        'Íñigo Peña',
        '1.098.765.432',
        '311 777 8899',
        'Calle 5 # 2-3, Barrio Niño Jesús',
        'Masculino',
        'Mensualidad',
        '01/03/2026',
        '$ 80.000',
        '29/02/2000',
        '72,5',
        'si',
        'SÍ',
      ],
    ];
    for (const [delimiter, encoding] of [
      [';', 'windows-1252'],
      [',', 'utf-8'],
    ] as const) {
      const result = await importSheet(app, csvFile(rows, { delimiter, encoding }), { fileName: 'socios.csv' });
      expect(result.sheet).toBe('CSV');
      expect(result.errors).toEqual([]);
      expect(result.columns.map((column) => column.field)).toEqual([
        'name',
        'cedula',
        'phone',
        'address',
        'gender',
        'plan',
        'joinedOn',
        'amountPaid',
        'birthday',
        'weightKg',
        'personalAuthorization',
        'sensitiveAuthorization',
      ]);
      expect(result.preview).toEqual([
        expect.objectContaining({
          name: 'Íñigo Peña',
          cedula: '1098765432',
          address: 'Calle 5 # 2-3, Barrio Niño Jesús',
          birthday: '2000-02-29',
          amountPaid: 80_000,
          weightKg: 72.5,
        }),
      ]);
    }
  });

  it('refuses what is not a spreadsheet, a file over 10 MB and a request without a file, in Spanish, and keeps serving', async () => {
    const notSheet = await uploadSheet(app, Buffer.from('%PDF-1.7\u0000\u0001 binario'), { fileName: 'foto.pdf' });
    expect(notSheet).toMatchObject({ status: 400, body: { code: 'MEMBER_IMPORT.NOT_SPREADSHEET' } });
    const damagedZip = await uploadSheet(
      app,
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]),
    );
    expect(damagedZip.status).toBe(400);
    const tooLarge = await uploadSheet(app, Buffer.alloc(10 * 1024 * 1024 + 1, 0x41), { fileName: 'enorme.csv' });
    expect(tooLarge).toMatchObject({ status: 413, body: { message: 'El archivo supera el máximo de 10 MB.' } });
    const json = await app.request('POST', '/api/members/import', { body: {} });
    expect(json).toMatchObject({ status: 400, body: { code: 'MEMBER_IMPORT.FILE_REQUIRED' } });
    expectStatus(await app.request('GET', '/api/members'), 200);
  });

  it('issue 41: names typed all in lower or upper case are counted, and written in title case only when asked', async () => {
    const [first, second] = gymRows(2, 900);
    const typed: FixtureCell[][] = [
      ['jorge mauricio giraldo pérez', ...(first ?? []).slice(1)],
      ['SEBASTIÁN DE LA HOZ', ...(second ?? []).slice(1)],
    ];
    const file = await xlsxFile([{ name: 'Hoja1', rows: [[...H], ...typed] }]);
    const checked = await importSheet(app, file, { fileName: 'nombres.xlsx' });
    expect(checked.namesToCase).toBe(2);
    expect(checked.preview.map((member) => member.name)).toEqual([
      'jorge mauricio giraldo pérez',
      'SEBASTIÁN DE LA HOZ',
    ]);
    const seen = await importSheet(app, file, { fileName: 'nombres.xlsx', nameCase: true });
    expect(seen.preview.map((member) => member.name)).toEqual(['Jorge Mauricio Giraldo Pérez', 'Sebastián de la Hoz']);
    const imported = await importSheet(app, file, { fileName: 'nombres.xlsx', nameCase: true, dryRun: false });
    expect(imported.imported).toBe(2);
    await projected(app);
    const listed = (await app.request('GET', '/api/members?search=giraldo')).body.items.map(
      (member: { name: string }) => member.name,
    );
    expect(listed).toEqual(['Jorge Mauricio Giraldo Pérez']);
    // The same people as typed: the sheet again, without the choice, finds them, imports nothing.
    expect((await importSheet(app, file, { fileName: 'nombres.xlsx', dryRun: false })).imported).toBe(0);
  });

  it('the report reads the same in the terminal and in the downloaded file, but for the terminal’s own words', async () => {
    const result: MemberImportResult = await importSheet(app, await sheet(badPhone));
    const rest = [
      'Filas con errores, no importadas: 1. De ellas no se escribió nada: corrígelas y vuelve a importar el archivo (lo ya importado no se repite).',
      '  Fila 3: Teléfono: El teléfono es obligatorio.',
    ];
    expect(importReportLines(result, 'terminal')).toEqual([
      'Archivo socios.xlsx, hoja Socios: 1 filas con datos.',
      'Simulación (--dry-run): no se escribió nada. Se importarían 0 usuarios.',
      ...rest,
    ]);
    // Issue 41: no '--dry-run' on a screen.
    expect(importReportLines(result, 'screen')).toEqual([
      'Archivo socios.xlsx, hoja Socios: 1 filas con datos.',
      'Revisión del archivo: todavía no se importó nada. Se importarían 0 usuarios.',
      ...rest,
    ]);
  });
});
