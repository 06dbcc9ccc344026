// The export file's shapes: collections as arrays or keyed objects, wrapped or not; unreadable documents reported.
import { ExportShapeError, readFirestoreExport } from './firestore-export.read.js';

const ana = { nombre: 'Ana', plan: 'Mensualidad' };

describe('readFirestoreExport', () => {
  it('reads collections as objects keyed by document id', () => {
    const found = readFirestoreExport({
      users: { u1: ana },
      attendances: { a1: { userId: 'u1', date: '2026-03-01' } },
    });
    expect(found.users).toEqual([{ collection: 'users', id: 'u1', fields: ana }]);
    expect(found.attendances).toEqual([
      { collection: 'attendances', id: 'a1', fields: { userId: 'u1', date: '2026-03-01' } },
    ]);
    expect(found.bodyCompositions).toEqual([]);
  });

  it('reads collections as arrays of documents with their id, and {id, data} wrappers', () => {
    const found = readFirestoreExport({
      users: [
        { id: 'u1', ...ana },
        { id: 7, data: { nombre: 'Luis' } },
      ],
    });
    expect(found.users).toEqual([
      { collection: 'users', id: 'u1', fields: ana },
      { collection: 'users', id: '7', fields: { nombre: 'Luis' } },
    ]);
  });

  it('unwraps node-firestore-import-export’s __collections__ and ignores subcollections', () => {
    const found = readFirestoreExport({ __collections__: { users: { u1: { ...ana, __collections__: {} } } } });
    expect(found.users).toEqual([{ collection: 'users', id: 'u1', fields: ana }]);
  });

  it('reports documents it cannot read, and reads the others', () => {
    const found = readFirestoreExport({
      users: [{ id: 'u1', ...ana }, { nombre: 'Sin id' }, 'texto', { id: 'u2', nombre: 'Luis' }],
    });
    expect(found.users.map((user) => user.id)).toEqual(['u1', 'u2']);
    expect(found.unreadable).toEqual([
      { collection: 'users', id: '#2', reason: 'no tiene id' },
      { collection: 'users', id: '#3', reason: 'no es un documento (objeto JSON)' },
    ]);
  });

  it('an id that repeats in a collection: no copy is read, and every position is kept', () => {
    const found = readFirestoreExport({
      users: [
        { id: 'u1', ...ana },
        { id: 'u2', nombre: 'Luis' },
        { id: 'u1', nombre: 'Otra' },
      ],
      attendances: [
        { id: 'a1', userId: 'u2', date: '2026-03-01' },
        { id: 'a1', userId: 'u2', date: '2026-03-02' },
        { id: 'a1', userId: 'u2', date: '2026-03-03' },
      ],
    });
    expect(found.users.map((user) => user.id)).toEqual(['u2']);
    expect(found.attendances).toEqual([]);
    expect(found.repeated).toEqual([
      { collection: 'users', id: 'u1', positions: ['#1', '#3'], copies: [ana, { nombre: 'Otra' }] },
      {
        collection: 'attendances',
        id: 'a1',
        positions: ['#1', '#2', '#3'],
        copies: ['2026-03-01', '2026-03-02', '2026-03-03'].map((date) => ({ userId: 'u2', date })),
      },
    ]);
  });

  it('names every other top-level collection with how many documents it holds', () => {
    const found = readFirestoreExport({
      users: { u1: ana },
      payments: [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }],
      settings: { gym: { nombre: 'Gimnasio' }, prices: {} },
      exportedAt: '2026-03-02',
    });
    expect(found.unread).toEqual([
      { name: 'payments', documents: 3 },
      { name: 'settings', documents: 2 },
    ]);
  });

  it.each([[[]], [null], ['users'], [{ clientes: {} }]])('refuses %j: not an export of the original product', (json) =>
    expect(() => readFirestoreExport(json)).toThrow(ExportShapeError),
  );

  it('refuses a collection that is neither a list nor an object', () =>
    expect(() => readFirestoreExport({ users: {}, attendances: 'x' })).toThrow(
      'La colección "attendances" no es una lista',
    ));
});
