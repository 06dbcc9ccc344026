// The commands on the products (R40), one row each: create, edit, archive, a stock arrival or
// adjustment. Each is decided on the product's stream `product-<id>` at the revision read, the stream
// that also takes every sale's units (sales/sale.write-loop.ts), so a stock change and a sale racing
// are serialised by it and the stock never goes below 0.
//
// "A name no other product has, accents and case aside" crosses streams: it is checked against the
// products list (the read model) when the command is decided. The window left: two Administradores
// creating or renaming two products to the same name within the projections' lag (milliseconds) could
// both succeed; each is a product of its own, sold and archived apart, and the owner renames one.
// Named here, not closed (a names stream would close it, at the cost of one more append per change).
import { apiOperations, productStreamId, type ProductCommand, type ProductEvent, type ProductState } from '@gym/domain';
import { commandRows, type CommandTable } from '../../shared/commands/command-table.js';
import type { ProductWriteLoop } from './product.write-loop.js';

export interface ProductCommandDeps {
  readonly products: ProductWriteLoop;
}

export const PRODUCT_COMMAND_DEPS = Symbol('PRODUCT_COMMAND_DEPS');

const row = commandRows<ProductCommandDeps, ProductState, ProductCommand, ProductEvent>(({ products }) => ({
  runner: products,
  streamOf: (command) => productStreamId(command.data.productId),
}));

export const productCommandTable: CommandTable<ProductCommandDeps> = {
  name: 'Product',
  notFound: 'PRODUCT.NOT_FOUND',
  deps: PRODUCT_COMMAND_DEPS,
  routes: [
    row.decide(apiOperations.createProduct, {
      failure: 'PRODUCT.SAVE_FAILED',
      command: ({ body, newId }) => ({ type: 'CreateProduct', data: { productId: newId('product'), ...body } }),
      answer: ({ command, result }) => ({ position: result.position, productId: command.data.productId }),
    }),
    row.decide(apiOperations.editProduct, {
      failure: 'PRODUCT.SAVE_FAILED',
      command: ({ id: productId, body }) => ({ type: 'EditProduct', data: { productId, ...body } }),
      answer: ({ result }) => ({ position: result.position }),
    }),
    row.decide(apiOperations.archiveProduct, {
      failure: 'PRODUCT.ARCHIVE_FAILED',
      command: ({ id: productId }) => ({ type: 'ArchiveProduct', data: { productId } }),
      answer: ({ result }) => ({ position: result.position }),
    }),
    row.decide(apiOperations.changeProductStock, {
      failure: 'PRODUCT.STOCK_FAILED',
      command: ({ id: productId, body }) => ({ type: 'ChangeStock', data: { productId, ...body } }),
      answer: ({ result }) => ({
        position: result.position,
        stock: result.state.status === 'none' ? 0 : result.state.stock,
      }),
    }),
  ],
};
