// POST /api/staff: a signed-in staff member creates another staff account (no roles: spec §6).
import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { parseRequest } from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { CreateStaffAccountCommand } from './create-staff-account.command.js';
import { createStaffAccountRequest } from './create-staff-account.request.js';

@ApiTags('personal')
@Controller('staff')
export class CreateStaffAccountController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Crea una cuenta del personal (correo, nombre, contraseña)' })
  async create(@Body() body: unknown, @Command() context: CommandContext): Promise<{ id: string; position: number }> {
    const parsed = parseRequest(createStaffAccountRequest, body);
    if (!parsed.ok) throw new AppError(parsed.code, 400, {}, parsed.field);
    const { email, displayName, password } = parsed.value;
    const result = await this.commandBus.execute(new CreateStaffAccountCommand(email, displayName, password, context));
    return { id: result.staffId, position: result.position };
  }
}
