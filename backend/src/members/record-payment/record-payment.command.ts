// RecordPayment on the CommandBus.
import { Command } from '@nestjs/cqrs';
import type { RecordPaymentRequest, RecordPaymentResponse } from '@gym/domain';
import type { CommandContext } from '../../shared/http/command-context.js';

export class RecordPaymentCommand extends Command<RecordPaymentResponse> {
  constructor(
    readonly memberId: string,
    readonly request: RecordPaymentRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
