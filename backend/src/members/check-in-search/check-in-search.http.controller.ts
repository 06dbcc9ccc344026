// GET /api/check-in?q=: the check-in desk's search, each match with what its card shows (R28).
import { Controller, Get, Inject, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  checkInSearchQuerySchema,
  checkInSearchResultSchema,
  parseRequest,
  type CheckInSearchResult,
} from '@gym/domain';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { badParam } from '../../shared/http/http-input.js';
import { SearchCheckIn } from './check-in-search.query.js';

@ApiTags('ingreso')
@Controller('check-in')
export class CheckInSearchController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get()
  @ApiEndpoint({
    summary:
      'Ingreso: busca por cédula (exacta primero), nombre o teléfono sin importar tildes; cada resultado con su estado, vencimiento, deuda, días de tiquetera, ingreso de hoy y cumpleaños',
    status: 200,
    response: checkInSearchResultSchema,
    errors: [400],
    query: [{ name: 'q', description: 'Lo escrito o escaneado: cédula, nombre o teléfono (hasta 100 caracteres)' }],
  })
  search(@QueryParam('q') q: unknown): Promise<CheckInSearchResult> {
    const parsed = parseRequest(checkInSearchQuerySchema, { q });
    if (!parsed.ok) throw badParam('q', parsed.code);
    return this.queryBus.execute(new SearchCheckIn(parsed.value.q));
  }
}
