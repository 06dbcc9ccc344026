// POST /api/members/:id/payments: records a payment.
import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiOperations, type RecordPaymentResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { bodyOf, memberIdParam } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { RecordPaymentCommand } from './record-payment.command.js';

const operation = apiOperations.recordPayment;

@Controller()
@FailureText('PAYMENT.RECORD_FAILED')
export class RecordPaymentController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Route(operation)
  record(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
  ): Promise<RecordPaymentResponse> {
    const memberId = memberIdParam(id);
    return this.commandBus.execute(new RecordPaymentCommand(memberId, bodyOf(operation, body), context));
  }
}
