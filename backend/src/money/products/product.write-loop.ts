// The write side of the products (R40): the generic runner around the decider of one product, each in
// its own stream `product-<id>`. A product command is decided with the other products' names (read
// from the products list), for R40's "a name no other product has".
import {
  decideProduct,
  evolveProduct,
  initialProductState,
  PRODUCT_EVENT_TYPES,
  type ProductCommand,
  type ProductDecisionContext,
  type ProductEvent,
  type ProductState,
} from '@gym/domain';
import { CommandRunner } from '../../shared/commands/command-runner.js';
import type { CommandRunnerOptions } from '../../shared/commands/command-runner.types.js';
import type { Decider } from '../../shared/commands/decider.js';
import type { EventStore } from '../../shared/event-store/event-store.port.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { PRODUCTS, type ProductDocument } from './products.projection.js';

export type ProductWriteLoop = CommandRunner<ProductState, ProductCommand, ProductEvent, ProductDecisionContext>;

export const productDecider: Decider<ProductState, ProductCommand, ProductEvent, ProductDecisionContext> = {
  initialState: initialProductState,
  eventTypes: PRODUCT_EVENT_TYPES,
  evolve: evolveProduct,
  decide: decideProduct,
};

/** Every product's name: a gym sells tens of products, so all of them. */
export async function productNames(readStore: ReadQueries): Promise<ProductDecisionContext['productNames']> {
  const { items } = await readStore.find<ProductDocument>(PRODUCTS, { countTotal: false });
  return items.map((product) => ({ productId: product.id, name: product.name }));
}

export function createProductWriteLoop(
  eventStore: EventStore,
  readStore: ReadQueries,
  options: Pick<CommandRunnerOptions, 'clock' | 'timeZone' | 'onAppended'>,
): ProductWriteLoop {
  return new CommandRunner(eventStore, productDecider, {
    ...options,
    // Many sales of one product in a row each move its revision.
    maxAttempts: 10,
    input: async () => ({ productNames: await productNames(readStore) }),
  });
}
