// Issue 41: one of the dashboard's lists whole, a page at a time, for the list's own screen; the same
// filters and order as the dashboard's first few (dashboard-lists.ts, visit-figures.ts).
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AbsentPage, AlertList, AlertListName, AlertPage, BirthdayPage, PageRequest } from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { aboutToExpire, birthdays, expired, pageStretch, withDebt, type ListStretch } from './dashboard-lists.js';
import { absentMembers } from './visit-figures.js';

export class GetAlertPage extends Query<AlertPage> {
  constructor(
    readonly list: AlertListName,
    readonly paging: PageRequest,
  ) {
    super();
  }
}

export class GetBirthdayPage extends Query<BirthdayPage> {
  constructor(readonly paging: PageRequest) {
    super();
  }
}

export class GetAbsentPage extends Query<AbsentPage> {
  constructor(readonly paging: PageRequest) {
    super();
  }
}

const ALERT_LIST_OF = { 'about-to-expire': aboutToExpire, expired, 'with-debt': withDebt } as const;

type WholeList<T> = (store: ReadQueries, today: string, stretch: ListStretch) => Promise<AlertList<T>>;

/** One page of a list, with the page it is. */
async function pageOfList<T>(list: WholeList<T>, store: ReadQueries, today: string, paging: PageRequest) {
  const { page, pageSize } = paging;
  return { ...(await list(store, today, pageStretch(page, pageSize))), page, pageSize };
}

@QueryHandler(GetAlertPage)
export class GetAlertPageHandler implements IQueryHandler<GetAlertPage> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  execute({ list, paging }: GetAlertPage): Promise<AlertPage> {
    return pageOfList(ALERT_LIST_OF[list], this.readStore, this.calendar.today(), paging);
  }
}

@QueryHandler(GetBirthdayPage)
export class GetBirthdayPageHandler implements IQueryHandler<GetBirthdayPage> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  execute({ paging }: GetBirthdayPage): Promise<BirthdayPage> {
    return pageOfList(birthdays, this.readStore, this.calendar.today(), paging);
  }
}

@QueryHandler(GetAbsentPage)
export class GetAbsentPageHandler implements IQueryHandler<GetAbsentPage> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  execute({ paging }: GetAbsentPage): Promise<AbsentPage> {
    return pageOfList(absentMembers, this.readStore, this.calendar.today(), paging);
  }
}
