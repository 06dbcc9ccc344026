// `npm run import:firestore` as an operator runs it (built): the sample export into an empty
// DATA_DIR, the report and exit status, a second run, a dry run, and files it cannot read.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SqliteEventStore } from '../shared/event-store/sqlite-event-store.js';
import { ensureBuilt, runBuilt, type Run } from './testing/built-cli.js';

const SAMPLE = resolve(__dirname, '../../../samples/firestore-export.sample.json');
const dir = mkdtempSync(join(tmpdir(), 'gym-firestore-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const importFirestore = (args: readonly string[], dataDir: string): Run =>
  runBuilt('import-firestore', args, { DATA_DIR: dataDir }, dir);

async function eventsIn(dataDir: string): Promise<number> {
  const store = SqliteEventStore.open(join(dataDir, 'events.db'), { readonly: true });
  const head = await store.headPosition();
  await store.close();
  return head;
}

describe('npm run import:firestore (built)', () => {
  beforeAll(() => ensureBuilt(), 180_000);

  it('imports the sample, reports what it left out, and exits 1 because members were left out', async () => {
    const dataDir = join(dir, 'imported');
    const first = importFirestore([SAMPLE], dataDir);
    expect(first.stdout).toContain('Usuarios importados: 5 (pagos: 7, medidas: 3, asistencias: 4; 19 eventos).');
    expect(first.stdout).toContain('No importados: 3.');
    expect(first.stdout).toContain('  users/u-marta (Marta Rojas): historialPagos[1].monto: monto negativo (-20000)');
    expect(first.stdout).toContain('npm run projections -- rebuild');
    expect(first.status).toBe(1);
    expect(await eventsIn(dataDir)).toBe(19);

    const second = importFirestore([SAMPLE], dataDir);
    expect(second.stdout).toContain('Usuarios importados: 0 (');
    expect(second.stdout).toContain('  users/u-ana (Ana Pérez): ya importado');
    expect(await eventsIn(dataDir)).toBe(19);
  });

  it('--dry-run reports the same and writes nothing, not even an empty store', () => {
    const dataDir = join(dir, 'dry');
    const dry = importFirestore([SAMPLE, '--dry-run'], dataDir);
    expect(dry.stdout).toContain('Simulación (--dry-run): no se escribió nada. Se importarían 5 usuarios');
    expect(existsSync(join(dataDir, 'events.db'))).toBe(false);
  });

  it('refuses a file that is not JSON, or not an export of the original product, importing nothing', () => {
    const cut = join(dir, 'cut.json');
    writeFileSync(cut, '{"users": {"u1": {"nombre": "Ana"');
    const broken = importFirestore([cut], join(dir, 'broken'));
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain(`El archivo ${cut} no es JSON válido`);
    const other = join(dir, 'other.json');
    writeFileSync(other, '{"clientes": []}');
    expect(importFirestore([other], join(dir, 'broken')).stderr).toContain('no tiene la colección "users"');
    expect(importFirestore([join(dir, 'missing.json')], join(dir, 'broken')).stderr).toContain(
      'No se pudo leer el archivo',
    );
    expect(existsSync(join(dir, 'broken', 'events.db'))).toBe(false);
  });

  it('shows its usage without a file', () => {
    const usage = importFirestore([], join(dir, 'none'));
    expect(usage.status).toBe(0);
    expect(usage.stdout).toContain('Uso: npm run import:firestore -- <exportación.json> [--dry-run]');
  });
});
