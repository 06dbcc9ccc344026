// POST /api/members/:id/renewals: renews the membership.
import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { renewMembershipRequest, type RecordPaymentResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { recordPaymentResponseSchema } from '../shared/api-schemas.js';
import { memberIdParam, parseBody } from '../../shared/http/http-input.js';
import { RenewMembershipCommand } from './renew-membership.command.js';

@ApiTags('pagos')
@Controller('members')
@FailureText('MEMBERSHIP.RENEW_FAILED')
export class RenewMembershipController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post(':id/renewals')
  @HttpCode(201)
  @ApiEndpoint({
    summary: "Renueva la membresía desde hoy con el monto pagado y registra un pago 'Renovación' (R20)",
    command: true,
    memberIdParam: true,
    body: renewMembershipRequest,
    status: 201,
    response: recordPaymentResponseSchema,
    errors: [400, 404, 409, 422],
  })
  renew(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
  ): Promise<RecordPaymentResponse> {
    const memberId = memberIdParam(id);
    return this.commandBus.execute(
      new RenewMembershipCommand(memberId, parseBody(renewMembershipRequest, body), context),
    );
  }
}
