// POST /api/staff/:id/disable: the account can no longer sign in; its open sessions end.
import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { staffIdOf } from '../staff-command-result.js';
import { DisableStaffAccountCommand } from './disable-staff-account.command.js';

@ApiTags('personal')
@Controller('staff/:id/disable')
export class DisableStaffAccountController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Deshabilita una cuenta del personal y cierra sus sesiones' })
  async disable(@Param('id') id: string, @Command() context: CommandContext): Promise<{ position: number }> {
    const { position } = await this.commandBus.execute(new DisableStaffAccountCommand(staffIdOf(id), context));
    return { position };
  }
}
