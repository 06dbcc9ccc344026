// POST /api/staff/:id/enable (Administrador): a disabled account may sign in again.
import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiOperations, type StaffCommandResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { bodyOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { staffIdOf } from '../staff-command-result.js';
import { EnableStaffAccountCommand } from './enable-staff-account.command.js';

const operation = apiOperations.enableStaffAccount;

@Controller()
@FailureText('STAFF.SAVE_FAILED')
export class EnableStaffAccountController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Route(operation)
  async handle(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
  ): Promise<StaffCommandResponse> {
    const staffId = staffIdOf(id);
    bodyOf(operation, body);
    const { position } = await this.commandBus.execute(new EnableStaffAccountCommand(staffId, context));
    return { id: staffId, position };
  }
}
