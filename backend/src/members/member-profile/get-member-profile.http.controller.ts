// GET /api/members/:id: one member's profile; 404 'Usuario no encontrado.' when unknown or deleted.
import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { MemberProfile } from '@gym/domain';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { memberProfileSchema } from '../shared/api-schemas.js';
import { memberIdParam } from '../../shared/http/http-input.js';
import { GetMemberProfile } from './get-member-profile.query.js';

@ApiTags('usuarios')
@Controller('members')
export class GetMemberProfileController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id')
  @ApiEndpoint({
    summary: 'Perfil de un usuario: datos, plan, deuda, vencimiento, IMC y estado de hoy',
    memberIdParam: true,
    status: 200,
    response: memberProfileSchema,
    errors: [404],
  })
  get(@Param('id') id: string): Promise<MemberProfile> {
    return this.queryBus.execute(new GetMemberProfile(memberIdParam(id)));
  }
}
