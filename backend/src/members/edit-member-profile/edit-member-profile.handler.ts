// Saves the profile form (spec §4, R8, R9): one event per kind of change, none when nothing changed.
// A new cédula is claimed before the member gets it and the old one released after (issue 10).
// Recepción may send 'Pago realizado' only unchanged: money comes in by payments and renewals (R25).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isRegistered, memberStreamId, type CommandResponse, type MemberCommand, type MemberState } from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';
import { CedulaRegistry } from '../cedulas/cedula-registry.js';
import { MEMBER_COMMANDS, sendToMember, type MemberCommands } from '../shared/member-commands.js';
import { EditMemberProfileCommand } from './edit-member-profile.command.js';

@CommandHandler(EditMemberProfileCommand)
export class EditMemberProfileHandler implements ICommandHandler<EditMemberProfileCommand> {
  constructor(
    @Inject(MEMBER_COMMANDS) private readonly members: MemberCommands,
    @Inject(CedulaRegistry) private readonly cedulas: CedulaRegistry,
  ) {}

  async execute({ memberId, request, context, role }: EditMemberProfileCommand): Promise<CommandResponse> {
    const data = { memberId, ...request };
    // Checked against the state each attempt decides on, so a concurrent edit cannot slip past.
    const command = (state: MemberState): MemberCommand => {
      const correctsPayment =
        isRegistered(state) && data.amountPaid !== undefined && data.amountPaid !== state.amountPaid;
      if (correctsPayment && role !== 'admin') throw new AppError('AUTH.FORBIDDEN', 403, {}, 'amountPaid');
      return { type: 'EditMemberProfile', data };
    };
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
