// GET /api/members/:id/history and /history/state: an auditor's replay of one member.
import { Controller, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type MemberHistoryPage, type MemberSnapshot } from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';
import { memberIdParam, queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { GetMemberHistory, GetMemberStateAt, type PointInHistory } from './member-history.queries.js';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/** `?revision=N` or `?at=<ISO instant>`, exactly one of them. */
function pointInHistory(revision: string | undefined, at: string | undefined): PointInHistory {
  if (revision !== undefined && at === undefined && /^\d{1,9}$/.test(revision)) return { revision: Number(revision) };
  if (at !== undefined && revision === undefined && ISO_INSTANT.test(at) && !Number.isNaN(Date.parse(at)))
    return { instant: at };
  throw new AppError('AUDIT.INVALID_POINT');
}

@Controller()
export class MemberHistoryController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.getMemberHistory)
  history(@Param('id') id: string, @Query() query: unknown): Promise<MemberHistoryPage> {
    const memberId = memberIdParam(id);
    const { order, page, pageSize } = queryOf(apiOperations.getMemberHistory, query);
    return this.queryBus.execute(new GetMemberHistory(memberId, order, page, pageSize));
  }

  @Route(apiOperations.getMemberStateAt)
  stateAt(@Param('id') id: string, @Query() query: unknown): Promise<MemberSnapshot> {
    const memberId = memberIdParam(id);
    const { revision, at } = queryOf(apiOperations.getMemberStateAt, query);
    return this.queryBus.execute(new GetMemberStateAt(memberId, pointInHistory(revision, at)));
  }
}
