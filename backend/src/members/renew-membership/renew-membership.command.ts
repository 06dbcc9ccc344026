// RenewMembership on the CommandBus.
import { Command } from '@nestjs/cqrs';
import type { RecordPaymentResponse, RenewMembershipRequest } from '@gym/domain';
import type { CommandContext } from '../../shared/http/command-context.js';

export class RenewMembershipCommand extends Command<RecordPaymentResponse> {
  constructor(
    readonly memberId: string,
    readonly request: RenewMembershipRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
