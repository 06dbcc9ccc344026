// Resets a Tiquetera: 0 used days and no expiry (R5).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResponse } from '@gym/domain';
import { MEMBER_COMMANDS, sendToMember, type MemberCommands } from '../shared/member-commands.js';
import { ResetTicketBookCommand } from './reset-ticket-book.command.js';

@CommandHandler(ResetTicketBookCommand)
export class ResetTicketBookHandler implements ICommandHandler<ResetTicketBookCommand> {
  constructor(@Inject(MEMBER_COMMANDS) private readonly members: MemberCommands) {}

  async execute({ memberId, context }: ResetTicketBookCommand): Promise<CommandResponse> {
    const { position } = await sendToMember(this.members, memberId, context, {
      type: 'ResetTicketBook',
      data: { memberId },
    });
    return { position };
  }
}
