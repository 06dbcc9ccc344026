// POST /api/members: registers a member.
import { Body, Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiOperations, type RegisterMemberResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { bodyOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { RegisterMemberCommand } from './register-member.command.js';

const operation = apiOperations.registerMember;

@Controller()
@FailureText('MEMBER.ADD_FAILED')
export class RegisterMemberController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Route(operation)
  register(@Body() body: unknown, @Command() context: CommandContext): Promise<RegisterMemberResponse> {
    return this.commandBus.execute(new RegisterMemberCommand(bodyOf(operation, body), context));
  }
}
