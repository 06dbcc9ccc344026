// R36: the members already registered with the name and phone typed in the add form (same name
// without accents or case, same phone digits), so the desk sees who it is before a second one is made.
// The server still registers whoever it is asked to: the desk asks '¿Registrar de todos modos?'.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { normalisePhone, type MemberMatches } from '@gym/domain';
import { GymCalendar } from '../../shared/gym-calendar.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { memberListItem } from '../member-list/list-members.query.js';
import { planCatalogueIn } from '../../settings/settings.port.js';
import { contactKeyOf, MEMBERS, type MemberListDocument } from '../member-list/member-documents.js';

/** A few at most: more than one is already a list to clean up. */
const MATCH_LIMIT = 5;

export class FindMemberMatches extends Query<MemberMatches> {
  constructor(
    readonly name: string,
    readonly phone: string,
  ) {
    super();
  }
}

@QueryHandler(FindMemberMatches)
export class FindMemberMatchesHandler implements IQueryHandler<FindMemberMatches> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  async execute({ name, phone }: FindMemberMatches): Promise<MemberMatches> {
    // Typed as the member will be stored ('+57 300…' is '300…'), or as typed when it is no phone yet.
    const key = contactKeyOf(name, normalisePhone(phone) ?? phone);
    if (key.startsWith('|') || key.endsWith('|')) return { items: [] };
    const found = await this.readStore.find<MemberListDocument>(MEMBERS, {
      filter: { contactKey: key },
      sort: [{ field: 'nameKey', direction: 'asc' }],
      limit: MATCH_LIMIT,
    });
    const today = this.calendar.today();
    const plans = await planCatalogueIn(this.readStore);
    return { items: found.items.map((doc) => memberListItem(doc, today, plans)) };
  }
}
