// The commands on the sales at the desk (R40), one row each: a sale, its void (R29). A sale's products
// are read from their streams on every attempt of the write loop (their names, prices and whether
// they are still sold); the units, the money and the sale are appended together (sale.write-loop.ts).
import {
  apiOperations,
  productStreamId,
  saleStreamId,
  type RecordSale,
  type RecordSaleRequest,
  type SaleCommand,
  type SaleEvent,
  type SaleState,
} from '@gym/domain';
import { memberNames } from '../../members/members.port.js';
import { commandRows, type CommandCall, type CommandTable } from '../../shared/commands/command-table.js';
import { AppError } from '../../shared/http/app-error.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import type { ProductWriteLoop } from '../products/product.write-loop.js';
import type { SaleWriteLoop } from './sale.write-loop.js';

export interface SaleCommandDeps {
  readonly sales: SaleWriteLoop;
  readonly products: ProductWriteLoop;
  readonly readStore: ReadQueries;
}

export const SALE_COMMAND_DEPS = Symbol('SALE_COMMAND_DEPS');

const row = commandRows<SaleCommandDeps, SaleState, SaleCommand, SaleEvent>(({ sales }) => ({
  runner: sales,
  streamOf: (command) => saleStreamId(command.data.saleId),
}));

/** Each line's product as its stream stands now; a product that never existed is 404. */
async function soldLines(body: RecordSaleRequest, products: ProductWriteLoop): Promise<RecordSale['data']['lines']> {
  return Promise.all(
    body.lines.map(async ({ productId, quantity }) => {
      const { state } = await products.load(productStreamId(productId));
      if (state.status === 'none') throw new AppError('PRODUCT.NOT_FOUND');
      const { name, price } = state;
      return { product: { productId, name, price, active: state.status === 'active' }, quantity };
    }),
  );
}

async function recordSale({ body, context, newId }: CommandCall<RecordSaleRequest>, deps: SaleCommandDeps) {
  if (body.memberId !== null) {
    const member = (await memberNames(deps.readStore, [body.memberId])).get(body.memberId);
    if (member === undefined || member.deleted) throw new AppError('MEMBER.NOT_FOUND');
  }
  const saleId = newId('sale');
  const result = await deps.sales.handle({
    ...context,
    streamId: saleStreamId(saleId),
    command: async (): Promise<SaleCommand> => ({
      type: 'RecordSale',
      data: {
        saleId,
        lines: await soldLines(body, deps.products),
        method: body.method,
        reference: body.reference,
        memberId: body.memberId,
      },
    }),
  });
  const total = result.state.status === 'none' ? 0 : result.state.total;
  return { position: result.position, saleId, total };
}

export const saleCommandTable: CommandTable<SaleCommandDeps> = {
  name: 'Sale',
  notFound: 'SALE.NOT_FOUND',
  deps: SALE_COMMAND_DEPS,
  routes: [
    row.handle(apiOperations.recordSale, { failure: 'SALE.RECORD_FAILED', handle: recordSale }),
    row.decide(apiOperations.voidSale, {
      failure: 'SALE.VOID_FAILED',
      command: ({ id: saleId, body }) => ({ type: 'VoidSale', data: { saleId, reason: body.reason } }),
      answer: ({ result }) => ({ position: result.position }),
    }),
  ],
};
