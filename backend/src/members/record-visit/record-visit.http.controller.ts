// POST /api/members/:id/visits: the check-in desk's 'Registrar ingreso', for any plan (R28).
import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiOperations, type RecordVisitResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { bodyOf, memberIdParam } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { RecordVisitCommand } from './record-visit.command.js';

const operation = apiOperations.recordVisit;

@Controller()
@FailureText('VISIT.RECORD_FAILED')
export class RecordVisitController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Route(operation)
  record(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
  ): Promise<RecordVisitResponse> {
    const memberId = memberIdParam(id);
    bodyOf(operation, body);
    return this.commandBus.execute(new RecordVisitCommand(memberId, context));
  }
}
