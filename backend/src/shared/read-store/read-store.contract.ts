// The one contract suite every ReadStore adapter runs from its own *.int.spec.ts.
import { afterAll, beforeAll, describe } from '@jest/globals';
import type { ReadStore } from './read-store.port.js';
import { uniqueNames } from './read-store.contract.fixtures.js';
import { describeGenerationCases } from './read-store.contract.generations.js';
import { describeQueryCases } from './read-store.contract.queries.js';

/**
 * Every test uses its own projection and collection names, so the suite also runs against a
 * shared real server. `cleanup` runs after the store is closed (e.g. drop a test database).
 */
export function describeReadStoreContract(
  adapterName: string,
  open: () => Promise<ReadStore>,
  cleanup?: () => Promise<void>,
): void {
  describe(`ReadStore contract: ${adapterName}`, () => {
    let opened: ReadStore | undefined;
    const store = (): ReadStore => {
      if (!opened) throw new Error('The store is not open yet');
      return opened;
    };
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(async () => {
      await opened?.close();
      await cleanup?.();
    });

    const context = { store, fresh: uniqueNames() };
    describeGenerationCases(context);
    describeQueryCases(context);
  });
}
