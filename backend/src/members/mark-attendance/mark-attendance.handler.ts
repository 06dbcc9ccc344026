// Marks today's attendance on a Tiquetera (R5, R6, R7) and answers the days left (R19). A retried
// request answers the days left right after its own attendance, read from the event it decided.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { remainingTicketDays, type MarkAttendanceResponse } from '@gym/domain';
import { MEMBER_COMMANDS, sendToMember, type MemberCommands } from '../shared/member-commands.js';
import { newId } from '../../shared/commands/new-id.js';
import { MarkAttendanceCommand } from './mark-attendance.command.js';

@CommandHandler(MarkAttendanceCommand)
export class MarkAttendanceHandler implements ICommandHandler<MarkAttendanceCommand> {
  constructor(@Inject(MEMBER_COMMANDS) private readonly members: MemberCommands) {}

  async execute({ memberId, context }: MarkAttendanceCommand): Promise<MarkAttendanceResponse> {
    const attendanceId = newId(context, `attendance:${memberId}`);
    const { position, events } = await sendToMember(this.members, memberId, context, {
      type: 'MarkAttendance',
      data: { memberId, attendanceId },
    });
    const marked = events.find((event) => event.type === 'AttendanceMarked');
    const used = marked?.type === 'AttendanceMarked' ? marked.data.ticketDaysUsed : 0;
    return { attendanceId, position, remainingDays: remainingTicketDays(used) };
  }
}
