// POST /api/staff/:id/password (Administrador): sets a staff account's password and ends its open
// sessions (the caller's own too, when it is their account: they sign in again with the new one).
import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { setStaffPasswordRequest, staffCommandResponseSchema, type StaffCommandResponse } from '@gym/domain';
import { Allowed } from '../../auth/allowed.decorator.js';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { parseBody } from '../../shared/http/http-input.js';
import { staffIdOf } from '../staff-command-result.js';
import { ChangeStaffPasswordCommand } from './change-staff-password.command.js';

@ApiTags('personal')
@Controller('staff/:id/password')
@FailureText('STAFF.SAVE_FAILED')
export class ChangeStaffPasswordController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Allowed('admin')
  @ApiEndpoint({
    summary: 'Cambia la contraseña de una cuenta del personal y cierra sus sesiones',
    body: setStaffPasswordRequest,
    status: 200,
    response: staffCommandResponseSchema,
    errors: [400, 403, 404, 422],
  })
  async change(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
  ): Promise<StaffCommandResponse> {
    const staffId = staffIdOf(id);
    const { password } = parseBody(setStaffPasswordRequest, body);
    const { position } = await this.commandBus.execute(new ChangeStaffPasswordCommand(staffId, password, context));
    return { id: staffId, position };
  }
}
