// Records today's visit (R28): a Tiquetera's attendance, which answers the days left (R19), or
// another plan's visit. A retried request answers from the event its first attempt decided.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { remainingTicketDays, type MemberEvent, type RecordVisitResponse } from '@gym/domain';
import { newId } from '../../shared/commands/new-id.js';
import { MEMBER_COMMANDS, sendToMember, type MemberCommands } from '../shared/member-commands.js';
import { RecordVisitCommand } from './record-visit.command.js';

@CommandHandler(RecordVisitCommand)
export class RecordVisitHandler implements ICommandHandler<RecordVisitCommand> {
  constructor(@Inject(MEMBER_COMMANDS) private readonly members: MemberCommands) {}

  async execute({ memberId, context }: RecordVisitCommand): Promise<RecordVisitResponse> {
    const visitId = newId(context, `visit:${memberId}`);
    const { position, events } = await sendToMember(this.members, memberId, context, {
      type: 'RecordVisit',
      data: { memberId, visitId },
    });
    return { position, ...visitOf(events) };
  }
}

function visitOf(events: readonly MemberEvent[]): Omit<RecordVisitResponse, 'position'> {
  for (const event of events) {
    if (event.type === 'AttendanceMarked') {
      const { attendanceId, attendedAt, ticketDaysUsed } = event.data;
      const remainingDays = remainingTicketDays(ticketDaysUsed);
      return { visitId: attendanceId, kind: 'attendance', visitedAt: attendedAt, remainingDays };
    }
    if (event.type === 'VisitRecorded') {
      const { visitId, visitedAt } = event.data;
      return { visitId, kind: 'visit', visitedAt, remainingDays: null };
    }
  }
  throw new Error('RecordVisit decided neither an attendance nor a visit');
}
