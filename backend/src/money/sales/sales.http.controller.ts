// GET /api/sales/:id/receipt: what the printed receipt of a sale says (R40).
import { Controller, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type SaleReceiptView } from '@gym/domain';
import { uuidParam } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { GetSaleReceipt } from './sale-receipt.query.js';

@Controller()
export class SalesController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.getSaleReceipt)
  receipt(@Param('id') id: string): Promise<SaleReceiptView> {
    return this.queryBus.execute(new GetSaleReceipt(uuidParam(id, 'SALE.NOT_FOUND')));
  }
}
