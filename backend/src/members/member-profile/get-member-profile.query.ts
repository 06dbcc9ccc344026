// One member's profile (/users/{id}): the folded state plus what the screen derives on this day.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { memberView, SPEC_PLANS, type MemberProfile, type PlanCatalogue } from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { planCatalogueIn } from '../../settings/settings.port.js';
import { MEMBER_PROFILES, type MemberProfileDocument } from '../member-list/member-documents.js';

export class GetMemberProfile extends Query<MemberProfile> {
  constructor(readonly memberId: string) {
    super();
  }
}

export function memberProfile(
  { member, registeredAt }: MemberProfileDocument,
  today: string,
  plans: PlanCatalogue = SPEC_PLANS,
): MemberProfile {
  return { ...memberView(member, today, plans), registeredAt };
}

@QueryHandler(GetMemberProfile)
export class GetMemberProfileHandler implements IQueryHandler<GetMemberProfile> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  async execute({ memberId }: GetMemberProfile): Promise<MemberProfile> {
    const found = await this.readStore.get<MemberProfileDocument>(MEMBER_PROFILES, memberId);
    if (found === null) throw new AppError('MEMBER.NOT_FOUND');
    return memberProfile(found, this.calendar.today(), await planCatalogueIn(this.readStore));
  }
}
