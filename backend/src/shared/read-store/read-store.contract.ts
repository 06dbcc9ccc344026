// The one contract suite every ReadStore adapter runs from its own *.int.spec.ts.
import { afterAll, beforeAll, describe } from '@jest/globals';
import type { ReadStore } from './read-store.adapter.js';
import { uniqueNames } from './read-store.contract.fixtures.js';
import { describeAppendOnlyCases } from './read-store.contract.append-only.js';
import { describeBatchesCases } from './read-store.contract.batches.js';
import { describeErasureCases } from './read-store.contract.erasure.js';
import { describeGenerationCases } from './read-store.contract.generations.js';
import { describeLargeBatchCases } from './read-store.contract.large-batches.js';
import { describeQueryCases } from './read-store.contract.queries.js';
import { describeSwapCases } from './read-store.contract.swaps.js';
import { describeWordsCases } from './read-store.contract.words.js';

/**
 * Every test uses its own projection and collection names, so the suite also runs against a
 * shared real server. `open` is called twice: the second store, on the same database, plays
 * another process. `cleanup` runs after the stores are closed (e.g. drop a test database).
 */
export function describeReadStoreContract(
  adapterName: string,
  open: () => Promise<ReadStore>,
  cleanup?: () => Promise<void>,
): void {
  describe(`ReadStore contract: ${adapterName}`, () => {
    let opened: ReadStore | undefined;
    let second: ReadStore | undefined;
    const store = (): ReadStore => {
      if (!opened) throw new Error('The store is not open yet');
      return opened;
    };
    const another = (): ReadStore => {
      if (!second) throw new Error('The second store is not open yet');
      return second;
    };
    beforeAll(async () => {
      opened = await open();
      second = await open();
    });
    afterAll(async () => {
      await second?.close();
      await opened?.close();
      await cleanup?.();
    });

    const context = { store, another, fresh: uniqueNames() };
    describeGenerationCases(context);
    describeBatchesCases(context);
    describeSwapCases(context);
    describeLargeBatchCases(context);
    describeAppendOnlyCases(context);
    describeQueryCases(context);
    describeWordsCases(context);
    describeErasureCases(context);
  });
}
