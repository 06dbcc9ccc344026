// POST /api/members/:id/attendances: marks today's attendance on a Tiquetera.
import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { MarkAttendanceResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { markAttendanceResponseSchema } from '../shared/api-schemas.js';
import { assertEmptyBody, memberIdParam } from '../../shared/http/http-input.js';
import { MarkAttendanceCommand } from './mark-attendance.command.js';

@ApiTags('asistencia')
@Controller('members')
@FailureText('ATTENDANCE.MARK_FAILED')
export class MarkAttendanceController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post(':id/attendances')
  @HttpCode(201)
  @ApiEndpoint({
    summary: 'Marca la asistencia de hoy (Tiquetera): una al día, 15 por tiquetera (R5, R7, R19)',
    command: true,
    memberIdParam: true,
    status: 201,
    response: markAttendanceResponseSchema,
    errors: [400, 404, 409, 422],
  })
  mark(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
  ): Promise<MarkAttendanceResponse> {
    const memberId = memberIdParam(id);
    assertEmptyBody(body);
    return this.commandBus.execute(new MarkAttendanceCommand(memberId, context));
  }
}
