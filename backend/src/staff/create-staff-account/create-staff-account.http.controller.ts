// POST /api/staff: a signed-in staff member creates another staff account.
import { Body, Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiOperations } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { bodyOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { CreateStaffAccountCommand } from './create-staff-account.command.js';

const operation = apiOperations.createStaffAccount;

@Controller()
export class CreateStaffAccountController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Route(operation)
  async create(@Body() body: unknown, @Command() context: CommandContext): Promise<{ id: string; position: number }> {
    const { email, displayName, password } = bodyOf(operation, body);
    const result = await this.commandBus.execute(new CreateStaffAccountCommand(email, displayName, password, context));
    return { id: result.staffId, position: result.position };
  }
}
