// GET /api/members/:id/history and /history/state: an auditor's replay of one member.
import { Controller, Get, Inject, Param, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MemberHistoryPage, MemberSnapshot } from '@gym/domain';
import { Allowed } from '../../auth/allowed.decorator.js';
import { AppError } from '../../shared/http/app-error.js';
import { GetMemberHistory, GetMemberStateAt } from './member-history.queries.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function memberIdOf(id: string): string {
  if (!UUID.test(id)) throw new AppError('MEMBER.NOT_FOUND', 404);
  return id.toLowerCase();
}

function positiveInt(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) throw new AppError('REQUEST.INVALID', 400);
  return Math.min(Number(value), max);
}

@ApiTags('auditoría')
@Controller('members/:id/history')
@Allowed('admin')
export class MemberHistoryController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Eventos de un usuario (también eliminado), paginados, con quién y cuándo' })
  history(
    @Param('id') id: string,
    @QueryParam('order') order: string | undefined,
    @QueryParam('page') page: string | undefined,
    @QueryParam('pageSize') pageSize: string | undefined,
  ): Promise<MemberHistoryPage> {
    if (order !== undefined && order !== 'asc' && order !== 'desc')
      throw new AppError('REQUEST.INVALID', 400, {}, 'order');
    return this.queryBus.execute(
      new GetMemberHistory(
        memberIdOf(id),
        order ?? 'asc',
        positiveInt(page, 1, 100_000),
        positiveInt(pageSize, 20, 100),
      ),
    );
  }

  @Get('state')
  @ApiOperation({
    summary: 'El usuario tal como quedó tras una revisión o en un instante, reconstruido desde sus eventos',
  })
  stateAt(
    @Param('id') id: string,
    @QueryParam('revision') revision: string | undefined,
    @QueryParam('at') at: string | undefined,
  ): Promise<MemberSnapshot> {
    const memberId = memberIdOf(id);
    if (revision !== undefined && at === undefined && /^\d{1,9}$/.test(revision)) {
      return this.queryBus.execute(new GetMemberStateAt(memberId, { revision: Number(revision) }));
    }
    if (at !== undefined && revision === undefined && !Number.isNaN(Date.parse(at)) && /^\d{4}-\d{2}-\d{2}T/.test(at)) {
      return this.queryBus.execute(new GetMemberStateAt(memberId, { instant: at }));
    }
    throw new AppError('AUDIT.INVALID_POINT', 400);
  }
}
