// GET /api/deleted-members: 'Eliminados' (R44), for the Administrador who may restore them.
import { Controller, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type DeletedMemberPage } from '@gym/domain';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { ListDeletedMembers } from './deleted-members.query.js';

@Controller()
export class DeletedMembersController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.listDeletedMembers)
  list(@Query() query: unknown): Promise<DeletedMemberPage> {
    const { search, page, pageSize } = queryOf(apiOperations.listDeletedMembers, query);
    return this.queryBus.execute(new ListDeletedMembers(search ?? '', page, pageSize));
  }
}
