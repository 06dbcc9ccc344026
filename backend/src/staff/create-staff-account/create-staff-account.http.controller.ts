// POST /api/staff (Administrador): a new staff account with its role (R25).
import { Body, Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiOperations, type StaffCommandResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { bodyOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { CreateStaffAccountCommand } from './create-staff-account.command.js';

const operation = apiOperations.createStaffAccount;

@Controller()
@FailureText('STAFF.SAVE_FAILED')
export class CreateStaffAccountController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Route(operation)
  async create(@Body() body: unknown, @Command() context: CommandContext): Promise<StaffCommandResponse> {
    const { email, displayName, password, role } = bodyOf(operation, body);
    const result = await this.commandBus.execute(
      new CreateStaffAccountCommand(email, displayName, password, role, context),
    );
    return { id: result.staffId, position: result.position };
  }
}
