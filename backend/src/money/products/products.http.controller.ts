// GET /api/products?status=&search= (every account): the products with their stock (R40).
import { Controller, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type ProductList } from '@gym/domain';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { ListProducts } from './products.queries.js';

@Controller()
export class ProductsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.listProducts)
  list(@Query() query: unknown): Promise<ProductList> {
    const { status, search } = queryOf(apiOperations.listProducts, query);
    return this.queryBus.execute(new ListProducts(status, search));
  }
}
