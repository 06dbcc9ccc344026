// POST /api/staff/:id/role (Administrador): `{ "role": "admin" | "reception" }` (R25).
import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { changeStaffRoleRequest, staffCommandResponseSchema, type StaffCommandResponse } from '@gym/domain';
import { Allowed } from '../../auth/allowed.decorator.js';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { parseBody } from '../../shared/http/http-input.js';
import { staffIdOf } from '../staff-command-result.js';
import { ChangeStaffRoleCommand } from './change-staff-role.command.js';

@ApiTags('personal')
@Controller('staff/:id/role')
@FailureText('STAFF.SAVE_FAILED')
export class ChangeStaffRoleController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Allowed('admin')
  @ApiEndpoint({
    summary: 'Cambia el rol de una cuenta (Administrador o Recepción); al bajarla a Recepción sus sesiones terminan',
    body: changeStaffRoleRequest,
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
    const { role } = parseBody(changeStaffRoleRequest, body);
    const { position } = await this.commandBus.execute(new ChangeStaffRoleCommand(staffId, role, context));
    return { id: staffId, position };
  }
}
