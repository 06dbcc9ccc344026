// POST /api/members/:id/renewals: renews the membership.
import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiOperations, type RecordPaymentResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { bodyOf, memberIdParam } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { RenewMembershipCommand } from './renew-membership.command.js';

const operation = apiOperations.renewMembership;

@Controller()
@FailureText('MEMBERSHIP.RENEW_FAILED')
export class RenewMembershipController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Route(operation)
  renew(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
  ): Promise<RecordPaymentResponse> {
    const memberId = memberIdParam(id);
    return this.commandBus.execute(new RenewMembershipCommand(memberId, bodyOf(operation, body), context));
  }
}
