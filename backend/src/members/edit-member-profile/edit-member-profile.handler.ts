// Saves the profile form (spec §4, R8, R9): one event per kind of change, none when nothing changed.
// A new cédula is claimed before the member gets it and the old one released after (issue 10).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isRegistered, memberStreamId, type CommandResponse, type MemberCommand } from '@gym/domain';
import { CedulaRegistry } from '../cedulas/cedula-registry.js';
import { MEMBER_COMMANDS, sendToMember, type MemberCommands } from '../shared/member-commands.js';
import { EditMemberProfileCommand } from './edit-member-profile.command.js';

@CommandHandler(EditMemberProfileCommand)
export class EditMemberProfileHandler implements ICommandHandler<EditMemberProfileCommand> {
  constructor(
    @Inject(MEMBER_COMMANDS) private readonly members: MemberCommands,
    @Inject(CedulaRegistry) private readonly cedulas: CedulaRegistry,
  ) {}

  async execute({ memberId, request, context }: EditMemberProfileCommand): Promise<CommandResponse> {
    const command: MemberCommand = { type: 'EditMemberProfile', data: { memberId, ...request } };
    const edit = () => sendToMember(this.members, memberId, context, command);
    const wanted = request.details?.cedula;
    const { state } = await this.members.load(memberStreamId(memberId));
    const current = isRegistered(state) ? (state.details.cedula ?? null) : null;
    if (wanted === undefined || wanted === current || !isRegistered(state))
      return { position: (await edit()).position };
    // A change the rules refuse is refused before the new cédula is claimed: it appends nothing.
    await this.members.check({ streamId: memberStreamId(memberId), command, ...context });
    const name = request.details?.name ?? state.details.name;
    const { position } = await this.cedulas.whileHolding(wanted, { memberId, name }, context, edit);
    if (current !== null) await this.cedulas.releaseQuietly(current, memberId, context);
    return { position };
  }
}
