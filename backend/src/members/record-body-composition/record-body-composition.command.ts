// RecordBodyComposition on the CommandBus.
import { Command } from '@nestjs/cqrs';
import type { RecordBodyCompositionRequest, RecordBodyCompositionResponse } from '@gym/domain';
import type { CommandContext } from '../../shared/http/command-context.js';

export class RecordBodyCompositionCommand extends Command<RecordBodyCompositionResponse> {
  constructor(
    readonly memberId: string,
    readonly request: RecordBodyCompositionRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
