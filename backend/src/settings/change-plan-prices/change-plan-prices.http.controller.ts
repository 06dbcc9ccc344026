// POST /api/plans/prices (Administrador): new plan prices from a date on (R24).
import { Body, Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiOperations, type ChangePlanPricesResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { bodyOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { ChangePlanPricesCommand } from './change-plan-prices.command.js';

const operation = apiOperations.changePlanPrices;

@Controller()
@FailureText('SETTINGS.SAVE_FAILED')
export class ChangePlanPricesController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Route(operation)
  change(@Body() body: unknown, @Command() context: CommandContext): Promise<ChangePlanPricesResponse> {
    return this.commandBus.execute(new ChangePlanPricesCommand(bodyOf(operation, body), context));
  }
}
