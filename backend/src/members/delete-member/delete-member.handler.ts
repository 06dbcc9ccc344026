// Deletes a member (R22): the stream stays for auditors, every read view drops the member.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResponse } from '@gym/domain';
import { MEMBER_COMMANDS, sendToMember, type MemberCommandHandler } from '../shared/member-commands.js';
import { DeleteMemberCommand } from './delete-member.command.js';

@CommandHandler(DeleteMemberCommand)
export class DeleteMemberHandler implements ICommandHandler<DeleteMemberCommand> {
  constructor(@Inject(MEMBER_COMMANDS) private readonly members: MemberCommandHandler) {}

  async execute({ memberId, context }: DeleteMemberCommand): Promise<CommandResponse> {
    const { position } = await sendToMember(this.members, memberId, context, { type: 'DeleteMember', data: { memberId } });
    return { position };
  }
}
