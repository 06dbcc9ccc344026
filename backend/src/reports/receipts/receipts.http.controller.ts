// GET /api/receipts/:paymentId: what the printed receipt of a payment says.
import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { ReceiptView } from '@gym/domain';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { receiptSchema } from '../../members/shared/api-schemas.js';
import { uuidParam } from '../../shared/http/http-input.js';
import { GetReceipt } from './receipt.query.js';

@ApiTags('recepción')
@Controller('receipts')
export class ReceiptsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':paymentId')
  @ApiParam({ name: 'paymentId', description: 'Id del pago (UUID)' })
  @ApiEndpoint({
    summary:
      'Recibo de un pago: número consecutivo, monto en números y en letras, medio, vencimiento y saldo tras el pago',
    status: 200,
    response: receiptSchema,
    errors: [404],
  })
  receipt(@Param('paymentId') paymentId: string): Promise<ReceiptView> {
    return this.queryBus.execute(new GetReceipt(uuidParam(paymentId, 'RECEIPT.NOT_FOUND')));
  }
}
