// POST /api/members/:id/visits: the check-in desk's 'Registrar ingreso', for any plan (R28).
import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { recordVisitResponseSchema, type RecordVisitResponse } from '@gym/domain';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { assertEmptyBody, memberIdParam } from '../../shared/http/http-input.js';
import { RecordVisitCommand } from './record-visit.command.js';

@ApiTags('ingreso')
@Controller('members')
@FailureText('VISIT.RECORD_FAILED')
export class RecordVisitController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post(':id/visits')
  @HttpCode(201)
  @ApiEndpoint({
    summary:
      'Registra el ingreso de hoy (R28): en una Tiquetera es su asistencia (usa un día, R5–R7); en otro plan no usa nada. Uno al día',
    command: true,
    memberIdParam: true,
    status: 201,
    response: recordVisitResponseSchema,
    errors: [400, 404, 409, 422],
  })
  record(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
  ): Promise<RecordVisitResponse> {
    const memberId = memberIdParam(id);
    assertEmptyBody(body);
    return this.commandBus.execute(new RecordVisitCommand(memberId, context));
  }
}
