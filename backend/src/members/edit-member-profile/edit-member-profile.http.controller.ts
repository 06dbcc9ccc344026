// PATCH /api/members/:id: saves the profile form; absent fields stay as they are.
import { Body, Controller, HttpCode, Inject, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { editMemberProfileRequest, type CommandResponse } from '@gym/domain';
import { Command, CurrentStaff, type CommandContext, type SignedInStaff } from '../../shared/http/command-context.js';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { commandResponseSchema } from '../shared/api-schemas.js';
import { memberIdParam, parseBody } from '../../shared/http/http-input.js';
import { EditMemberProfileCommand } from './edit-member-profile.command.js';

@ApiTags('usuarios')
@Controller('members')
@FailureText('MEMBER.UPDATE_FAILED')
export class EditMemberProfileController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Patch(':id')
  @HttpCode(200)
  @ApiEndpoint({
    summary:
      'Guarda los cambios del perfil: datos personales, plan, fecha de ingreso o pago realizado (R8, R9); cambiar el pago realizado es solo del Administrador (R25)',
    command: true,
    memberIdParam: true,
    body: editMemberProfileRequest,
    status: 200,
    response: commandResponseSchema,
    errors: [400, 403, 404, 409, 422],
  })
  edit(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
    @CurrentStaff() staff: SignedInStaff,
  ): Promise<CommandResponse> {
    const memberId = memberIdParam(id);
    return this.commandBus.execute(
      new EditMemberProfileCommand(memberId, parseBody(editMemberProfileRequest, body), context, staff.role),
    );
  }
}
