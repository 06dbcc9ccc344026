// Contract cases of append-only collections: filled while their generation is built (in SQLite with
// no index kept up to date), they end exactly as if every operation had applied at once.
import { describe, expect, it } from '@jest/globals';
import type { GenerationRef, Operation } from './projection-store.port.js';
import type { CollectionSpec } from './read-store.port.js';
import type { ReadStore } from './read-store.adapter.js';
import { type ContractContext, versionOf } from './read-store.contract.fixtures.js';

const ledgerSpec = (name: string): CollectionSpec => ({
  name,
  fields: { memberId: 'text', amount: 'number' },
  indexes: [['memberId']],
  appendOnly: true,
});

const row = (id: string, memberId: string, amount = 1): Operation => ({
  kind: 'put',
  collection: '',
  doc: { id, memberId, amount },
});

async function commit(store: ReadStore, ref: GenerationRef, from: number, operations: Operation[]): Promise<void> {
  await store.commitBatch({
    ...ref,
    expectedPosition: from,
    generationsVersion: await versionOf(store, ref.projection),
    position: from + 1,
    operations,
  });
}

/** Every document of `collection`, by id. */
async function docsById(store: ReadStore, collection: string) {
  return (await store.find(collection, { sort: [{ field: 'id', direction: 'asc' }] })).items;
}

const parkedSpec = (name: string): CollectionSpec => ({ name, fields: { memberId: 'text', amount: 'number' } });

/** R44: the member's rows copied from `from` into `to`, then deleted from `from`. */
const moveRows = (from: string, to: string, memberId: string): Operation[] => [
  { kind: 'copyWhere', collection: to, from, filter: { memberId } },
  { kind: 'deleteWhere', collection: from, filter: { memberId } },
];

/** A fresh generation holding the ledger, and with `withAside` a plain collection to set rows aside in. */
async function freshLedger({ store, fresh }: ContractContext, withAside = false) {
  const names = fresh();
  const ref = { projection: names.projection, generation: 1 };
  const into = (operation: Operation): Operation => ({ ...operation, collection: names.payments });
  const aside = names.members;
  await store().createGeneration(ref, 1, [ledgerSpec(names.payments), ...(withAside ? [parkedSpec(aside)] : [])]);
  return { names, ref, into, aside };
}

export function describeAppendOnlyCases(context: ContractContext): void {
  const { store } = context;
  describe('append-only collections', () => {
    it('deletes asked while the generation is built remove the rows that existed then, not later ones', async () => {
      const { names, ref, into } = await freshLedger(context);
      await commit(store(), ref, 0, [
        ...[row('p1', 'm1'), row('p2', 'm2'), row('p3', 'm1')].map(into),
        { kind: 'deleteWhere', collection: names.payments, filter: { memberId: 'm1' } },
        into(row('p4', 'm1')),
      ]);
      await commit(store(), ref, 1, [{ kind: 'delete', collection: names.payments, id: 'p2' }, into(row('p5', 'm2'))]);
      expect([...(await store().loadDocuments(ref, names.payments, ['p1', 'p2', 'p4'])).keys()]).toEqual(['p4']);
      await commit(store(), ref, 2, [
        { kind: 'deleteWhere', collection: names.payments, filter: { memberId: 'm2' } },
        into(row('p6', 'm3')),
      ]);
      await store().activateGeneration(ref);
      expect((await docsById(store(), names.payments)).map((doc) => doc.id)).toEqual(['p4', 'p6']);
      expect(await store().count(names.payments, { memberId: 'm1' })).toBe(1);
    });

    it('R44: copyWhere sets a member’s rows aside and brings them back, while built and once active', async () => {
      const { names, ref, into, aside } = await freshLedger(context, true);
      const setAside = (memberId: string): Operation[] => moveRows(names.payments, aside, memberId);
      const bringBack = (memberId: string): Operation[] => moveRows(aside, names.payments, memberId);
      await commit(store(), ref, 0, [...[row('p1', 'm1', 10), row('p2', 'm2', 20), row('p3', 'm1', 30)].map(into)]);
      await commit(store(), ref, 1, setAside('m1'));
      expect([...(await store().loadDocuments(ref, aside, ['p1', 'p2', 'p3'])).keys()].sort()).toEqual(['p1', 'p3']);
      expect([...(await store().loadDocuments(ref, names.payments, ['p1', 'p2', 'p3'])).keys()]).toEqual(['p2']);
      await commit(store(), ref, 2, [...bringBack('m1'), into(row('p4', 'm1', 40))]);
      await store().activateGeneration(ref);
      expect(await store().sum(names.payments, 'amount', { memberId: 'm1' })).toBe(80);
      expect(await store().count(aside)).toBe(0);
      await commit(store(), ref, 3, setAside('m2'));
      expect(await store().get(aside, 'p2')).toEqual({ id: 'p2', memberId: 'm2', amount: 20 });
      expect(await store().count(names.payments, { memberId: 'm2' })).toBe(0);
      await commit(store(), ref, 4, bringBack('m2'));
      expect(await docsById(store(), names.payments)).toEqual([
        { id: 'p1', memberId: 'm1', amount: 10 },
        { id: 'p2', memberId: 'm2', amount: 20 },
        { id: 'p3', memberId: 'm1', amount: 30 },
        { id: 'p4', memberId: 'm1', amount: 40 },
      ]);
      expect(await store().count(aside)).toBe(0);
    });

    it('R44: a copy out of a table being built leaves out the rows its waiting deletes remove, not later ones', async () => {
      const { names, ref, into, aside } = await freshLedger(context, true);
      const setAside = (memberId: string): Operation[] => moveRows(names.payments, aside, memberId);
      await commit(store(), ref, 0, [row('p1', 'm1', 10), row('p2', 'm2', 20), row('p3', 'm1', 30)].map(into));
      await commit(store(), ref, 1, setAside('m1'));
      await commit(store(), ref, 2, [into(row('p4', 'm1', 40)), into(row('p5', 'm2', 50))]);
      // The second setting aside copies only p4: p1 and p3 wait to be deleted, p4 came after.
      await commit(store(), ref, 3, [
        { kind: 'deleteWhere', collection: aside, filter: { memberId: 'm1' } },
        ...setAside('m1'),
        ...setAside('m2'),
      ]);
      await commit(store(), ref, 4, [into(row('p6', 'm2', 60))]);
      await store().activateGeneration(ref);
      expect(await docsById(store(), aside)).toEqual([
        { id: 'p2', memberId: 'm2', amount: 20 },
        { id: 'p4', memberId: 'm1', amount: 40 },
        { id: 'p5', memberId: 'm2', amount: 50 },
      ]);
      expect(await docsById(store(), names.payments)).toEqual([{ id: 'p6', memberId: 'm2', amount: 60 }]);
    });

    it('R44: what is written into the aside collection after a copy into it was asked wins over the copy', async () => {
      const { names, ref, into, aside } = await freshLedger(context, true);
      await commit(store(), ref, 0, [row('p1', 'm1', 10), row('p2', 'm1', 20), row('p3', 'm1', 30)].map(into));
      await commit(store(), ref, 1, [
        ...moveRows(names.payments, aside, 'm1'),
        { kind: 'put', collection: aside, doc: { id: 'p1', memberId: 'm1', amount: 99 } },
        { kind: 'delete', collection: aside, id: 'p2' },
      ]);
      // Another process goes on with the generation: it finds the copy still waiting.
      await commit(context.another(), ref, 2, [into(row('p4', 'm2', 40))]);
      await commit(context.another(), ref, 3, [
        { kind: 'put', collection: aside, doc: { id: 'p3', memberId: 'm1', amount: 7 } },
      ]);
      await context.another().activateGeneration(ref);
      expect(await docsById(store(), aside)).toEqual([
        { id: 'p1', memberId: 'm1', amount: 99 },
        { id: 'p3', memberId: 'm1', amount: 7 },
      ]);
      expect(await docsById(store(), names.payments)).toEqual([{ id: 'p4', memberId: 'm2', amount: 40 }]);
    });

    it('R44: a read of the aside collection while built sees the copies asked into it', async () => {
      const { names, ref, into, aside } = await freshLedger(context, true);
      await commit(store(), ref, 0, [row('p1', 'm1', 10), row('p2', 'm2', 20)].map(into));
      await commit(store(), ref, 1, [
        ...moveRows(names.payments, aside, 'm1'),
        { kind: 'put', collection: aside, doc: { id: 'p9', memberId: 'm3', amount: 1 } },
      ]);
      const loaded = await store().loadDocuments(ref, aside, ['p1', 'p2', 'p9']);
      expect([...loaded.keys()].sort()).toEqual(['p1', 'p9']);
      await commit(store(), ref, 2, [into(row('p3', 'm1', 30))]);
      await store().activateGeneration(ref);
      expect(await store().count(aside)).toBe(2);
      expect(await store().count(names.payments)).toBe(2);
    });

    it('R43: a delete then a put of the same id while built leaves the new document, and loads it', async () => {
      const { names, ref, into } = await freshLedger(context);
      await commit(store(), ref, 0, [into(row('p1', 'm1', 10)), into(row('p2', 'm1', 5))]);
      await commit(store(), ref, 1, [
        { kind: 'delete', collection: names.payments, id: 'p1' },
        into(row('p1', 'm1', 25)),
      ]);
      const loaded = await store().loadDocuments(ref, names.payments, ['p1']);
      expect(loaded.get('p1')).toEqual({ id: 'p1', memberId: 'm1', amount: 25 });
      await commit(store(), ref, 2, [into(row('p3', 'm1', 1))]);
      await store().activateGeneration(ref);
      expect(await store().get(names.payments, 'p1')).toEqual({ id: 'p1', memberId: 'm1', amount: 25 });
      expect(await store().count(names.payments, { memberId: 'm1' })).toBe(3);
      expect(await store().sum(names.payments, 'amount', { memberId: 'm1' })).toBe(31);
    });

    it('once active, a put of an existing id replaces it', async () => {
      const { names, ref, into } = await freshLedger(context);
      await commit(store(), ref, 0, [into(row('p1', 'm1', 10))]);
      await store().activateGeneration(ref);
      await commit(store(), ref, 1, [into(row('p1', 'm1', 25)), into(row('p2', 'm1', 5))]);
      expect(await store().get(names.payments, 'p1')).toEqual({ id: 'p1', memberId: 'm1', amount: 25 });
      expect(await store().sum(names.payments, 'amount', { memberId: 'm1' })).toBe(30);
    });
  });
}
