// POST /api/staff/:id/enable (Administrador): a disabled account may sign in again.
import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { staffCommandResponseSchema, type StaffCommandResponse } from '@gym/domain';
import { Allowed } from '../../auth/allowed.decorator.js';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { staffIdOf } from '../staff-command-result.js';
import { EnableStaffAccountCommand } from './enable-staff-account.command.js';

@ApiTags('personal')
@Controller('staff/:id/enable')
@FailureText('STAFF.SAVE_FAILED')
export class EnableStaffAccountController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Allowed('admin')
  @ApiEndpoint({
    summary: 'Vuelve a habilitar una cuenta del personal deshabilitada',
    status: 200,
    response: staffCommandResponseSchema,
    errors: [403, 404, 409],
  })
  async enable(@Param('id') id: string, @Command() context: CommandContext): Promise<StaffCommandResponse> {
    const staffId = staffIdOf(id);
    const { position } = await this.commandBus.execute(new EnableStaffAccountCommand(staffId, context));
    return { id: staffId, position };
  }
}
