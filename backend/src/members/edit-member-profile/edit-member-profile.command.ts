// EditMemberProfile on the CommandBus: the member, the changed fields and who sent them.
import { Command } from '@nestjs/cqrs';
import type { CommandResponse, EditMemberProfileRequest } from '@gym/domain';
import type { CommandContext } from '../../shared/http/command-context.js';

export class EditMemberProfileCommand extends Command<CommandResponse> {
  constructor(
    readonly memberId: string,
    readonly request: EditMemberProfileRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
