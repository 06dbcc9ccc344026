// POST /api/staff/:id/disable (Administrador): the account can no longer sign in; its open
// sessions end. The last active Administrador cannot be disabled (R25).
import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { staffCommandResponseSchema, type StaffCommandResponse } from '@gym/domain';
import { Allowed } from '../../auth/allowed.decorator.js';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { staffIdOf } from '../staff-command-result.js';
import { DisableStaffAccountCommand } from './disable-staff-account.command.js';

@ApiTags('personal')
@Controller('staff/:id/disable')
@FailureText('STAFF.SAVE_FAILED')
export class DisableStaffAccountController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Allowed('admin')
  @ApiEndpoint({
    summary: 'Deshabilita una cuenta del personal y cierra sus sesiones (nunca el último Administrador activo)',
    status: 200,
    response: staffCommandResponseSchema,
    errors: [403, 404, 422],
  })
  async disable(@Param('id') id: string, @Command() context: CommandContext): Promise<StaffCommandResponse> {
    const staffId = staffIdOf(id);
    const { position } = await this.commandBus.execute(new DisableStaffAccountCommand(staffId, context));
    return { id: staffId, position };
  }
}
