// The products as the screens read them (R40): by name, active ones or all, found by words (R35); and
// the dashboard's products at or under their threshold.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { searchWordsOf, type ProductFilter, type ProductList, type ProductView } from '@gym/domain';
import type { Filter, ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { PRODUCTS, type ProductDocument } from './products.projection.js';

export class ListProducts extends Query<ProductList> {
  constructor(
    readonly status: ProductFilter,
    readonly search: string | undefined,
  ) {
    super();
  }
}

export function productView(document: ProductDocument): ProductView {
  const { id: productId, name, price, stock, lowStockThreshold, active, lowStock } = document;
  return { productId, name, price, stock, lowStockThreshold, active, lowStock };
}

/** R40: the active products at or under their threshold, fewest first (the dashboard's list). */
export async function lowStockProducts(readStore: ReadQueries): Promise<ProductView[]> {
  const { items } = await readStore.find<ProductDocument>(PRODUCTS, {
    filter: { lowStock: true },
    sort: [
      { field: 'stock', direction: 'asc' },
      { field: 'nameKey', direction: 'asc' },
    ],
    countTotal: false,
  });
  return items.map(productView);
}

@QueryHandler(ListProducts)
export class ListProductsHandler implements IQueryHandler<ListProducts> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute({ status, search }: ListProducts): Promise<ProductList> {
    const words = search === undefined ? [] : searchWordsOf(search);
    const filter: Filter = {
      ...(status === 'active' ? { active: true } : {}),
      ...(words.length > 0 ? { searchKeys: { $prefixes: words } } : {}),
    };
    const { items } = await this.readStore.find<ProductDocument>(PRODUCTS, {
      filter,
      sort: [{ field: 'nameKey', direction: 'asc' }],
      countTotal: false,
    });
    return { items: items.map(productView) };
  }
}
