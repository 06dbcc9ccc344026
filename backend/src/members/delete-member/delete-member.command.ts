// DeleteMember on the CommandBus.
import { Command } from '@nestjs/cqrs';
import type { CommandResponse } from '@gym/domain';
import type { CommandContext } from '../../shared/http/command-context.js';

export class DeleteMemberCommand extends Command<CommandResponse> {
  constructor(
    readonly memberId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
