// A document put with putBuilt is built when it is read or written, once, from the last builder put.
import type { ProjectionStore } from '../read-store/projection-store.port.js';
import { DocumentCache } from './document-cache.js';
import { BatchDocumentSession } from './document-session.js';

const ref = { projection: 'test', generation: 1 };
// The session only reaches the store to prefetch, which these cases never do.
const noStore = {} as ProjectionStore;

function countingBuilder(builds: string[], name: string, memberId = 'm-1') {
  return () => {
    builds.push(name);
    return { id: memberId, name, plan: 'mensual' };
  };
}

describe('BatchDocumentSession.putBuilt', () => {
  it('builds only the last document put for an id, when the batch is written', () => {
    const builds: string[] = [];
    const session = new BatchDocumentSession(noStore, ref);
    session.putBuilt('list', 'm-1', countingBuilder(builds, 'Ana'));
    session.putBuilt('list', 'm-1', countingBuilder(builds, 'Ana María'));
    expect(builds).toEqual([]);
    expect(session.operations()).toEqual([
      { kind: 'put', collection: 'list', doc: { id: 'm-1', name: 'Ana María', plan: 'mensual' } },
    ]);
    expect(builds).toEqual(['Ana María']);
  });

  it('serves a read with the built document, built once', () => {
    const builds: string[] = [];
    const session = new BatchDocumentSession(noStore, ref);
    session.putBuilt('list', 'm-1', countingBuilder(builds, 'Ana'));
    expect(session.get('list', 'm-1')).toEqual({ id: 'm-1', name: 'Ana', plan: 'mensual' });
    session.operations();
    expect(builds).toEqual(['Ana']);
  });

  it('lets deleteWhere and copyWhere match on the built fields', () => {
    const builds: string[] = [];
    const session = new BatchDocumentSession(noStore, ref);
    session.putBuilt('list', 'm-1', countingBuilder(builds, 'Ana', 'm-1'));
    session.putBuilt('list', 'm-2', countingBuilder(builds, 'Luis', 'm-2'));
    session.copyWhere('list', 'aside', { name: 'Luis' });
    session.deleteWhere('list', { name: 'Ana' });
    const puts = session.operations().filter((op) => op.kind === 'put');
    expect(puts).toEqual([
      { kind: 'put', collection: 'list', doc: { id: 'm-2', name: 'Luis', plan: 'mensual' } },
      { kind: 'put', collection: 'aside', doc: { id: 'm-2', name: 'Luis', plan: 'mensual' } },
    ]);
  });

  it('keeps a postponed document unbuilt until the batch that writes it', () => {
    const builds: string[] = [];
    const cache = new DocumentCache();
    const first = new BatchDocumentSession(noStore, ref, cache);
    first.putBuilt('list', 'm-1', countingBuilder(builds, 'Ana'));
    expect(first.operations(() => true)).toEqual([]);
    cache.settle();
    expect(builds).toEqual([]);
    const second = new BatchDocumentSession(noStore, ref, cache);
    expect(second.operations()).toEqual([
      { kind: 'put', collection: 'list', doc: { id: 'm-1', name: 'Ana', plan: 'mensual' } },
    ]);
    expect(builds).toEqual(['Ana']);
  });
});
