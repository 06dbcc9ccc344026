// PATCH /api/members/:id: saves the profile form; absent fields stay as they are.
import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiOperations, type CommandResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { bodyOf, memberIdParam } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { EditMemberProfileCommand } from './edit-member-profile.command.js';

const operation = apiOperations.editMemberProfile;

@Controller()
@FailureText('MEMBER.UPDATE_FAILED')
export class EditMemberProfileController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Route(operation)
  edit(@Param('id') id: string, @Body() body: unknown, @Command() context: CommandContext): Promise<CommandResponse> {
    const memberId = memberIdParam(id);
    return this.commandBus.execute(new EditMemberProfileCommand(memberId, bodyOf(operation, body), context));
  }
}
