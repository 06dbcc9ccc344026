// POST /api/members: registers a member.
import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { registerMemberRequest, type RegisterMemberResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { registerMemberResponseSchema } from '../shared/api-schemas.js';
import { parseBody } from '../../shared/http/http-input.js';
import { RegisterMemberCommand } from './register-member.command.js';

@ApiTags('usuarios')
@Controller('members')
@FailureText('MEMBER.ADD_FAILED')
export class RegisterMemberController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiEndpoint({
    summary: 'Registra un usuario; con pago realizado > 0 registra también el pago inicial (R10)',
    command: true,
    body: registerMemberRequest,
    status: 201,
    response: registerMemberResponseSchema,
    errors: [400, 409, 422],
  })
  register(@Body() body: unknown, @Command() context: CommandContext): Promise<RegisterMemberResponse> {
    return this.commandBus.execute(new RegisterMemberCommand(parseBody(registerMemberRequest, body), context));
  }
}
