// Registers a member in a new stream (and its initial payment, R10), holding its cédula if it has
// one (issue 10). With an Idempotency-Key the member id comes from the key, so a retried
// registration meets the member (and the cédula claim) it already created. A registration the
// rules refuse is refused before the cédula is claimed, so it appends nothing at all.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { memberStreamId, type MemberCommand, type RegisterMemberResponse } from '@gym/domain';
import { CedulaRegistry } from '../cedulas/cedula-registry.js';
import { MEMBER_COMMANDS, sendToMember, type MemberCommands } from '../shared/member-commands.js';
import { newId } from '../../shared/commands/new-id.js';
import { RegisterMemberCommand } from './register-member.command.js';

@CommandHandler(RegisterMemberCommand)
export class RegisterMemberHandler implements ICommandHandler<RegisterMemberCommand> {
  constructor(
    @Inject(MEMBER_COMMANDS) private readonly members: MemberCommands,
    @Inject(CedulaRegistry) private readonly cedulas: CedulaRegistry,
  ) {}

  async execute({ request, context }: RegisterMemberCommand): Promise<RegisterMemberResponse> {
    const memberId = newId(context, 'member');
    const initialPaymentId = newId(context, `initial-payment:${memberId}`);
    const command: MemberCommand = { type: 'RegisterMember', data: { memberId, initialPaymentId, ...request } };
    const { cedula, name } = request.details;
    if (cedula !== null) await this.members.check({ streamId: memberStreamId(memberId), command, ...context });
    const { position } = await this.cedulas.whileHolding(cedula, { memberId, name }, context, () =>
      sendToMember(this.members, memberId, context, command),
    );
    return { memberId, position };
  }
}
