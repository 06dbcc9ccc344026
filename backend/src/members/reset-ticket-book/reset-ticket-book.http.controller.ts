// POST /api/members/:id/ticket-book/reset: resets the Tiquetera.
import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiOperations, type CommandResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { bodyOf, memberIdParam } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { ResetTicketBookCommand } from './reset-ticket-book.command.js';

const operation = apiOperations.resetTicketBook;

@Controller()
@FailureText('MEMBER.UPDATE_FAILED')
export class ResetTicketBookController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Route(operation)
  reset(@Param('id') id: string, @Body() body: unknown, @Command() context: CommandContext): Promise<CommandResponse> {
    const memberId = memberIdParam(id);
    bodyOf(operation, body);
    return this.commandBus.execute(new ResetTicketBookCommand(memberId, context));
  }
}
