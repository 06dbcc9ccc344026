// POST /api/members/:id/body-compositions: records a set of body measures.
import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiOperations, type RecordBodyCompositionResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { bodyOf, memberIdParam } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { RecordBodyCompositionCommand } from './record-body-composition.command.js';

const operation = apiOperations.recordBodyComposition;

@Controller()
@FailureText('BODY_COMPOSITION.SAVE_FAILED')
export class RecordBodyCompositionController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Route(operation)
  record(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
  ): Promise<RecordBodyCompositionResponse> {
    const memberId = memberIdParam(id);
    return this.commandBus.execute(new RecordBodyCompositionCommand(memberId, bodyOf(operation, body), context));
  }
}
