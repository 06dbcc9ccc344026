// GET /api/check-in?q=: the check-in desk's search, each match with what its card shows (R28).
import { Controller, Inject, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type CheckInSearchResult } from '@gym/domain';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { normalisedOrigin } from '../../shared/http/same-origin-writes.js';
import { SearchCheckIn } from './check-in-search.query.js';

@Controller()
export class CheckInSearchController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.searchCheckIn)
  search(
    @Query() query: unknown,
    @Req() request: { readonly protocol: string; readonly host?: string },
  ): Promise<CheckInSearchResult> {
    const { q } = queryOf(apiOperations.searchCheckIn, query);
    return this.queryBus.execute(new SearchCheckIn(q, normalisedOrigin(request.protocol, request.host)));
  }
}
