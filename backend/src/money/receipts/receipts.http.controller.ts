// GET /api/receipts/:paymentId: what the printed receipt of a payment says.
import { Controller, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type ReceiptView } from '@gym/domain';
import { uuidParam } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { GetReceipt } from './receipt.query.js';

@Controller()
export class ReceiptsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.getReceipt)
  receipt(@Param('paymentId') paymentId: string): Promise<ReceiptView> {
    return this.queryBus.execute(new GetReceipt(uuidParam(paymentId, 'RECEIPT.NOT_FOUND')));
  }
}
