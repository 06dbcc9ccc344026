// R47 and R48 over HTTP: without the sensitive-data authorisation the server refuses health data
// (registration, profile edit, body measurements), with a Spanish text and nothing appended; the
// Administrador revokes that authorisation (the health data is erased from every read view) and
// carries out a supresión (the personal data blanked everywhere, the money kept as 'Titular
// suprimido'; a wrong name or a second one is refused); the data report holds what is held.
import ExcelJS from 'exceljs';
import { eventStoreOf, projected } from '../auth/auth-test-helpers.js';
import {
  expectStatus,
  femaleMeasures,
  getJson,
  registerBody,
  registerMember,
  settableClock,
} from '../members/support/members-api.js';
import { FORBIDDEN, receptionClient } from '../support/reception-client.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

/** A file route's bytes, signed in as the Administrador. */
async function download(app: TestApp, path: string): Promise<{ bytes: Buffer; response: Response }> {
  const login = await fetch(`${app.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@gimnasio.test', password: 'clave-de-prueba-2026' }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { Cookie: cookie } });
  return { bytes: Buffer.from(await response.arrayBuffer()), response };
}

const NO_SENSITIVE = { personal: true, sensitive: false, reminders: true, method: 'verbal' } as const;

describe('R47: health data only with the sensitive-data authorisation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { clock: settableClock('2026-03-15T10:00:00-05:00') });
  });
  afterAll(() => app.close());

  const eventCount = () => eventStoreOf(app).headPosition();

  it.each([
    ["'No' to sensitive data", NO_SENSITIVE],
    ["no answer ('Autorización pendiente')", null],
  ])('R47: a registration with a weight and %s is refused, and nothing is appended', async (_, authorization) => {
    const before = await eventCount();
    const response = await app.request('POST', '/api/members', {
      body: registerBody({ authorization, details: { weightKg: 70, heightCm: null } }),
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 'AUTHORIZATION.SENSITIVE_REQUIRED',
      message: expect.stringContaining('Sin autorización de datos sensibles') as unknown,
      field: 'weightKg',
    });
    expect(await eventCount()).toBe(before);
  });

  it('R47: a member who said no takes no weight in the profile and no body measurements', async () => {
    const id = await registerMember(app, {
      authorization: NO_SENSITIVE,
      details: { name: 'Sin Salud', weightKg: null, heightCm: null },
    });
    const before = await eventCount();
    const edit = await app.request('PATCH', `/api/members/${id}`, { body: { details: { heightCm: 170 } } });
    expect(edit.status).toBe(422);
    expect(edit.body).toMatchObject({ code: 'AUTHORIZATION.SENSITIVE_REQUIRED', field: 'heightCm' });
    const measures = await app.request('POST', `/api/members/${id}/body-compositions`, {
      body: { measures: femaleMeasures },
    });
    expect(measures.status).toBe(422);
    expect(measures.body).toMatchObject({ code: 'AUTHORIZATION.SENSITIVE_REQUIRED' });
    expect(await eventCount()).toBe(before);
    // Other fields are edited as always.
    expectStatus(await app.request('PATCH', `/api/members/${id}`, { body: { details: { address: 'Calle 1' } } }), 200);
  });
});

describe('R48: revocation, supresión and the report', () => {
  const clock = settableClock('2026-03-15T10:00:00-05:00');
  let app: TestApp;
  let desk: TestClient;
  let ana: string;

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    desk = await receptionClient(app);
    ana = await registerMember(app, {
      details: { name: 'Ána Suprímida', gender: 'female', cedula: '52123456', weightKg: 61, heightCm: 164 },
      joinedOn: '2026-03-15',
      amountPaid: 30_000,
    });
    expectStatus(
      await app.request('POST', `/api/members/${ana}/body-compositions`, { body: { measures: femaleMeasures } }),
      201,
    );
    expectStatus(await app.request('POST', `/api/members/${ana}/visits`, { body: {} }), 201);
    await projected(app);
  });
  afterAll(() => app.close());

  const revoke = (body: unknown, client: TestClient = app) =>
    client.request('POST', `/api/members/${ana}/sensitive-authorization/revocation`, { body });
  const suppress = (body: unknown, client: TestClient = app) =>
    client.request('POST', `/api/members/${ana}/suppression`, { body });

  it('R48: Recepción may not revoke, suppress nor see the report', async () => {
    expect((await revoke({ reason: 'Lo pidió el titular' }, desk)).body).toEqual(FORBIDDEN);
    expect((await suppress({ reason: 'Reclamo del titular', name: 'Ána Suprímida' }, desk)).body).toEqual(FORBIDDEN);
    expect((await desk.request('GET', `/api/members/${ana}/data-report`)).body).toEqual(FORBIDDEN);
  });

  it('R48 (a): the report holds the personal and health data, payments, visits, measures and authorisation', async () => {
    const report = await getJson(app, `/api/members/${ana}/data-report`);
    expect(report).toMatchObject({
      suppressed: false,
      profile: { name: 'Ána Suprímida', cedula: '52123456', weightKg: 61, authorization: { sensitive: true } },
      payments: [{ amount: 30_000 }],
      visits: [{ memberId: ana }],
      bodyCompositions: [{ memberId: ana }],
      dataRequests: [],
    });
  });

  it('R48 (a): the report as a workbook: the sections, then a sheet each for payments, visits, measures, requests', async () => {
    const { bytes, response } = await download(app, `/api/members/${ana}/data-report.xlsx`);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Reporte de datos del titular',
      'Pagos',
      'Visitas',
      'Medidas',
      'Solicitudes de datos',
    ]);
    const summary = workbook.worksheets[0];
    const cells = summary?.getSheetValues().flat().map(String) ?? [];
    expect(cells).toContain('Ána Suprímida');
    expect(cells).toContain('52123456');
    expect(workbook.getWorksheet('Pagos')?.rowCount).toBe(2);
  });

  it('R48 (b): a revocation without a reason is refused; with one it erases the health data at once', async () => {
    expect((await revoke({ reason: 'no' })).body).toMatchObject({ code: 'REQUEST.REASON_INVALID' });
    expectStatus(await revoke({ reason: 'Lo pidió el titular' }), 201);
    const profile = await getJson(app, `/api/members/${ana}`);
    expect(profile).toMatchObject({ weightKg: null, heightCm: null, imc: null, authorization: { sensitive: false } });
    expect((await getJson(app, `/api/members/${ana}/body-compositions`)).items).toEqual([]);
    expect((await getJson(app, '/api/body-compositions')).total).toBe(0);
    // …and health data is refused until a new authorisation says yes.
    const measures = await app.request('POST', `/api/members/${ana}/body-compositions`, {
      body: { measures: femaleMeasures },
    });
    expect(measures.body).toMatchObject({ code: 'AUTHORIZATION.SENSITIVE_REQUIRED' });
    expect((await revoke({ reason: 'Otra vez lo mismo' })).body).toMatchObject({
      code: 'AUTHORIZATION.NOTHING_TO_REVOKE',
    });
  });

  it('R48: the timeline and Actividad del personal show the revocation, never the erased data', async () => {
    const history = await getJson(app, `/api/members/${ana}/history?order=desc`);
    expect(history.items[0]).toMatchObject({
      type: 'MemberSensitiveAuthorizationRevoked',
      description: expect.stringContaining('Lo pidió el titular') as unknown,
    });
    const activity = await getJson(app, '/api/staff-activity?date=2026-03-15');
    expect(JSON.stringify(activity)).toContain('Autorización de datos sensibles revocada');
  });

  it('R48 (c): a supresión without the name, or with a wrong one, suppresses nothing', async () => {
    const before = await eventStoreOf(app).headPosition();
    expect((await suppress({ reason: 'Reclamo del titular' })).body).toMatchObject({
      code: 'PRIVACY.SUPPRESSION_NAME_REQUIRED',
    });
    expect((await suppress({ reason: 'Reclamo del titular', name: 'Ana Otra' })).body).toMatchObject({
      code: 'PRIVACY.SUPPRESSION_NAME_MISMATCH',
      message: 'El nombre escrito no coincide con el del usuario: no se suprimió nada.',
    });
    expect(await eventStoreOf(app).headPosition()).toBe(before);
  });

  it("R48 (c): the name typed again suppresses: gone from the list and the search, 'Titular suprimido' where money shows it", async () => {
    expectStatus(await suppress({ reason: 'Reclamo del titular', name: 'ana suprimida' }), 201);
    expect((await getJson(app, '/api/members?search=suprimida')).total).toBe(0);
    expect((await getJson(app, '/api/check-in?q=52123456')).items ?? []).toEqual([]);
    const profile = await getJson(app, `/api/members/${ana}`);
    expect(profile).toMatchObject({ suppressed: true, name: '', cedula: null, phone: '', address: '' });
    const payments = await getJson(app, `/api/members/${ana}/payments`);
    expect(payments.items).toEqual([expect.objectContaining({ amount: 30_000, memberName: 'Titular suprimido' })]);
    const closing = await getJson(app, '/api/cash-closing?date=2026-03-15');
    expect(JSON.stringify(closing)).toContain('Titular suprimido');
    expect(JSON.stringify(closing)).not.toContain('Suprímida');
    const all = await getJson(app, '/api/payments');
    expect(JSON.stringify(all)).not.toContain('Suprímida');
    expect((await suppress({ reason: 'Reclamo del titular', name: '' })).status).toBe(400);
    expect((await suppress({ reason: 'Reclamo del titular', name: 'x' })).body).toMatchObject({
      code: 'PRIVACY.ALREADY_SUPPRESSED',
    });
  });

  it("R48 (c): the audit timeline shows the supresión, and '[dato suprimido]' in the earlier events", async () => {
    const history = await getJson(app, `/api/members/${ana}/history`);
    expect(history.memberName).toBe('Titular suprimido');
    expect(history.items[0].description).toBe(
      'Usuario registrado: [dato suprimido], plan Mensualidad, ingreso 15/03/2026',
    );
    expect(history.items.at(-1)).toMatchObject({
      type: 'MemberSuppressed',
      description: 'Supresión de datos personales (Reclamo del titular)',
    });
    expect(JSON.stringify(history)).not.toMatch(/Suprímida|52123456/);
    const replayed = await getJson(app, `/api/members/${ana}/history/state?revision=0`);
    expect(replayed.member).toMatchObject({ name: '[dato suprimido]', cedula: null, weightKg: null });
    expect(JSON.stringify(replayed)).not.toMatch(/Suprímida|52123456/);
    const staffActivity = await getJson(app, '/api/staff-activity?date=2026-03-15');
    expect(JSON.stringify(staffActivity)).toContain('Supresión de datos personales');
    expect(JSON.stringify(staffActivity)).not.toContain('Suprímida');
  });

  it('R48 (c): the same cédula registered again is a new member', async () => {
    const again = await registerMember(app, { details: { name: 'Ana Nueva', cedula: '52123456' } });
    expect(again).not.toBe(ana);
  });

  it('R48 (c): the report of a suppressed member holds only its money', async () => {
    const report = await getJson(app, `/api/members/${ana}/data-report`);
    expect(report).toMatchObject({
      suppressed: true,
      visits: [],
      bodyCompositions: [],
      payments: [{ amount: 30_000 }],
    });
    expect(JSON.stringify(report)).not.toContain('Suprímida');
  });
});
