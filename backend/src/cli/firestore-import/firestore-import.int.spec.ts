// The shipped sample export (samples/firestore-export.sample.json) imported into a real SQLite
// store: what the report says, what the store holds, and that a second run writes nothing.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { memberStreamId } from '@gym/domain';
import { tempStores } from '../event-log/testing/temp-stores.js';
import { readFirestoreExport, type FirestoreExport } from './firestore-export.read.js';
import { importFirestoreExport } from './firestore-import.js';
import { importReportLines } from './firestore-import.report.js';
import { importedMemberId } from './legacy-member.events.js';

const SAMPLE = resolve(__dirname, '../../../../samples/firestore-export.sample.json');
const sampleJson = (): Record<string, Record<string, Record<string, unknown>>> =>
  JSON.parse(readFileSync(SAMPLE, 'utf8'));
const sample = (): FirestoreExport => readFirestoreExport(sampleJson());
const options = { timeZone: 'America/Bogota' };
const stores = tempStores('gym-firestore-');

describe('importing the sample export of the original product', () => {
  it('imports the five valid members with their history, and reports every document it left out', async () => {
    const store = stores.open();
    const report = await importFirestoreExport(sample(), store, options);
    expect(
      report.imported.map(({ document, payments, measurements, attendances }) => [
        document,
        payments,
        measurements,
        attendances,
      ]),
    ).toEqual([
      ['users/u-ana', 1, 2, 0],
      ['users/u-carlos', 2, 1, 0],
      ['users/u-lucia', 1, 0, 4],
      ['users/u-jorge', 2, 0, 0],
      ['users/u-sofia', 1, 0, 0],
    ]);
    expect(report.rejected).toEqual([
      {
        document: 'users/u-pedro',
        name: 'Pedro Anual',
        reasons: [
          'plan: plan desconocido ("Anualidad"), se esperaba Quincena, Mensualidad o Tiquetera',
          'historialPagos[0].plan: plan desconocido ("Anualidad"), se esperaba Quincena, Mensualidad o Tiquetera',
        ],
      },
      { document: 'users/u-marta', name: 'Marta Rojas', reasons: ['historialPagos[1].monto: monto negativo (-20000)'] },
      {
        document: 'users/u-sin-nombre',
        name: '',
        reasons: ['nombre vacío', 'fechaIngreso: fecha inválida ("2026-02-30")'],
      },
    ]);
    expect(report.orphans).toEqual([
      {
        document: 'attendances/att-huerfana',
        name: '',
        reasons: ['el usuario "u-fantasma" no está en la exportación'],
      },
    ]);
    expect(report.notes.map(({ document, reasons }) => [document, reasons])).toEqual([
      ['users/u-carlos', ['debe: deuda negativa ("-5000") importada como 0']],
      ['users/u-jorge', ['fechaVencimiento: vacía, se calculó 10/03/2026 desde la fecha de ingreso']],
      ['users/u-sofia', ['historialPagos[0].monto: pago de $ 0, no se importó']],
    ]);
    expect(await store.headPosition()).toBe(19);
    expect(await store.listStreams('member-')).toHaveLength(5);
  });

  it('a member with a negative amount: nothing of it is written, not its attendance nor its measures', async () => {
    const store = stores.open();
    await importFirestoreExport(sample(), store, options);
    expect(await store.readStream(memberStreamId(importedMemberId('u-marta')))).toEqual([]);
    const all = await store.readAll(0, 100);
    expect(all.filter((event) => JSON.stringify(event.data).includes('att-marta'))).toEqual([]);
    expect(all.every((event) => event.metadata.correlationId !== 'import:firestore:u-marta')).toBe(true);
  });

  it('a second run imports nothing twice, and says which members were already imported', async () => {
    const store = stores.open();
    await importFirestoreExport(sample(), store, options);
    const head = await store.headPosition();
    const again = await importFirestoreExport(sample(), store, options);
    expect(again.imported).toEqual([]);
    expect(again.alreadyImported.map(({ document, reasons }) => [document, reasons])).toEqual(
      ['u-ana', 'u-carlos', 'u-lucia', 'u-jorge', 'u-sofia'].map((id) => [`users/${id}`, ['ya importado']]),
    );
    expect(await store.headPosition()).toBe(head);
  });

  it('a corrected export brings in the members left out before, and only them', async () => {
    const store = stores.open();
    await importFirestoreExport(sample(), store, options);
    const corrected = sampleJson();
    corrected.users = {
      ...corrected.users,
      'u-pedro': { ...corrected.users!['u-pedro'], plan: 'Mensualidad', historialPagos: [] },
    };
    const report = await importFirestoreExport(readFirestoreExport(corrected), store, options);
    expect(report.imported.map((member) => member.document)).toEqual(['users/u-pedro']);
    expect(report.alreadyImported).toHaveLength(5);
  });

  it('a dry run reports the same and writes nothing', async () => {
    const store = stores.open();
    const report = await importFirestoreExport(sample(), store, { ...options, dryRun: true });
    expect(report.imported).toHaveLength(5);
    expect(await store.headPosition()).toBe(0);
    expect(importReportLines(report)[0]).toBe(
      'Simulación (--dry-run): no se escribió nada. Se importarían 5 usuarios (pagos: 7, medidas: 3, asistencias: 4; 19 eventos).',
    );
  });

  it('the report lists totals, then each document left out with its reasons', async () => {
    const report = await importFirestoreExport(sample(), stores.open(), options);
    const lines = importReportLines(report);
    expect(lines[0]).toBe('Usuarios importados: 5 (pagos: 7, medidas: 3, asistencias: 4; 19 eventos).');
    expect(lines[1]).toBe(
      'Los pagos importados son los del sistema anterior, con su fecha: cuentan como ingresos de ese día y ese mes (no son saldos migrados).',
    );
    expect(lines).toContain('  users/u-marta (Marta Rojas): historialPagos[1].monto: monto negativo (-20000)');
    expect(lines).toContain('  users/u-sin-nombre: nombre vacío; fechaIngreso: fecha inválida ("2026-02-30")');
    expect(lines).toContain('  attendances/att-huerfana: el usuario "u-fantasma" no está en la exportación');
    expect(lines.slice(-2)).toEqual([
      'Colecciones de la exportación que no se leen (no importadas): 1',
      '  notificaciones: 2 documentos; no es una de las colecciones del sistema anterior que se importan (users, bodyCompositions y attendances); sus datos no tienen dónde ir en la app',
    ]);
  });
});
