// Contract case of R48's erasure in the read store: after an erased member's documents are
// rewritten blank, discardOldVersions drops what the store kept of their old versions, and every
// reader (another process included) reads only the blank ones.
import { describe, expect, it } from '@jest/globals';
import { type ContractContext, members, versionOf } from './read-store.contract.fixtures.js';

export function describeErasureCases({ store, another, fresh }: ContractContext): void {
  describe('discardOldVersions', () => {
    it('after a member is blanked, drops the old versions and every reader sees only the blank one', async () => {
      const names = fresh();
      const ref = await members(store(), names, { docs: [{ id: 'm1', name: 'Teodora Villamizar', debt: 0 }] });
      const blank = { id: 'm1', name: '[dato suprimido]', debt: 0 };
      await store().commitBatch({
        ...ref,
        expectedPosition: 10,
        generationsVersion: await versionOf(store(), ref.projection),
        position: 11,
        operations: [{ kind: 'put', collection: names.members, doc: blank }],
      });

      expect(await store().discardOldVersions()).toBe(true);
      expect(await store().get(names.members, 'm1')).toEqual(blank);
      expect(await another().get(names.members, 'm1')).toEqual(blank);
      // Nothing left to drop: asking again is harmless.
      expect(await another().discardOldVersions()).toBe(true);
    });
  });
}
