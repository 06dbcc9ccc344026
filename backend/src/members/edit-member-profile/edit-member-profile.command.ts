// EditMemberProfile on the CommandBus: the member, the changed fields, who sent them and their role.
import { Command } from '@nestjs/cqrs';
import type { CommandResponse, EditMemberProfileRequest, StaffRole } from '@gym/domain';
import type { CommandContext } from '../../shared/http/command-context.js';

export class EditMemberProfileCommand extends Command<CommandResponse> {
  constructor(
    readonly memberId: string,
    readonly request: EditMemberProfileRequest,
    readonly context: CommandContext,
    /** R25: only an Administrador corrects 'Pago realizado' directly. */
    readonly role: StaffRole,
  ) {
    super();
  }
}
