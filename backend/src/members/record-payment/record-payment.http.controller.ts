// POST /api/members/:id/payments: records a payment.
import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { recordPaymentRequest, type RecordPaymentResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { recordPaymentResponseSchema } from '../shared/api-schemas.js';
import { memberIdParam, parseBody } from '../../shared/http/http-input.js';
import { RecordPaymentCommand } from './record-payment.command.js';

@ApiTags('pagos')
@Controller('members')
@FailureText('PAYMENT.RECORD_FAILED')
export class RecordPaymentController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post(':id/payments')
  @HttpCode(201)
  @ApiEndpoint({
    summary: "Registra un pago ('Pago adicional' o 'Abono'); la deuda nunca queda negativa (R9)",
    command: true,
    memberIdParam: true,
    body: recordPaymentRequest,
    status: 201,
    response: recordPaymentResponseSchema,
    errors: [400, 404, 409, 422],
  })
  record(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
  ): Promise<RecordPaymentResponse> {
    const memberId = memberIdParam(id);
    return this.commandBus.execute(new RecordPaymentCommand(memberId, parseBody(recordPaymentRequest, body), context));
  }
}
