// RecordVisit on the CommandBus: a check-in at the desk, for any plan (R28).
import { Command } from '@nestjs/cqrs';
import type { RecordVisitResponse } from '@gym/domain';
import type { CommandContext } from '../../shared/http/command-context.js';

export class RecordVisitCommand extends Command<RecordVisitResponse> {
  constructor(
    readonly memberId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
