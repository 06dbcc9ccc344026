// POST /api/members/:id/attendances: marks today's attendance on a Tiquetera.
import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiOperations, type MarkAttendanceResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { bodyOf, memberIdParam } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { MarkAttendanceCommand } from './mark-attendance.command.js';

const operation = apiOperations.markAttendance;

@Controller()
@FailureText('ATTENDANCE.MARK_FAILED')
export class MarkAttendanceController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Route(operation)
  mark(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
  ): Promise<MarkAttendanceResponse> {
    const memberId = memberIdParam(id);
    bodyOf(operation, body);
    return this.commandBus.execute(new MarkAttendanceCommand(memberId, context));
  }
}
