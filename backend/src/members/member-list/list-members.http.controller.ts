// GET /api/members: one page of the member list.
import { Controller, Get, Inject, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { MEMBER_SORT_FIELDS, type MemberListItem, type PageOf } from '@gym/domain';
import { ApiEndpoint, PAGE_QUERY } from '../../shared/http/api-docs.js';
import { memberPageSchema } from '../shared/api-schemas.js';
import { choiceParam, pageParams, searchParam } from '../../shared/http/http-input.js';
import { ListMembers } from './list-members.query.js';

@ApiTags('usuarios')
@Controller('members')
export class ListMembersController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get()
  @ApiEndpoint({
    summary:
      'Lista de usuarios: búsqueda por nombre, teléfono o cédula (sin importar tildes ni mayúsculas), orden y páginas',
    status: 200,
    response: memberPageSchema,
    errors: [400],
    query: [
      { name: 'search', description: 'Texto a buscar en el nombre, el teléfono o la cédula' },
      { name: 'sort', description: `${MEMBER_SORT_FIELDS.join(' | ')} (por defecto name)` },
      { name: 'direction', description: 'asc | desc (por defecto asc)' },
      ...PAGE_QUERY,
    ],
  })
  list(
    @QueryParam('search') search: string | undefined,
    @QueryParam('sort') sort: string | undefined,
    @QueryParam('direction') direction: string | undefined,
    @QueryParam('page') page: string | undefined,
    @QueryParam('pageSize') pageSize: string | undefined,
  ): Promise<PageOf<MemberListItem>> {
    return this.queryBus.execute(
      new ListMembers(
        searchParam(search),
        choiceParam('sort', sort, MEMBER_SORT_FIELDS, 'name'),
        choiceParam('direction', direction, ['asc', 'desc'] as const, 'asc'),
        pageParams(page, pageSize),
      ),
    );
  }
}
