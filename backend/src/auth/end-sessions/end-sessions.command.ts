// Ending sessions on the server: one ('Cerrar Sesión') or every one of the account ('Cerrar todas mis sesiones').
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../shared/http/command-context.js';
import type { StaffCommandResult } from '../../staff/staff.port.js';

export class EndSessionCommand extends Command<StaffCommandResult> {
  constructor(
    readonly staffId: string,
    readonly session: { readonly id: string; readonly expiresAt: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class EndAllSessionsCommand extends Command<StaffCommandResult> {
  constructor(
    readonly staffId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
