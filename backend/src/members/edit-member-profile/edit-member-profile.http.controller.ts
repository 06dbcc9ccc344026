// PATCH /api/members/:id: saves the profile form; absent fields stay as they are. Changing 'Pago
// realizado' is for an Administrador only (R25), checked by the handler against the stored value.
import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiOperations, type CommandResponse } from '@gym/domain';
import { Command, CurrentStaff, type CommandContext, type SignedInStaff } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { bodyOf, memberIdParam } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { EditMemberProfileCommand } from './edit-member-profile.command.js';

const operation = apiOperations.editMemberProfile;

@Controller()
@FailureText('MEMBER.UPDATE_FAILED')
export class EditMemberProfileController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Route(operation)
  edit(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
    @CurrentStaff() staff: SignedInStaff,
  ): Promise<CommandResponse> {
    const memberId = memberIdParam(id);
    return this.commandBus.execute(
      new EditMemberProfileCommand(memberId, bodyOf(operation, body), context, staff.role),
    );
  }
}
