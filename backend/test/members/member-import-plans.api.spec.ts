// R38 + R46 over HTTP: a sheet's plan cell is matched by the gym's plan names (accents and case aside),
// so the owner who created 'Semestral' imports the rows on it, at its price and with its expiry.
import { csvFile, type FixtureCell } from '../../src/members/member-import/testing/spreadsheets.js';
import { projected } from '../auth/auth-test-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { importSheet, sessionCookie } from './support/member-import-api.js';
import { settableClock } from './support/members-api.js';

describe("Importar usuarios on the gym's own plans (R38, R46)", () => {
  let app: TestApp;
  const clock = settableClock('2026-03-02T10:00:00-05:00');

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
  });
  afterAll(() => app.close());

  it("a row on 'SEMESTRAL' is imported on the gym's Semestral: its id, its price, 6 months from entry", async () => {
    const created = await app.request('POST', '/api/plans', {
      body: { name: 'Semestral', terms: { kind: 'time', months: 6 }, price: 420_000 },
    });
    expect(created.status).toBe(201);
    const rows: FixtureCell[][] = [
      ['Nombre', 'Teléfono', 'Dirección', 'Género', 'Plan', 'Fecha de ingreso', 'Pagado'],
      ['Ana Ríos', '311 777 8899', 'Calle 5 # 2-3', 'Femenino', 'SEMESTRAL', '31/01/2026', '$ 420.000'],
    ];
    const cookie = await sessionCookie(app);
    const result = await importSheet(app, csvFile(rows, { delimiter: ';', encoding: 'utf-8' }), {
      cookie,
      fileName: 'socios.csv',
      dryRun: false,
    });
    expect(result.errors).toEqual([]);
    expect(result.imported).toBe(1);
    await projected(app);
    const list = await app.request('GET', '/api/members?search=Ana');
    expect(list.status).toBe(200);
    const id = (list.body.items as { id: string }[])[0]?.id ?? '';
    expect((await app.request('GET', `/api/members/${id}`)).body).toMatchObject({
      plan: created.body.planId,
      planPrice: 420_000,
      debt: 0,
      expiresOn: '2026-07-31',
    });
  });
});
