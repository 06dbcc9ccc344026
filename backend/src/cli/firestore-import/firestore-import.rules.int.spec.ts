// The original product's data told truthfully (issue 17): collections not read are named with their
// size, a repeated id brings in no copy, a member the app shows is never "No importados", and a used
// Tiquetera without expiry gets one from its first attendance (R5) or a warning.
import { randomUUID } from 'node:crypto';
import { memberStreamId, PLANS_STREAM } from '@gym/domain';
import { tempStores } from '../event-log/testing/temp-stores.js';
import { readFirestoreExport } from './firestore-export.read.js';
import { importFirestoreExport } from './firestore-import.js';
import { importReportLines } from './firestore-import.report.js';
import { importedMemberId } from './legacy-member.events.js';

const options = { timeZone: 'America/Bogota' };
const stores = tempStores('gym-firestore-rules-');

const person = (nombre: string, fields: Record<string, unknown> = {}) => ({
  nombre,
  direccion: 'Calle 1',
  telefono: '3001112233',
  plan: 'Mensualidad',
  pagoRealizado: 80000,
  fechaIngreso: '2026-02-01',
  fechaVencimiento: '2026-03-01',
  genero: 'Femenino',
  ...fields,
});

const ticketBook = (nombre: string, diasHabiles: number) =>
  person(nombre, { plan: 'Tiquetera', pagoRealizado: 50000, fechaVencimiento: null, diasHabiles });

describe('importing the original product: what it does not read, repeats, and Tiquetera expiry', () => {
  it('names every top-level collection it does not read, with its documents and why', async () => {
    const source = readFirestoreExport({
      users: { u1: person('Ana') },
      payments: [{ id: 'p1' }, { id: 'p2' }],
      gymSettings: { main: { nombre: 'Gym' } },
    });
    const report = await importFirestoreExport(source, stores.open(), options);
    expect(report.unreadCollections.map(({ name, documents }) => [name, documents])).toEqual([
      ['payments', 2],
      ['gymSettings', 1],
    ]);
    const lines = importReportLines(report);
    expect(lines).toContain('Colecciones de la exportación que no se leen (no importadas): 2');
    expect(lines).toContain(
      '  payments: 2 documentos; no es una de las colecciones del sistema anterior que se importan (users, bodyCompositions y attendances); sus datos no tienen dónde ir en la app',
    );
    expect(report.imported).toHaveLength(1);
  });

  it('a repeated user id: no copy comes in, and the report gives every position', async () => {
    const store = stores.open();
    const source = readFirestoreExport({
      users: [
        { id: 'u1', ...person('Ana') },
        { id: 'u2', ...person('Luis') },
        { id: 'u1', ...person('Ana María') },
      ],
    });
    const report = await importFirestoreExport(source, store, options);
    expect(report.imported.map((member) => member.document)).toEqual(['users/u2']);
    expect(report.rejected).toEqual([
      {
        document: 'users/u1',
        name: 'Ana / Ana María',
        reasons: ['el id se repite en la colección (#1 y #3): no se importó ninguna copia'],
      },
    ]);
    expect(await store.readStream(memberStreamId(importedMemberId('u1')))).toEqual([]);
  });

  it('a repeated attendance id keeps its member out whole; with no user in the export it is "sin usuario"', async () => {
    const store = stores.open();
    const source = readFirestoreExport({
      users: { u1: person('Ana'), u2: person('Luis') },
      attendances: [
        { id: 'a1', userId: 'u1', date: '2026-02-10' },
        { id: 'a2', userId: 'u2', date: '2026-02-10' },
        { id: 'a1', userId: 'u1', date: '2026-02-11' },
        { id: 'a9', userId: 'nadie', date: '2026-02-11' },
        { id: 'a9', userId: 'nadie', date: '2026-02-12' },
      ],
    });
    const report = await importFirestoreExport(source, store, options);
    expect(report.imported.map((member) => [member.document, member.attendances])).toEqual([['users/u2', 1]]);
    expect(report.rejected).toEqual([
      {
        document: 'users/u1',
        name: 'Ana',
        reasons: ['attendances/a1: el id se repite en la colección (#1 y #3): no se importó ninguna copia'],
      },
    ]);
    expect(report.orphans).toEqual([
      {
        document: 'attendances/a9',
        name: '',
        reasons: [
          'el id se repite en la colección (#4 y #5): no se importó ninguna copia',
          'el usuario "nadie" no está en la exportación',
        ],
      },
    ]);
  });

  it('never lists under "No importados" a member an earlier run brought in: it is "ya importado"', async () => {
    const store = stores.open();
    await importFirestoreExport(
      readFirestoreExport({ users: { u1: person('Ana'), u2: person('Luis') } }),
      store,
      options,
    );
    const later = readFirestoreExport({
      users: [
        { id: 'u1', ...person('Ana') },
        { id: 'u1', ...person('Ana') },
        { id: 'u2', ...person('Luis', { pagoRealizado: -5 }) },
        { id: 'u3', ...person('Nuevo', { pagoRealizado: -5 }) },
      ],
    });
    const report = await importFirestoreExport(later, store, options);
    expect(report.rejected.map((skipped) => skipped.document)).toEqual(['users/u3']);
    expect(report.alreadyImported).toEqual([
      {
        document: 'users/u1',
        name: 'Ana',
        reasons: ['ya importado', 'el id se repite en la colección (#1 y #2): no se importó ninguna copia'],
      },
      { document: 'users/u2', name: 'Luis', reasons: ['ya importado', 'pagoRealizado: monto negativo (-5)'] },
    ]);
    expect(importReportLines(report)).toContain(
      'No importados: 1. De ellos no se escribió nada: corrige el archivo y vuelve a ejecutar el comando (lo ya importado no se repite).',
    );
  });

  it('R5: a used Tiquetera with no expiry expires 60 days after its first attendance in the export', async () => {
    const store = stores.open();
    const source = readFirestoreExport({
      users: { t1: ticketBook('Lina', 3) },
      attendances: {
        x2: { userId: 't1', date: '2026-02-20' },
        x1: { userId: 't1', date: '2026-02-05' },
        x3: { userId: 't1', date: '2026-02-27' },
      },
    });
    const report = await importFirestoreExport(source, store, options);
    const events = await store.readStream(memberStreamId(importedMemberId('t1')));
    expect(events[0]?.data).toMatchObject({ plan: 'ticket_book', ticketDaysUsed: 3, expiresOn: '2026-04-06' });
    expect(events.filter((event) => event.type === 'AttendanceMarked').map((event) => event.data.expiresOn)).toEqual([
      '2026-04-06',
      '2026-04-06',
      '2026-04-06',
    ]);
    expect(report.notes).toEqual([
      {
        document: 'users/t1',
        name: 'Lina',
        reasons: [
          'fechaVencimiento: vacía en una Tiquetera con 3 días usados, se calculó 06/04/2026: primera asistencia de la exportación (05/02/2026) + 60 días',
        ],
      },
    ]);
  });

  it('R5: with no attendance to go by it comes in without expiry, and the report warns', async () => {
    const store = stores.open();
    const source = readFirestoreExport({ users: { t2: ticketBook('Marta', 2), t3: ticketBook('Nora', 0) } });
    const report = await importFirestoreExport(source, store, options);
    const imported = (await store.readStream(memberStreamId(importedMemberId('t2')))).at(0);
    expect(imported?.data).toMatchObject({ ticketDaysUsed: 2, expiresOn: null });
    expect(report.notes).toEqual([
      {
        document: 'users/t2',
        name: 'Marta',
        reasons: [
          'fechaVencimiento: Tiquetera con 2 días usados, sin fecha de vencimiento ni asistencias en la exportación: se importó sin vencimiento; revísala en la app',
        ],
      },
    ]);
    expect(importReportLines(report)).toContain('Avisos sobre usuarios importados: 1');
  });

  it("R38 + R46: a plan cell names a plan of the gym's by its name ('semestral', '8 CLASES'), with its terms and price", async () => {
    const store = stores.open();
    const at = { occurredAt: '2026-01-10T15:00:00.000Z' };
    const event = (type: string, data: Record<string, unknown>) => ({ id: randomUUID(), type, data, metadata: at });
    await store.append(
      PLANS_STREAM,
      [
        event('PlanCreated', { planId: 'p-semestral', name: 'Semestral', terms: { kind: 'time', months: 6 } }),
        event('PlanPriceScheduled', { planId: 'p-semestral', price: 420_000, previousPrice: 0, from: '2026-01-10' }),
        event('PlanCreated', {
          planId: 'p-8-clases',
          name: '8 Clases',
          terms: { kind: 'visits', visits: 8, validDays: 30 },
        }),
        event('PlanPriceScheduled', { planId: 'p-8-clases', price: 60_000, previousPrice: 0, from: '2026-01-10' }),
      ],
      'no_stream',
    );
    const source = readFirestoreExport({
      users: {
        s1: person('Sara', { plan: 'semestral', pagoRealizado: 100_000, fechaVencimiento: null }),
        c1: person('Clara', { plan: '8 CLASES', pagoRealizado: 60_000, fechaVencimiento: null, diasHabiles: 12 }),
        x1: person('Xavier', { plan: 'Anualidad' }),
      },
    });
    const report = await importFirestoreExport(source, store, { ...options, now: new Date('2026-03-01T15:00:00Z') });
    const first = async (id: string) => (await store.readStream(memberStreamId(importedMemberId(id)))).at(0)?.data;
    expect(await first('s1')).toMatchObject({
      plan: 'p-semestral',
      planTerms: { kind: 'time', months: 6 },
      planPrice: 420_000,
      debt: 320_000,
      expiresOn: '2026-08-01',
    });
    // Its used days are held to its 8 visits.
    expect(await first('c1')).toMatchObject({
      plan: 'p-8-clases',
      planTerms: { kind: 'visits', visits: 8, validDays: 30 },
      planPrice: 60_000,
      ticketDaysUsed: 8,
    });
    expect(report.rejected).toEqual([
      {
        document: 'users/x1',
        name: 'Xavier',
        reasons: [
          'plan: plan desconocido ("Anualidad"), se esperaba Quincena, Mensualidad, Tiquetera, Semestral o 8 Clases',
        ],
      },
    ]);
  });
});
