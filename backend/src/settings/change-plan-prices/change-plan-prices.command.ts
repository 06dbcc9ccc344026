// ChangePlanPrices on the CommandBus: the new prices, from when, and who sets them.
import { Command } from '@nestjs/cqrs';
import type { ChangePlanPricesRequest, ChangePlanPricesResponse } from '@gym/domain';
import type { CommandContext } from '../../shared/http/command-context.js';

export class ChangePlanPricesCommand extends Command<ChangePlanPricesResponse> {
  constructor(
    readonly request: ChangePlanPricesRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
