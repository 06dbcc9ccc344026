// `npm run import:members` as an operator runs it (the built command): a dry run writes nothing, the
// import prints the same report as the screen and exits 1 while a row is left out, a second run
// finds every row 'ya existe' and exits 0, and the app then shows the members.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, runBuilt } from '../../src/cli/testing/built-cli.js';
import { csvFile, gymRows, SHEET_HEADERS, xlsxFile } from '../../src/members/member-import/testing/spreadsheets.js';
import { startTestApp } from '../support/test-app.js';

describe('npm run import:members', () => {
  beforeAll(() => ensureBuilt(), 300_000);

  it('checks, imports, reports and exits as the Firestore import does', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gym-import-cli-'));
    const folder = mkdtempSync(join(tmpdir(), 'gym-import-file-'));
    const file = join(folder, 'socios.xlsx');
    const broken = [...(gymRows(1, 900)[0] ?? [])];
    broken[6] = 'Anualidad';
    const rows = [[...SHEET_HEADERS], ...gymRows(3), broken];
    writeFileSync(
      file,
      await xlsxFile([
        { name: 'Hoja1', rows: [] },
        { name: 'Socios', rows },
      ]),
    );
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };

    const dry = runBuilt('import-members', [file, '--dry-run', '--sheet', 'Socios'], env, folder);
    expect(dry.stdout.split('\n').slice(0, 4)).toEqual([
      'Archivo socios.xlsx, hoja Socios: 4 filas con datos.',
      'Simulación (--dry-run): no se escribió nada. Se importarían 3 usuarios.',
      'Filas con errores, no importadas: 1. De ellas no se escribió nada: corrígelas y vuelve a importar el archivo (lo ya importado no se repite).',
      '  Fila 5: Plan: Plan desconocido ("Anualidad"): se esperaba Quincena, Mensualidad o Tiquetera.',
    ]);
    expect(dry.status).toBe(1);

    const first = runBuilt('import-members', [file, '--sheet', 'Socios'], env, folder);
    expect(first.stdout).toContain('Usuarios importados: 3.');
    expect(first.status).toBe(1);

    const csv = join(folder, 'socios.csv');
    writeFileSync(csv, csvFile([[...SHEET_HEADERS], ...gymRows(3)], { encoding: 'windows-1252' }));
    const again = runBuilt('import-members', [csv], env, folder);
    expect(again.stdout).toContain('Usuarios importados: 0.');
    expect(again.stdout).toContain('Filas que ya existen, no repetidas: 3');
    expect(again.stdout).toContain('  Fila 2: ya existe (cédula 10.000.000)');
    expect(again.status).toBe(0);

    expect(runBuilt('import-members', [file, '--sheet', 'Otra'], env, folder)).toMatchObject({
      status: 1,
      stderr: 'El archivo no tiene una hoja llamada "Otra". Hojas: Hoja1, Socios.\n',
    });
    expect(runBuilt('import-members', ['--sheet'], env, folder).status).toBe(2);

    const app = await startTestApp({}, { dataDir });
    try {
      const list = await app.request('GET', '/api/members?search=10000001');
      expect(list.body.items).toEqual([
        expect.objectContaining({ name: 'José Pérez 1', plan: 'fortnight', expiresOn: '2026-02-17', debt: 0 }),
      ]);
    } finally {
      await app.close();
    }
  }, 120_000);
});
