// POST /api/staff (Administrador): a new staff account with its role (R25).
import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { createStaffAccountRequest, staffCommandResponseSchema, type StaffCommandResponse } from '@gym/domain';
import { Allowed } from '../../auth/allowed.decorator.js';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { parseBody } from '../../shared/http/http-input.js';
import { CreateStaffAccountCommand } from './create-staff-account.command.js';

@ApiTags('personal')
@Controller('staff')
@FailureText('STAFF.SAVE_FAILED')
export class CreateStaffAccountController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Allowed('admin')
  @ApiEndpoint({
    summary:
      'Crea una cuenta del personal: correo, nombre, contraseña y rol (admin o reception; por defecto reception)',
    body: createStaffAccountRequest,
    status: 201,
    response: staffCommandResponseSchema,
    errors: [400, 403, 409, 422],
  })
  async create(@Body() body: unknown, @Command() context: CommandContext): Promise<StaffCommandResponse> {
    const { email, displayName, password, role } = parseBody(createStaffAccountRequest, body);
    const result = await this.commandBus.execute(
      new CreateStaffAccountCommand(email, displayName, password, role, context),
    );
    return { id: result.staffId, position: result.position };
  }
}
