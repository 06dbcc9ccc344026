// MarkAttendance on the CommandBus.
import { Command } from '@nestjs/cqrs';
import type { MarkAttendanceResponse } from '@gym/domain';
import type { CommandContext } from '../../shared/http/command-context.js';

export class MarkAttendanceCommand extends Command<MarkAttendanceResponse> {
  constructor(
    readonly memberId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
