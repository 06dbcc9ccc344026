// POST /api/staff/:id/password: sets a staff account's password and ends its open sessions
// (the caller's own too, when it is their account: they sign in again with the new one).
import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { parseRequest } from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { staffIdOf } from '../staff-command-result.js';
import { ChangeStaffPasswordCommand } from './change-staff-password.command.js';
import { changeStaffPasswordRequest } from './change-staff-password.request.js';

@ApiTags('personal')
@Controller('staff/:id/password')
export class ChangeStaffPasswordController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Cambia la contraseña de una cuenta del personal y cierra sus sesiones' })
  async change(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
  ): Promise<{ position: number }> {
    const staffId = staffIdOf(id);
    const parsed = parseRequest(changeStaffPasswordRequest, body);
    if (!parsed.ok) throw new AppError(parsed.code, 400, {}, parsed.field);
    const { position } = await this.commandBus.execute(
      new ChangeStaffPasswordCommand(staffId, parsed.value.password, context),
    );
    return { position };
  }
}
