// DELETE /api/members/:id: deletes a member (R22).
import { Controller, Delete, HttpCode, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Allowed } from '../../auth/allowed.decorator.js';
import type { CommandResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { commandResponseSchema } from '../shared/api-schemas.js';
import { memberIdParam } from '../../shared/http/http-input.js';
import { DeleteMemberCommand } from './delete-member.command.js';

@ApiTags('usuarios')
@Controller('members')
@FailureText('MEMBER.DELETE_FAILED')
export class DeleteMemberController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Delete(':id')
  @Allowed('admin')
  @HttpCode(200)
  @ApiEndpoint({
    summary: 'Elimina un usuario: desaparece de las vistas, sus pagos siguen contando en los ingresos (R22)',
    command: true,
    memberIdParam: true,
    status: 200,
    response: commandResponseSchema,
    errors: [403, 404, 409, 422],
  })
  delete(@Param('id') id: string, @Command() context: CommandContext): Promise<CommandResponse> {
    return this.commandBus.execute(new DeleteMemberCommand(memberIdParam(id), context));
  }
}
