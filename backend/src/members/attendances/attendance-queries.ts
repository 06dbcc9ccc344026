// A member's visits and the gym's (R28: attendances and other plans' check-ins), newest first (R16), by pages.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { message, type AttendancePage, type PageRequest } from '@gym/domain';
import type { Filter, ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { assertLiveMember } from '../shared/member-exists.js';
import { memberNames, newestFirst } from '../shared/member-names.js';
import { ATTENDANCES, type AttendanceDocument } from './attendances.projection.js';

/** `memberId` null: every member's. */
export class ListAttendances extends Query<AttendancePage> {
  constructor(
    readonly memberId: string | null,
    readonly paging: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListAttendances)
export class ListAttendancesHandler implements IQueryHandler<ListAttendances> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute({ memberId, paging }: ListAttendances): Promise<AttendancePage> {
    if (memberId !== null) await assertLiveMember(this.readStore, memberId);
    const filter: Filter = memberId === null ? {} : { memberId };
    const found = await this.readStore.find<AttendanceDocument>(ATTENDANCES, {
      filter,
      sort: newestFirst('attendedOn'),
      skip: (paging.page - 1) * paging.pageSize,
      limit: paging.pageSize,
    });
    const names = await memberNames(
      this.readStore,
      found.items.map((doc) => doc.memberId),
    );
    const items = found.items.map(({ id, memberId: member, attendedOn, attendedAt, plan }) => ({
      id,
      memberId: member,
      memberName: names.get(member)?.name ?? message('COMMON.UNKNOWN_MEMBER'),
      attendedOn,
      attendedAt,
      plan,
    }));
    return { items, total: found.total, ...paging };
  }
}
