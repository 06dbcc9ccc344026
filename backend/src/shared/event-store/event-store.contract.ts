// The event-store contract: one jest suite that every adapter runs against a real store.
import { afterAll, afterEach, beforeEach, describe } from '@jest/globals';
import type { EventStore } from './event-store.port.js';
import { describeAppendManyCases } from './event-store.contract.append-many.js';
import { describeAppendCases } from './event-store.contract.appends.js';
import type { ContractContext } from './event-store.contract.fixtures.js';
import { describeReadCases } from './event-store.contract.reads.js';
import { describeSubscribeCases } from './event-store.contract.subscriptions.js';

/**
 * `open` gives a connected store before each test (closed after it); `openAnother` a second
 * connection to the store `open` gave last, as another process opens it (closed by the test);
 * `cleanup` runs once at the end. Tests use their own random stream ids and never assume the
 * store is empty.
 */
export function describeEventStoreContract(
  adapterName: string,
  open: () => Promise<EventStore>,
  openAnother: () => Promise<EventStore>,
  cleanup?: () => Promise<void>,
): void {
  describe(`EventStore contract (${adapterName})`, () => {
    let current: EventStore | undefined;
    beforeEach(async () => {
      current = await open();
    });
    afterEach(async () => {
      await current?.close();
      current = undefined;
    });
    if (cleanup) afterAll(cleanup);

    const context: ContractContext = {
      store: () => {
        if (!current) throw new Error('No event store is open');
        return current;
      },
      openAnother,
    };
    describeAppendCases(context);
    describeAppendManyCases(context);
    describeReadCases(context);
    describeSubscribeCases(context);
  });
}
