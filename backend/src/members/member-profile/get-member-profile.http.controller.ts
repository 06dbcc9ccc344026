// GET /api/members/:id: one member's profile; 404 'Usuario no encontrado.' when unknown or deleted.
import { Controller, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type MemberProfile } from '@gym/domain';
import { memberIdParam } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { GetMemberProfile } from './get-member-profile.query.js';

@Controller()
export class GetMemberProfileController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.getMemberProfile)
  get(@Param('id') id: string): Promise<MemberProfile> {
    return this.queryBus.execute(new GetMemberProfile(memberIdParam(id)));
  }
}
