// Records a 'Pago adicional' or an 'Abono' (spec §4, R9, R11).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecordPaymentResponse } from '@gym/domain';
import { MEMBER_COMMANDS, sendToMember, type MemberCommands } from '../shared/member-commands.js';
import { newId } from '../../shared/commands/new-id.js';
import { RecordPaymentCommand } from './record-payment.command.js';

@CommandHandler(RecordPaymentCommand)
export class RecordPaymentHandler implements ICommandHandler<RecordPaymentCommand> {
  constructor(@Inject(MEMBER_COMMANDS) private readonly members: MemberCommands) {}

  async execute({ memberId, request, context }: RecordPaymentCommand): Promise<RecordPaymentResponse> {
    const paymentId = newId(context, `payment:${memberId}`);
    const { position } = await sendToMember(this.members, memberId, context, {
      type: 'RecordPayment',
      data: { memberId, paymentId, ...request },
    });
    return { paymentId, position };
  }
}
