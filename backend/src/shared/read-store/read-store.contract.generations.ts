// Contract cases of the projection side: generations, batches, checkpoints, rebuild and swap.
import { describe, expect, it } from '@jest/globals';
import { CheckpointConflictError, GenerationChangedError } from './projection-store.port.js';
import {
  type ContractContext,
  MEMBERS,
  memberSpec,
  members,
  paymentSpec,
  puts,
  versionOf,
} from './read-store.contract.fixtures.js';

export function describeGenerationCases({ store, fresh }: ContractContext): void {
  describe('generations and batches', () => {
    it('createGeneration is idempotent and starts inactive at position 0', async () => {
      const names = fresh();
      const ref = { projection: names.projection, generation: 1 };
      const specs = [memberSpec(names.members)];
      await store().createGeneration(ref, 3, specs);
      await store().createGeneration(ref, 3, specs);
      const states = (await store().projectionStates()).filter((state) => state.projection === names.projection);
      expect(states).toEqual([
        { projection: names.projection, generation: 1, version: 3, position: 0, active: false, failure: null },
      ]);
      await expect(store().createGeneration(ref, 4, specs)).rejects.toThrow();
    });

    it('a collection name belongs to one projection', async () => {
      const first = fresh();
      const second = fresh();
      await store().createGeneration({ projection: first.projection, generation: 1 }, 1, [memberSpec(first.members)]);
      await expect(
        store().createGeneration({ projection: second.projection, generation: 1 }, 1, [memberSpec(first.members)]),
      ).rejects.toThrow();
    });

    it('nothing is queryable before activation, while loadDocuments reads the generation', async () => {
      const names = fresh();
      const ref = await members(store(), names, { activate: false });
      expect(await store().get(names.members, 'm1')).toBeNull();
      expect(await store().find(names.members, { filter: { plan: 'monthly' } })).toEqual({ items: [], total: 0 });
      expect(await store().count(names.members)).toBe(0);
      expect(await store().sum(names.members, 'debt')).toBe(0);
      expect(await store().groupSum(names.members, 'plan', 'debt')).toEqual([]);
      expect((await store().loadDocuments(ref, names.members, ['m1'])).get('m1')).toEqual(MEMBERS[0]);
    });

    it('put replaces a whole document, delete and deleteWhere remove, the checkpoint moves', async () => {
      const names = fresh();
      const ref = await members(store(), names);
      await store().commitBatch({
        ...ref,
        expectedPosition: 10,
        generationsVersion: await versionOf(store(), names.projection),
        position: 12,
        operations: [
          { kind: 'put', collection: names.members, doc: { id: 'm1', name: 'Ana María', plan: 'ticket' } },
          { kind: 'delete', collection: names.members, id: 'm2' },
          { kind: 'deleteWhere', collection: names.members, filter: { plan: 'biweekly' } },
          { kind: 'delete', collection: names.members, id: 'not-there' },
          { kind: 'put', collection: names.payments, doc: { id: 'p1', memberId: 'm1', amount: 70000 } },
        ],
      });
      expect(await store().get(names.members, 'm1')).toEqual({ id: 'm1', name: 'Ana María', plan: 'ticket' });
      expect(await store().get(names.members, 'm2')).toBeNull();
      expect(await store().get(names.members, 'm4')).toBeNull();
      expect(await store().count(names.members)).toBe(3);
      expect(await store().get(names.payments, 'p1')).toEqual({ id: 'p1', memberId: 'm1', amount: 70000 });
      const state = (await store().projectionStates()).find((candidate) => candidate.projection === names.projection);
      expect(state).toEqual({ ...ref, version: 1, position: 12, active: true, failure: null });
    });

    it('operations apply in order within a batch', async () => {
      const names = fresh();
      const ref = await members(store(), names, { docs: [] });
      await store().commitBatch({
        ...ref,
        expectedPosition: 10,
        generationsVersion: await versionOf(store(), names.projection),
        position: 11,
        operations: [
          { kind: 'put', collection: names.members, doc: { id: 'x', name: 'first' } },
          { kind: 'delete', collection: names.members, id: 'x' },
          { kind: 'put', collection: names.members, doc: { id: 'y', name: 'kept' } },
          { kind: 'deleteWhere', collection: names.members, filter: { name: 'kept' } },
          { kind: 'put', collection: names.members, doc: { id: 'y', name: 'again' } },
        ],
      });
      expect((await store().find(names.members, {})).items).toEqual([{ id: 'y', name: 'again' }]);
    });

    it('a stale expectedPosition throws CheckpointConflictError, an unknown generation GenerationChangedError; nothing applies', async () => {
      const names = fresh();
      const ref = await members(store(), names);
      const operations = puts(names.members, [{ id: 'new' }]);
      const generationsVersion = await versionOf(store(), names.projection);
      const stale = store().commitBatch({ ...ref, expectedPosition: 9, generationsVersion, position: 11, operations });
      await expect(stale).rejects.toBeInstanceOf(CheckpointConflictError);
      const unknownGeneration = { projection: names.projection, generation: 7 };
      const missing = store().commitBatch({
        ...unknownGeneration,
        expectedPosition: 0,
        generationsVersion,
        position: 1,
        operations: [],
      });
      await expect(missing).rejects.toBeInstanceOf(GenerationChangedError);
      expect(await store().get(names.members, 'new')).toBeNull();
      const state = (await store().projectionStates()).find((candidate) => candidate.projection === names.projection);
      expect(state?.position).toBe(10);
    });

    it('a batch failing half-way applies nothing (all or nothing)', async () => {
      const names = fresh();
      const ref = await members(store(), names);
      const failing = store().commitBatch({
        ...ref,
        expectedPosition: 10,
        generationsVersion: await versionOf(store(), names.projection),
        position: 11,
        operations: [
          { kind: 'delete', collection: names.members, id: 'm1' },
          { kind: 'put', collection: names.members, doc: { id: 'bad', debt: 'not a number' } },
        ],
      });
      await expect(failing).rejects.toThrow();
      expect(await store().get(names.members, 'm1')).toEqual(MEMBERS[0]);
      const state = (await store().projectionStates()).find((candidate) => candidate.projection === names.projection);
      expect(state?.position).toBe(10);
    });

    it('rebuild: a new generation fills unseen, then activation swaps it in and drops the old one', async () => {
      const names = fresh();
      await members(store(), names);
      const next = { projection: names.projection, generation: 2 };
      await store().createGeneration(next, 2, [memberSpec(names.members), paymentSpec(names.payments)]);
      const newcomer = { id: 'n1', name: 'Nuevo', plan: 'monthly' };
      await store().commitBatch({
        ...next,
        expectedPosition: 0,
        generationsVersion: await versionOf(store(), names.projection),
        position: 30,
        operations: puts(names.members, [newcomer]),
      });
      expect(await store().get(names.members, 'n1')).toBeNull();
      expect(await store().count(names.members)).toBe(MEMBERS.length);

      await store().activateGeneration(next);
      expect(await store().get(names.members, 'm1')).toBeNull();
      expect(await store().find(names.members, { filter: { plan: 'monthly' } })).toEqual({
        items: [newcomer],
        total: 1,
      });
      const states = (await store().projectionStates()).filter((state) => state.projection === names.projection);
      expect(states).toEqual([{ ...next, version: 2, position: 30, active: true, failure: null }]);
      await expect(
        store().loadDocuments({ projection: names.projection, generation: 1 }, names.members, ['m1']),
      ).rejects.toBeInstanceOf(GenerationChangedError);
    });

    it('dropGeneration removes an abandoned rebuild and refuses the active generation', async () => {
      const names = fresh();
      const active = await members(store(), names);
      const abandoned = { projection: names.projection, generation: 2 };
      await members(store(), names, { generation: 2, activate: false, docs: [{ id: 'z' }] });
      await store().dropGeneration(abandoned);
      await expect(store().dropGeneration(active)).rejects.toThrow();
      const states = (await store().projectionStates()).filter((state) => state.projection === names.projection);
      expect(states.map((state) => state.generation)).toEqual([1]);
      expect(await store().count(names.members)).toBe(MEMBERS.length);
      const next = { projection: names.projection, generation: 3 };
      await store().createGeneration(next, 1, [memberSpec(names.members)]);
      expect(await store().loadDocuments(next, names.members, ['z'])).toEqual(new Map());
    });

    it('loadDocuments returns many documents by id in one call, leaving out missing ids', async () => {
      const names = fresh();
      const docs = Array.from({ length: 1200 }, (_, index) => ({
        id: `d${index}`,
        name: `Socio ${index}`,
        debt: index,
      }));
      const ref = await members(store(), names, { docs, activate: false });
      const wanted = [...docs.map((doc) => doc.id), ...Array.from({ length: 100 }, (_, index) => `missing${index}`)];
      const loaded = await store().loadDocuments(ref, names.members, wanted);
      expect(loaded.size).toBe(1200);
      expect(loaded.get('d1199')).toEqual(docs[1199]);
      expect(await store().loadDocuments(ref, names.members, [])).toEqual(new Map());
    });
  });
}
