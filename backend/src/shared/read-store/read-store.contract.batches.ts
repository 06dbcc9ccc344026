// Contract case of committing several projections' batches at once (what a runner's cycle does):
// each batch commits or is refused exactly as on its own, and a refused one holds none back.
import { describe, expect, it } from '@jest/globals';
import { CheckpointConflictError, type GenerationRef, type Operation } from './projection-store.port.js';
import { type ContractContext, MEMBERS, members, puts, versionOf } from './read-store.contract.fixtures.js';

export function describeBatchesCases({ store, fresh }: ContractContext): void {
  describe('commitBatches', () => {
    it('commits each batch or refuses it alone, with its error at its index', async () => {
      const [a, b, c] = [fresh(), fresh(), fresh()];
      const [refA, refB, refC] = [await members(store(), a), await members(store(), b), await members(store(), c)];
      const batch = async (ref: GenerationRef, expectedPosition: number, operations: Operation[]) => ({
        ...ref,
        expectedPosition,
        generationsVersion: await versionOf(store(), ref.projection),
        position: 11,
        operations,
      });
      const outcomes = await store().commitBatches([
        await batch(refA, 10, puts(a.members, [{ id: 'new-a' }])),
        await batch(refB, 9, puts(b.members, [{ id: 'new-b' }])),
        await batch(refC, 10, [{ kind: 'put', collection: c.members, doc: { id: 'bad', debt: 'not a number' } }]),
      ]);

      expect(outcomes[0]).toBeNull();
      expect(outcomes[1]).toBeInstanceOf(CheckpointConflictError);
      expect(outcomes[2]).toBeInstanceOf(Error);
      expect(await store().get(a.members, 'new-a')).toEqual({ id: 'new-a' });
      expect(await store().get(b.members, 'new-b')).toBeNull();
      expect(await store().get(c.members, 'm1')).toEqual(MEMBERS[0]);
      const positions = (await store().projectionStates())
        .filter((state) => [a, b, c].some((names) => names.projection === state.projection))
        .map((state) => [state.projection, state.position]);
      expect(positions).toEqual([
        [a.projection, 11],
        [b.projection, 10],
        [c.projection, 10],
      ]);
      expect(await store().commitBatches([])).toEqual([]);
    });
  });
}
