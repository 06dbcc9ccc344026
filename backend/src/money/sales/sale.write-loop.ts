// The write side of the sales at the desk (R40): the runner of one sale's stream `sale-<id>`, whose
// decision is appended together with the units it takes from (or, voided, puts back on) each
// product's stream and its entry in the day's cash book.
//
// What serialises what:
// - "Stock never below 0" (R40) lives in each product's stream `product-<id>`: the units a sale takes
//   are decided on the product's state (`sellUnits`) and appended with the revision it was read at.
//   Of two sales of the last unit, the second to commit finds the revision moved, the write loop
//   decides the whole sale again, and the product then has 0: 'Solo quedan 0 unidades de …'. A stock
//   change by an Administrador is serialised with the sales the same way. A product's price or
//   name changed after the sale's lines were built (the lines carry the price sold at) is met the
//   same way: a conflict, and the sale is decided again at the new price.
// - "No money on a closed day" and "money only into an open turno" (R32, R41) live in `cash-day-D`,
//   exactly as for a payment (cash-days/cash-day-ledger.ts): the sale's entry names the sale as its
//   payment, is decided on the day's state (a turno opened by itself with base 0 when none is open)
//   and appended at its revision.
// - "A sale is voided once" lives in the sale's own stream; its units go back on each product's
//   stream, and its money out of the cash book of the day of the void, in the same append.
// - Receipt numbers are the payments' (payments.projection.ts numbers every payment and sale event in
//   the log's order): one sequence, no gap, none repeated.
//
// SQLite: `appendMany` is one transaction: the cash-day entry, every product's units and the sale
// commit together or not at all; the races above have no window.
//
// EventStoreDB (one stream per append): the appends are written in order, the cash-day entry first,
// then each product's units, then the sale. A refused product append (a concurrent sale) leaves an
// entry without its sale: it is held for 30 s (ENTRY_LEASE_MS) and then ignored by closings, as a
// payment's is. The window left: a product's units written and the process dying before the sale (or
// a later product of the same sale) is written leaves those units out of stock with no sale; the
// owner sees it on the product's history and corrects it with an adjustment. Named here, not closed.
// The race is tested in backend/test/reception/sale-race.api.spec.ts (40 rounds, SQLite).
import {
  decideProduct,
  decideSale,
  evolveSale,
  initialSaleState,
  isRejection,
  productCommandsOf,
  productStreamId,
  SALE_EVENT_TYPES,
  saleCashDayEntry,
  type SaleCommand,
  type SaleEvent,
  type SaleState,
} from '@gym/domain';
import { CommandRunner, toEventsToAppend } from '../../shared/commands/command-runner.js';
import type { CommandRunnerOptions, LinkedDecision } from '../../shared/commands/command-runner.types.js';
import type { Decider } from '../../shared/commands/decider.js';
import { ConcurrencyError, type EventStore, type StreamAppend } from '../../shared/event-store/event-store.port.js';
import { AppError } from '../../shared/http/app-error.js';
import type { CashDayLedger } from '../cash-days/cash-day-ledger.js';
import type { ProductWriteLoop } from '../products/product.write-loop.js';

export type SaleWriteLoop = CommandRunner<SaleState, SaleCommand, SaleEvent>;

const saleDecider: Decider<SaleState, SaleCommand, SaleEvent> = {
  initialState: initialSaleState,
  eventTypes: SALE_EVENT_TYPES,
  evolve: evolveSale,
  decide: decideSale,
};

/** The product streams' appends a sale's events go with, each decided on the product's current state. */
async function productAppends(
  products: ProductWriteLoop,
  { events, actor, metadata, idempotencyKey }: LinkedDecision<SaleEvent>,
  timeZone: string,
): Promise<StreamAppend[]> {
  const appends: StreamAppend[] = [];
  for (const event of events) {
    for (const command of productCommandsOf(event)) {
      const streamId = productStreamId(command.data.productId);
      const folded = await products.load(streamId);
      const sold =
        event.type === 'SaleRecorded'
          ? event.data.lines.find((l) => l.productId === command.data.productId)
          : undefined;
      const { state } = folded;
      // The sale's lines were built on an earlier read: a price or name changed since is decided again.
      if (
        sold !== undefined &&
        state.status !== 'none' &&
        (state.price !== sold.unitPrice || state.name !== sold.name)
      ) {
        throw new ConcurrencyError(streamId, folded.revision, folded.revision);
      }
      const context = { now: metadata.occurredAt, timeZone, actor, productNames: [] };
      const decision = decideProduct(command, state, context);
      if (isRejection(decision)) throw new AppError(decision.code, decision.params, decision.field);
      const expected = folded.revision === -1 ? 'no_stream' : folded.revision;
      appends.push({ streamId, events: toEventsToAppend(streamId, decision, metadata, idempotencyKey), expected });
    }
  }
  return appends;
}

export function createSaleWriteLoop(
  eventStore: EventStore,
  products: ProductWriteLoop,
  ledger: CashDayLedger,
  options: Pick<CommandRunnerOptions, 'clock' | 'timeZone' | 'onAppended'>,
): SaleWriteLoop {
  return new CommandRunner(eventStore, saleDecider, {
    ...options,
    // Two desks selling the same product at once each move its revision: decide again a few times.
    maxAttempts: 10,
    linked: async (decision) => {
      const { events, ...rest } = decision;
      const entries = await ledger.entryAppends(events.map(saleCashDayEntry), rest);
      return [...entries, ...(await productAppends(products, decision, options.timeZone))];
    },
  });
}
