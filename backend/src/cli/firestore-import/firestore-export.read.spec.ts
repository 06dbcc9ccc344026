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
      users: [{ id: 'u1', ...ana }, { nombre: 'Sin id' }, 'texto', { id: 'u1', nombre: 'Otra' }],
    });
    expect(found.users.map((user) => user.id)).toEqual(['u1']);
    expect(found.unreadable).toEqual([
      { collection: 'users', id: '#2', reason: 'no tiene id' },
      { collection: 'users', id: '#3', reason: 'no es un documento (objeto JSON)' },
      { collection: 'users', id: 'u1', reason: 'el id se repite en la colección' },
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
