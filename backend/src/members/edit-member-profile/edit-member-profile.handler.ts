// Saves the profile form (spec §4, R8, R9): one event per kind of change, none when nothing changed.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResponse } from '@gym/domain';
import { MEMBER_COMMANDS, sendToMember, type MemberCommandHandler } from '../shared/member-commands.js';
import { EditMemberProfileCommand } from './edit-member-profile.command.js';

@CommandHandler(EditMemberProfileCommand)
export class EditMemberProfileHandler implements ICommandHandler<EditMemberProfileCommand> {
  constructor(@Inject(MEMBER_COMMANDS) private readonly members: MemberCommandHandler) {}

  async execute({ memberId, request, context }: EditMemberProfileCommand): Promise<CommandResponse> {
    const { position } = await sendToMember(this.members, memberId, context, {
      type: 'EditMemberProfile',
      data: { memberId, ...request },
    });
    return { position };
  }
}
