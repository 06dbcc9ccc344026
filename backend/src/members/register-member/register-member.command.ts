// RegisterMember on the CommandBus: the parsed body and who sent it.
import { Command } from '@nestjs/cqrs';
import type { RegisterMemberRequest, RegisterMemberResponse } from '@gym/domain';
import type { CommandContext } from '../../shared/http/command-context.js';

export class RegisterMemberCommand extends Command<RegisterMemberResponse> {
  constructor(
    readonly request: RegisterMemberRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
