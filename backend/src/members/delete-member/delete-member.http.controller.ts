// DELETE /api/members/:id: deletes a member (R22).
import { Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiOperations, type CommandResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { memberIdParam } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { DeleteMemberCommand } from './delete-member.command.js';

@Controller()
@FailureText('MEMBER.DELETE_FAILED')
export class DeleteMemberController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Route(apiOperations.deleteMember)
  delete(@Param('id') id: string, @Command() context: CommandContext): Promise<CommandResponse> {
    return this.commandBus.execute(new DeleteMemberCommand(memberIdParam(id), context));
  }
}
