// A gym's whole spreadsheet (issue 29): 5,000 rows checked and imported over HTTP, every one of
// them, while the app keeps answering the member list. How fast is the benchmark's to say
// (`npm run bench -- --only import`): no time is asserted here.
import { gymRows, SHEET_HEADERS, xlsxFile } from '../../src/members/member-import/testing/spreadsheets.js';
import { projected } from '../auth/auth-test-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { importSheet, sessionCookie } from './support/member-import-api.js';

const ROWS = 5_000;

describe('5,000 rows', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('are all imported, and the member list is answered while they are checked and written', async () => {
    const file = await xlsxFile([{ name: 'Socios', rows: [[...SHEET_HEADERS], ...gymRows(ROWS)] }]);
    const cookie = await sessionCookie(app);
    const importing = { still: true };
    const statuses: number[] = [];
    const answeredAt: number[] = [];
    const reads = (async () => {
      while (importing.still) {
        const response = await app.request('GET', '/api/members?pageSize=20');
        statuses.push(response.status);
        answeredAt.push(performance.now());
      }
    })();
    const result = await importSheet(app, file, { cookie, dryRun: false });
    const importedAt = performance.now();
    importing.still = false;
    await reads;
    expect(result).toMatchObject({ rows: ROWS, toImport: ROWS, imported: ROWS, errors: [], existing: [] });
    expect(answeredAt.filter((at) => at < importedAt).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    await projected(app);
    expect((await app.request('GET', '/api/members?pageSize=1')).body.total).toBe(ROWS);
    // Each row once: the same file again finds every member there.
    const again = await importSheet(app, file, { cookie, dryRun: true });
    expect(again).toMatchObject({ toImport: 0, errors: [] });
    expect(again.existing).toHaveLength(ROWS);
  }, 180_000);
});
