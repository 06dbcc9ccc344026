// Deletes a member (R22): the stream stays for auditors, every read view drops the member, and its
// cédula is free for someone else (issue 10).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResponse } from '@gym/domain';
import { CedulaRegistry } from '../cedulas/cedula-registry.js';
import { MEMBER_COMMANDS, sendToMember, type MemberCommands } from '../shared/member-commands.js';
import { DeleteMemberCommand } from './delete-member.command.js';

@CommandHandler(DeleteMemberCommand)
export class DeleteMemberHandler implements ICommandHandler<DeleteMemberCommand> {
  constructor(
    @Inject(MEMBER_COMMANDS) private readonly members: MemberCommands,
    @Inject(CedulaRegistry) private readonly cedulas: CedulaRegistry,
  ) {}

  async execute({ memberId, context }: DeleteMemberCommand): Promise<CommandResponse> {
    const { position, state } = await sendToMember(this.members, memberId, context, {
      type: 'DeleteMember',
      data: { memberId },
    });
    const cedula = state.status === 'none' ? null : (state.details.cedula ?? null);
    if (cedula !== null) await this.cedulas.releaseQuietly(cedula, memberId, context);
    return { position };
  }
}
