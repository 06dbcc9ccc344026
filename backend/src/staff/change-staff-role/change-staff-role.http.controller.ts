// POST /api/staff/:id/role (Administrador): `{ "role": "admin" | "reception" }` (R25).
import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiOperations, type StaffCommandResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { bodyOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { staffIdOf } from '../staff-command-result.js';
import { ChangeStaffRoleCommand } from './change-staff-role.command.js';

const operation = apiOperations.changeStaffRole;

@Controller()
@FailureText('STAFF.SAVE_FAILED')
export class ChangeStaffRoleController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Route(operation)
  async handle(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
  ): Promise<StaffCommandResponse> {
    const staffId = staffIdOf(id);
    const { role } = bodyOf(operation, body);
    const { position } = await this.commandBus.execute(new ChangeStaffRoleCommand(staffId, role, context));
    return { id: staffId, position };
  }
}
