// Renews a membership from today with the amount paid (spec §4, R5, R20); records a 'Renovación'.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecordPaymentResponse } from '@gym/domain';
import { MEMBER_COMMANDS, sendToMember, type MemberCommands } from '../shared/member-commands.js';
import { newId } from '../../shared/commands/new-id.js';
import { RenewMembershipCommand } from './renew-membership.command.js';

@CommandHandler(RenewMembershipCommand)
export class RenewMembershipHandler implements ICommandHandler<RenewMembershipCommand> {
  constructor(@Inject(MEMBER_COMMANDS) private readonly members: MemberCommands) {}

  async execute({ memberId, request, context }: RenewMembershipCommand): Promise<RecordPaymentResponse> {
    const paymentId = newId(context, `payment:${memberId}`);
    const { position } = await sendToMember(this.members, memberId, context, {
      type: 'RenewMembership',
      data: { memberId, paymentId, ...request },
    });
    return { paymentId, position };
  }
}
