// POST /api/staff/:id/password: sets a staff account's password and ends its open sessions
// (the caller's own too, when it is their account: they sign in again with the new one).
import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiOperations, type CommandResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { bodyOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { staffIdOf } from '../staff-command-result.js';
import { ChangeStaffPasswordCommand } from './change-staff-password.command.js';

const operation = apiOperations.changeStaffPassword;

@Controller()
export class ChangeStaffPasswordController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Route(operation)
  async change(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
  ): Promise<CommandResponse> {
    const staffId = staffIdOf(id);
    const { password } = bodyOf(operation, body);
    const { position } = await this.commandBus.execute(new ChangeStaffPasswordCommand(staffId, password, context));
    return { position };
  }
}
