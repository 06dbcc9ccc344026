// Contract cases of the generations fact: a swap made by one process is seen by every other, and a
// batch computed before it is refused instead of landing in a generation queries no longer read.
import { describe, expect, it } from '@jest/globals';
import { GenerationBehindError, GenerationChangedError, type GenerationRef } from './projection-store.port.js';
import type { ReadStore } from './read-store.adapter.js';
import {
  type ContractContext,
  memberSpec,
  members,
  paymentSpec,
  puts,
  versionOf,
} from './read-store.contract.fixtures.js';

export interface SwapContext extends ContractContext {
  /** A second store on the same database, as another process would open it. */
  readonly another: () => ReadStore;
}

async function fill(store: ReadStore, ref: GenerationRef, collection: string, from: number, to: number): Promise<void> {
  await store.commitBatch({
    ...ref,
    expectedPosition: from,
    generationsVersion: await versionOf(store, ref.projection),
    position: to,
    operations: puts(collection, [{ id: `doc${to}`, name: `at ${to}` }]),
  });
}

export function describeSwapCases({ store, fresh, another }: SwapContext): void {
  describe('the generations fact (swaps every process sees)', () => {
    it('its version rises with each activation and drop, not with creations or batches', async () => {
      const names = fresh();
      const specs = [memberSpec(names.members), paymentSpec(names.payments)];
      const ref = await members(store(), names);
      const afterFirst = await versionOf(store(), names.projection);
      await fill(store(), ref, names.members, 10, 11);
      const next = { projection: names.projection, generation: 2 };
      await store().createGeneration(next, 1, specs);
      expect(await versionOf(store(), names.projection)).toBe(afterFirst);
      await store().dropGeneration(next);
      const afterDrop = await versionOf(store(), names.projection);
      expect(afterDrop).toBeGreaterThan(afterFirst);
      const fact = (await store().generationFacts()).find((candidate) => candidate.projection === names.projection);
      expect(fact).toMatchObject({ lastGeneration: 2, activating: null });
      await store().createGeneration({ projection: names.projection, generation: 3 }, 1, specs);
      await fill(store(), { projection: names.projection, generation: 3 }, names.members, 0, 11);
      await store().activateGeneration({ projection: names.projection, generation: 3 });
      expect(await versionOf(store(), names.projection)).toBeGreaterThan(afterDrop);
    });

    it('a swap by another process refuses the batches computed before it, on the old and the new generation', async () => {
      const names = fresh();
      const live = await members(store(), names);
      const before = await versionOf(store(), names.projection);
      const operator = another();
      const rebuilt = { projection: names.projection, generation: 2 };
      await operator.createGeneration(rebuilt, 1, [memberSpec(names.members), paymentSpec(names.payments)]);
      await fill(operator, rebuilt, names.members, 0, 10);
      await operator.activateGeneration(rebuilt);
      expect(await versionOf(store(), names.projection)).toBeGreaterThan(before);
      const late = { expectedPosition: 10, generationsVersion: before, position: 12 };
      const operations = puts(names.members, [{ id: 'late', name: 'Tarde' }]);
      await expect(store().commitBatch({ ...live, ...late, operations })).rejects.toBeInstanceOf(
        GenerationChangedError,
      );
      await expect(store().commitBatch({ ...rebuilt, ...late, operations })).rejects.toBeInstanceOf(
        GenerationChangedError,
      );
      expect(await store().get(names.members, 'late')).toBeNull();
      await store().commitBatch({
        ...rebuilt,
        ...late,
        generationsVersion: await versionOf(store(), names.projection),
        operations,
      });
      expect(await store().get(names.members, 'late')).toEqual({ id: 'late', name: 'Tarde' });
    });

    it('a dropped generation is gone for good: loading from it or creating it again is refused', async () => {
      const names = fresh();
      await members(store(), names);
      const abandoned = { projection: names.projection, generation: 2 };
      const specs = [memberSpec(names.members)];
      await store().createGeneration(abandoned, 1, specs);
      await another().dropGeneration(abandoned);
      await expect(store().loadDocuments(abandoned, names.members, ['m1'])).rejects.toBeInstanceOf(
        GenerationChangedError,
      );
      await expect(store().createGeneration(abandoned, 1, specs)).rejects.toBeInstanceOf(GenerationChangedError);
    });

    it('a rebuilt generation behind the active one is not swapped in, and nothing changes', async () => {
      const names = fresh();
      const live = await members(store(), names);
      const behind = { projection: names.projection, generation: 2 };
      await store().createGeneration(behind, 1, [memberSpec(names.members), paymentSpec(names.payments)]);
      await fill(store(), behind, names.members, 0, 9);
      const version = await versionOf(store(), names.projection);
      await expect(store().activateGeneration(behind)).rejects.toBeInstanceOf(GenerationBehindError);
      expect(await versionOf(store(), names.projection)).toBe(version);
      expect((await store().projectionStates()).filter((s) => s.projection === names.projection)).toEqual([
        expect.objectContaining({ ...live, active: true, position: 10 }),
        expect.objectContaining({ ...behind, active: false, position: 9 }),
      ]);
      await fill(store(), behind, names.members, 9, 10);
      await store().activateGeneration(behind);
      expect(await store().get(names.members, 'doc10')).toEqual({ id: 'doc10', name: 'at 10' });
    });

    it('activating the active generation again changes nothing', async () => {
      const names = fresh();
      const ref = await members(store(), names);
      const version = await versionOf(store(), names.projection);
      await store().activateGeneration(ref);
      expect(await versionOf(store(), names.projection)).toBe(version);
      expect(await store().count(names.members)).toBe(5);
    });

    it('a failure recorded on a generation shows in its state until a batch commits on it', async () => {
      const names = fresh();
      const ref = await members(store(), names);
      const failure = { message: 'disk I/O error', since: '2026-03-02T10:00:00.000Z' };
      await another().recordFailure(ref, failure);
      const stateOf = async () =>
        (await store().projectionStates()).find((state) => state.projection === names.projection);
      expect((await stateOf())?.failure).toEqual(failure);
      await fill(store(), ref, names.members, 10, 11);
      expect((await stateOf())?.failure).toBeNull();
      await store().recordFailure({ projection: names.projection, generation: 9 }, failure);
    });
  });
}
