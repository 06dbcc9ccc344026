// LibreOffice's files (issue 41, R46): an .ods, and an .xlsx LibreOffice wrote, with the messy rows
// of the import's .xlsx test, read as that .xlsx is: the same columns, rows, errors and members.
// The two fixtures were made by LibreOffice itself (`soffice --headless --convert-to ods|xlsx`) from
// the .xlsx `messySheet` writes; with LibreOffice installed, `MAKE_IMPORT_FIXTURES=1 npx jest
// backend/test/members/member-import-ods` makes them again.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MemberImportResult } from '@gym/domain';
import { projected } from '../auth/auth-test-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  importSheet as importWith,
  sessionCookie,
  uploadSheet as uploadWith,
  type UploadOptions,
} from './support/member-import-api.js';
import { settableClock } from './support/members-api.js';
import { badDebt, badPhone, carlos, lucia, messySheet } from './support/messy-sheet.js';

const FIXTURES = join(__dirname, 'fixtures');
const ODS = join(FIXTURES, 'socios-libreoffice.ods');
const LIBREOFFICE_XLSX = join(FIXTURES, 'socios-libreoffice.xlsx');

const messyRows = () => messySheet(lucia, [], carlos, badPhone, badDebt);

/** Writes the fixtures again with LibreOffice, from the .xlsx the test reads beside them. */
async function makeFixtures(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'gym-fixtures-'));
  try {
    const source = join(scratch, 'socios.xlsx');
    writeFileSync(source, await messyRows());
    for (const [format, target] of [
      ['ods', ODS],
      ['xlsx', LIBREOFFICE_XLSX],
    ] as const) {
      const out = join(scratch, format);
      execFileSync('soffice', ['--headless', '--convert-to', format, '--outdir', out, source], { stdio: 'ignore' });
      copyFileSync(join(out, `socios.${format}`), target);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** What two reads of the same rows share: everything but the file's name. */
const sameRead = (result: MemberImportResult) => ({ ...result, file: '(archivo)' });

describe('Importar usuarios from LibreOffice (.ods, R46)', () => {
  let app: TestApp;
  let cookie = '';
  const clock = settableClock('2026-03-02T10:00:00-05:00');

  beforeAll(async () => {
    if (process.env['MAKE_IMPORT_FIXTURES'] === '1') await makeFixtures();
    app = await startTestApp({}, { clock });
    cookie = await sessionCookie(app);
  });
  afterAll(() => app.close());

  const importSheet = (bytes: Buffer, options: UploadOptions = {}) => importWith(app, bytes, { cookie, ...options });

  it('an .ods and an .xlsx LibreOffice wrote read as the .xlsx they were made from: sheets, columns, rows, preview, errors', async () => {
    const xlsx = await importSheet(await messyRows(), { fileName: 'socios.xlsx' });
    const ods = await importSheet(readFileSync(ODS), { fileName: 'socios.ods' });
    const fromLibreOffice = await importSheet(readFileSync(LIBREOFFICE_XLSX), { fileName: 'socios-lo.xlsx' });
    expect(xlsx).toMatchObject({ sheets: ['Socios', 'Notas'], toImport: 2, rows: 4 });
    expect(xlsx.errors).toHaveLength(2);
    expect(sameRead(ods)).toEqual(sameRead(xlsx));
    expect(sameRead(fromLibreOffice)).toEqual(sameRead(xlsx));
    expect(ods.file).toBe('socios.ods');
  });

  it('the .ods imports the members the .xlsx holds: the .xlsx after it finds each one there', async () => {
    const ods = await importSheet(readFileSync(ODS), { fileName: 'socios.ods', dryRun: false });
    expect(ods).toMatchObject({ imported: 2, errors: [expect.anything(), expect.anything()] });
    await projected(app);
    const names = (await app.request('GET', '/api/members')).body.items.map((member: { name: string }) => member.name);
    expect(names).toEqual(['Carlos Gómez', 'Lucía Muñoz']);
    const xlsx = await importSheet(await messyRows(), { dryRun: false });
    expect(xlsx).toMatchObject({ imported: 0, toImport: 0 });
    expect(xlsx.existing.map((existing) => [existing.row, existing.matchedBy])).toEqual([
      [3, 'cedula'],
      [5, 'name-phone'],
    ]);
  });

  it('another sheet of the .ods is read when asked for, and one it does not have is refused naming its sheets', async () => {
    for (const sheet of ['Notas', 'Otra']) {
      const fromXlsx = await uploadWith(app, await messyRows(), { cookie, sheet });
      const fromOds = await uploadWith(app, readFileSync(ODS), { cookie, sheet });
      expect({ ...fromOds, lines: [] }).toEqual({ ...fromXlsx, lines: [] });
      expect(fromOds.result).toEqual(fromXlsx.result);
    }
    const unknown = await uploadWith(app, readFileSync(ODS), { cookie, sheet: 'Otra' });
    expect(unknown).toMatchObject({
      status: 400,
      body: { message: 'El archivo no tiene una hoja llamada "Otra". Hojas: Socios, Notas.' },
    });
  });
});
