// POST /api/members/:id/ticket-book/reset: resets the Tiquetera.
import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { commandResponseSchema } from '../shared/api-schemas.js';
import { assertEmptyBody, memberIdParam } from '../../shared/http/http-input.js';
import { ResetTicketBookCommand } from './reset-ticket-book.command.js';

@ApiTags('asistencia')
@Controller('members')
@FailureText('MEMBER.UPDATE_FAILED')
export class ResetTicketBookController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post(':id/ticket-book/reset')
  @HttpCode(200)
  @ApiEndpoint({
    summary: 'Reinicia la tiquetera: 0 días usados y sin vencimiento (R5)',
    command: true,
    memberIdParam: true,
    status: 200,
    response: commandResponseSchema,
    errors: [400, 404, 409, 422],
  })
  reset(@Param('id') id: string, @Body() body: unknown, @Command() context: CommandContext): Promise<CommandResponse> {
    const memberId = memberIdParam(id);
    assertEmptyBody(body);
    return this.commandBus.execute(new ResetTicketBookCommand(memberId, context));
  }
}
