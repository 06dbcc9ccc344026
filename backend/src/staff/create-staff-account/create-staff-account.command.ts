// Create a staff account with a role and a password (hashed before it reaches the domain or the log).
import { randomUUID } from 'node:crypto';
import { Command } from '@nestjs/cqrs';
import type { StaffRole } from '@gym/domain';
import type { CommandContext } from '../../shared/http/command-context.js';
import type { StaffCommandResult } from '../staff-command-result.js';

export class CreateStaffAccountCommand extends Command<StaffCommandResult> {
  constructor(
    readonly email: string,
    readonly displayName: string,
    readonly password: string,
    readonly role: StaffRole,
    readonly context: CommandContext,
    readonly staffId: string = randomUUID(),
  ) {
    super();
  }
}
