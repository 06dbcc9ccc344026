// Contract case of a rebuild's last batch, which writes every document the rebuild kept back: far
// more than one MongoDB transaction holds, so that adapter writes it in parts. Whatever the
// adapter, it lands whole, and neither its checkpoint nor what readers see moves before its end.
import { describe, expect, it } from '@jest/globals';
import type { Operation } from './projection-store.port.js';
import { memberSpec, members, paymentSpec, versionOf } from './read-store.contract.fixtures.js';
import type { SwapContext } from './read-store.contract.swaps.js';

/** More operations than the bounded stores of the contract runs hold in one transaction. */
const LARGE = 1200;

export function describeLargeBatchCases({ store, fresh, another }: SwapContext): void {
  describe('a large batch on a generation being rebuilt', () => {
    it('commits whole; until it has, its checkpoint stays and readers see the live generation only', async () => {
      const names = fresh();
      await members(store(), names);
      const rebuilt = { projection: names.projection, generation: 2 };
      await store().createGeneration(rebuilt, 1, [memberSpec(names.members), paymentSpec(names.payments)]);
      const operations: Operation[] = [
        ...Array.from({ length: LARGE }, (_, n): Operation => ({
          kind: 'put',
          collection: names.members,
          doc: { id: `r${n}`, name: `Socio ${n}`, debt: n },
        })),
        { kind: 'put', collection: names.payments, doc: { id: 'p1', memberId: 'r1', amount: 1000 } },
      ];
      const batch = {
        ...rebuilt,
        expectedPosition: 0,
        generationsVersion: await versionOf(store(), names.projection),
        position: 10,
        operations,
      };

      // Another process watches while the batch is written (in parts, where the adapter splits it).
      const during: Array<{ position: number | undefined; listed: number }> = [];
      let done = false;
      const isDone = (): boolean => done;
      const committing = store()
        .commitBatch(batch)
        .finally(() => (done = true));
      while (!isDone()) {
        const states = await another().projectionStates();
        const position = states.find((s) => s.projection === names.projection && s.generation === 2)?.position;
        const listed = await another().count(names.members);
        // Seen before the commit ended (a look that overlapped its end may show either side).
        if (!isDone()) during.push({ position, listed });
      }
      await committing;

      for (const seen of during) expect(seen).toEqual({ position: 0, listed: 5 });
      // MongoDB writes it in several transactions: the watcher saw at least one moment between them.
      if (store().kind === 'mongodb') expect(during.length).toBeGreaterThan(0);
      const states = await store().projectionStates();
      expect(states.find((s) => s.projection === names.projection && s.generation === 2)?.position).toBe(10);
      const loaded = await store().loadDocuments(rebuilt, names.members, ['r0', `r${LARGE - 1}`]);
      expect([...loaded.keys()].sort()).toEqual(['r0', `r${LARGE - 1}`]);
      expect(await store().count(names.members)).toBe(5);

      await store().activateGeneration(rebuilt);
      expect(await another().count(names.members)).toBe(LARGE);
      expect(await another().get(names.payments, 'p1')).toEqual({ id: 'p1', memberId: 'r1', amount: 1000 });
    });
  });
}
