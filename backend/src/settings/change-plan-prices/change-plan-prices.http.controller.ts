// POST /api/plans/prices (Administrador): new plan prices from a date on (R24).
import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { changePlanPricesRequest, changePlanPricesResponseSchema, type ChangePlanPricesResponse } from '@gym/domain';
import { Allowed } from '../../auth/allowed.decorator.js';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { parseBody } from '../../shared/http/http-input.js';
import { ChangePlanPricesCommand } from './change-plan-prices.command.js';

@ApiTags('configuración')
@Controller('plans/prices')
@FailureText('SETTINGS.SAVE_FAILED')
export class ChangePlanPricesController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Allowed('admin')
  @ApiEndpoint({
    summary: 'Fija el precio de uno o más planes desde una fecha (hoy o posterior); 1.000 a 10.000.000 pesos (R24)',
    command: true,
    body: changePlanPricesRequest,
    status: 201,
    response: changePlanPricesResponseSchema,
    errors: [400, 403],
  })
  change(@Body() body: unknown, @Command() context: CommandContext): Promise<ChangePlanPricesResponse> {
    return this.commandBus.execute(new ChangePlanPricesCommand(parseBody(changePlanPricesRequest, body), context));
  }
}
