// Marks today's attendance on a Tiquetera (R5, R6, R7) and answers the days left (R19). A retried
// request answers the days left right after its own attendance, read from the event it wrote.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isRegistered, memberStreamId, remainingTicketDays, type MarkAttendanceResponse } from '@gym/domain';
import type { EventStore } from '../../shared/event-store/event-store.port.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { MEMBER_COMMANDS, sendToMember, type MemberCommandHandler } from '../shared/member-commands.js';
import { newId } from '../../shared/commands/new-id.js';
import { MarkAttendanceCommand } from './mark-attendance.command.js';

@CommandHandler(MarkAttendanceCommand)
export class MarkAttendanceHandler implements ICommandHandler<MarkAttendanceCommand> {
  constructor(
    @Inject(MEMBER_COMMANDS) private readonly members: MemberCommandHandler,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async execute({ memberId, context }: MarkAttendanceCommand): Promise<MarkAttendanceResponse> {
    const attendanceId = newId(context, `attendance:${memberId}`);
    const result = await sendToMember(this.members, memberId, context, {
      type: 'MarkAttendance',
      data: { memberId, attendanceId },
    });
    const used = result.replayed
      ? await this.usedDaysAfter(memberId, result.eventIds)
      : isRegistered(result.state)
        ? result.state.ticketDaysUsed
        : 0;
    return { attendanceId, position: result.position, remainingDays: remainingTicketDays(used) };
  }

  private async usedDaysAfter(memberId: string, eventIds: readonly string[]): Promise<number> {
    const events = await this.eventStore.readStream(memberStreamId(memberId));
    const marked = events.find((event) => eventIds.includes(event.id));
    const used = marked?.data['ticketDaysUsed'];
    return typeof used === 'number' ? used : 0;
  }
}
