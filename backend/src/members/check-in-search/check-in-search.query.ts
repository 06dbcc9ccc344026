// The check-in desk's search (R28): a scanned cédula finds its member in one indexed lookup;
// otherwise the members found by the words typed (R35), by name, as the member list searches.
// Each match carries the verdict the desk shows.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  CHECK_IN_MATCH_LIMIT,
  checkInVerdict,
  isFrozenOn,
  isBirthdayToday,
  isValidCedula,
  remainingTicketDays,
  onVisitsPlan,
  readCardScan,
  bookVisits,
  searchTermOf,
  searchWordsOf,
  visitedTodayAt,
  type CheckInMatch,
  type CheckInSearchResult,
} from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { GymCalendar } from '../../shared/gym-calendar.js';
import type { FindQuery, Page, ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { MEMBERS, type MemberListDocument } from '../member-list/member-documents.js';
import { cardTokenHash, isCardToken } from '../member-cards/card-tokens.js';
import { MEMBER_CARDS, type MemberCardDocument } from '../member-cards/member-cards.projection.js';
import { siteAddresses } from '../../shared/http/site-addresses.js';

export class SearchCheckIn extends Query<CheckInSearchResult> {
  /** `origin`: the request's own (its Host), one of the addresses a card's QR may name. */
  constructor(
    readonly text: string,
    readonly origin?: string,
  ) {
    super();
  }
}

/**
 * R35: the members each typed word finds (a name's word beginnings, digits within a phone or
 * cédula), by name. `nameKey ≥ ''` holds for every member: it makes SQLite walk the (nameKey, id)
 * index in the order shown, probing the ids the words found and stopping at the sixth match.
 */
export function checkInTextQuery(text: string): FindQuery {
  return {
    filter: { nameKey: { $gte: '' }, searchKeys: { $prefixes: searchWordsOf(text) } },
    sort: [
      { field: 'nameKey', direction: 'asc' },
      { field: 'id', direction: 'asc' },
    ],
    limit: CHECK_IN_MATCH_LIMIT,
  };
}

export function checkInMatch(doc: MemberListDocument, today: string): CheckInMatch {
  const { id, name, phone, plan, expiresOn, debt, ticketDaysUsed } = doc;
  return {
    id,
    name,
    cedula: doc.cedula ?? null,
    phone,
    plan,
    ...checkInVerdict(doc, today),
    expiresOn,
    debt,
    // R38: a visits plan's book holds its own N visits.
    remainingTicketDays: onVisitsPlan(doc) ? remainingTicketDays(ticketDaysUsed, bookVisits(doc)) : null,
    visitedTodayAt: visitedTodayAt(doc, today),
    frozenUntil: isFrozenOn(doc, today) ? doc.frozenUntil : null,
    birthdayToday: isBirthdayToday(doc.birthday, today),
    authorizationPending: doc.authorizationPending,
    photo: doc.photo ?? null,
  };
}

@QueryHandler(SearchCheckIn)
export class SearchCheckInHandler implements IQueryHandler<SearchCheckIn> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ text, origin }: SearchCheckIn): Promise<CheckInSearchResult> {
    const today = this.calendar.today();
    const term = searchTermOf(text);
    if (term === '') return { items: [], total: 0, today };
    const found = (await this.byCard(text, origin)) ?? (await this.byCedula(term)) ?? (await this.byText(text));
    return { items: found.items.map((doc) => checkInMatch(doc, today)), total: found.total, today };
  }

  /**
   * R51: a card's QR read by a keyboard-wedge scanner types its address ('…/m/{token}') or the token
   * alone: the member whose current card it is, found by the token's hash (the address is never
   * followed). An old or unknown token, or an address of another site, finds nobody.
   */
  private async byCard(text: string, origin: string | undefined): Promise<Page<MemberListDocument> | null> {
    const scan = readCardScan(text, siteAddresses(this.config, origin));
    if (scan.kind === 'other-site') return { items: [], total: 0 };
    if (scan.kind !== 'card' || !isCardToken(scan.token)) return null;
    const { token } = scan;
    const card = await this.readStore.get<MemberCardDocument>(MEMBER_CARDS, cardTokenHash(token));
    const member = card === null ? null : await this.readStore.get<MemberListDocument>(MEMBERS, card.memberId);
    return { items: member === null ? [] : [member], total: member === null ? 0 : 1 };
  }

  /** A whole cédula (what a barcode reader types) is unique among live members. */
  private async byCedula(term: string): Promise<Page<MemberListDocument> | null> {
    if (!isValidCedula(term)) return null;
    const found = await this.readStore.find<MemberListDocument>(MEMBERS, { filter: { cedula: term }, limit: 1 });
    return found.total > 0 ? found : null;
  }

  private byText(text: string): Promise<Page<MemberListDocument>> {
    return this.readStore.find<MemberListDocument>(MEMBERS, checkInTextQuery(text));
  }
}
