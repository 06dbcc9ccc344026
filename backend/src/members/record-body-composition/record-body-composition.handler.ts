// Records a set of body measures; which ones follows the member's gender (R13).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecordBodyCompositionResponse } from '@gym/domain';
import { MEMBER_COMMANDS, sendToMember, type MemberCommands } from '../shared/member-commands.js';
import { newId } from '../../shared/commands/new-id.js';
import { RecordBodyCompositionCommand } from './record-body-composition.command.js';

@CommandHandler(RecordBodyCompositionCommand)
export class RecordBodyCompositionHandler implements ICommandHandler<RecordBodyCompositionCommand> {
  constructor(@Inject(MEMBER_COMMANDS) private readonly members: MemberCommands) {}

  async execute({ memberId, request, context }: RecordBodyCompositionCommand): Promise<RecordBodyCompositionResponse> {
    const recordId = newId(context, `body-composition:${memberId}`);
    const { position } = await sendToMember(this.members, memberId, context, {
      type: 'RecordBodyComposition',
      data: { memberId, recordId, ...request },
    });
    return { recordId, position };
  }
}
