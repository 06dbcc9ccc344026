// POST /api/members/:id/body-compositions: records a set of body measures.
import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { recordBodyCompositionRequest, type RecordBodyCompositionResponse } from '@gym/domain';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { recordBodyCompositionResponseSchema } from '../shared/api-schemas.js';
import { memberIdParam, parseBody } from '../../shared/http/http-input.js';
import { RecordBodyCompositionCommand } from './record-body-composition.command.js';

@ApiTags('composición corporal')
@Controller('members')
@FailureText('BODY_COMPOSITION.SAVE_FAILED')
export class RecordBodyCompositionController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post(':id/body-compositions')
  @HttpCode(201)
  @ApiEndpoint({
    summary: 'Registra las medidas corporales (en cm) que corresponden al género del usuario (R13)',
    command: true,
    memberIdParam: true,
    body: recordBodyCompositionRequest,
    status: 201,
    response: recordBodyCompositionResponseSchema,
    errors: [400, 404, 409, 422],
  })
  record(
    @Param('id') id: string,
    @Body() body: unknown,
    @Command() context: CommandContext,
  ): Promise<RecordBodyCompositionResponse> {
    const memberId = memberIdParam(id);
    const request = parseBody(recordBodyCompositionRequest, body);
    return this.commandBus.execute(new RecordBodyCompositionCommand(memberId, request, context));
  }
}
