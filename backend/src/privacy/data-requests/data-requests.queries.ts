// The register of data requests (R49) as the screen reads it, each with its deadline as of today,
// and a member's open reclamo for the profile's 'Reclamo en trámite'.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  dataRequestDeadline,
  type DataRequestFilter,
  type DataRequestPage,
  type DataRequestView,
  type MemberOpenReclamo,
} from '@gym/domain';
import { assertLiveMember, memberNames } from '../../members/members.port.js';
import type { Filter, ReadQueries, SortKey } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { staffDisplayNames } from '../../staff/staff.port.js';
import { DATA_REQUESTS, type DataRequestDocument } from './data-requests.projection.js';

export class ListDataRequests extends Query<DataRequestPage> {
  constructor(
    readonly status: DataRequestFilter,
    readonly today: string,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}

/** R48 (a): every data request of one member, the latest received first (the member's data report). */
export class MemberDataRequests extends Query<DataRequestView[]> {
  constructor(
    readonly memberId: string,
    readonly today: string,
  ) {
    super();
  }
}

export class GetMemberOpenReclamo extends Query<MemberOpenReclamo> {
  constructor(readonly memberId: string) {
    super();
  }
}

const desc = (field: string): SortKey => ({ field, direction: 'desc' });
const asc = (field: string): SortKey => ({ field, direction: 'asc' });

/** Open: the earliest due first; answered: the latest answered first; all: the latest received first. */
const LISTS: { readonly [F in DataRequestFilter]: { readonly filter: Filter; readonly sort: readonly SortKey[] } } = {
  open: { filter: { status: 'open' }, sort: [asc('dueOn'), asc('sequence')] },
  answered: { filter: { status: 'answered' }, sort: [desc('answeredOn'), desc('sequence')] },
  all: { filter: {}, sort: [desc('receivedOn'), desc('sequence')] },
};

function view(document: DataRequestDocument, today: string, names: ReadonlyMap<string, string>): DataRequestView {
  const name = (staffId: string | null) => (staffId === null ? null : (names.get(staffId) ?? staffId));
  const deadline = document.status === 'open' ? dataRequestDeadline(document.dueOn, today) : null;
  return {
    requestId: document.id,
    kind: document.kind,
    memberId: document.memberId,
    memberName: document.memberName,
    cedula: document.cedula,
    receivedOn: document.receivedOn,
    dueOn: document.dueOn,
    request: document.request,
    status: deadline?.urgency ?? 'answered',
    businessDaysLeft: deadline?.businessDaysLeft ?? null,
    recordedAt: document.recordedAt,
    recordedBy: name(document.recordedBy) ?? document.recordedBy,
    answer: document.answer,
    answeredOn: document.answeredOn,
    answeredBy: name(document.answeredBy),
  };
}

@QueryHandler(ListDataRequests)
export class ListDataRequestsHandler implements IQueryHandler<ListDataRequests> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute({ status, today, page, pageSize }: ListDataRequests): Promise<DataRequestPage> {
    const { filter, sort } = LISTS[status];
    const found = await this.readStore.find<DataRequestDocument>(DATA_REQUESTS, {
      filter,
      sort,
      skip: (page - 1) * pageSize,
      limit: pageSize,
    });
    const staffIds = found.items.flatMap((item) => [
      item.recordedBy,
      ...(item.answeredBy === null ? [] : [item.answeredBy]),
    ]);
    const names = await staffDisplayNames(this.readStore, staffIds);
    const items = await withoutSuppressed(
      this.readStore,
      found.items.map((item) => view(item, today, names)),
    );
    return { items, total: found.total, page, pageSize };
  }
}

@QueryHandler(GetMemberOpenReclamo)
export class GetMemberOpenReclamoHandler implements IQueryHandler<GetMemberOpenReclamo> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute({ memberId }: GetMemberOpenReclamo): Promise<MemberOpenReclamo> {
    await assertLiveMember(this.readStore, memberId);
    const { items } = await this.readStore.find<DataRequestDocument>(DATA_REQUESTS, {
      filter: { memberId, status: 'open', kind: 'reclamo' },
      sort: [asc('receivedOn'), asc('sequence')],
      limit: 1,
      countTotal: false,
    });
    const [oldest] = items;
    return {
      reclamo:
        oldest === undefined ? null : { requestId: oldest.id, receivedOn: oldest.receivedOn, dueOn: oldest.dueOn },
    };
  }
}

@QueryHandler(MemberDataRequests)
export class MemberDataRequestsHandler implements IQueryHandler<MemberDataRequests> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute({ memberId, today }: MemberDataRequests): Promise<DataRequestView[]> {
    const { items } = await this.readStore.find<DataRequestDocument>(DATA_REQUESTS, {
      filter: { memberId },
      sort: [desc('receivedOn'), desc('sequence')],
      countTotal: false,
    });
    const staffIds = items.flatMap((item) => [item.recordedBy, ...(item.answeredBy === null ? [] : [item.answeredBy])]);
    const names = await staffDisplayNames(this.readStore, staffIds);
    return withoutSuppressed(
      this.readStore,
      items.map((item) => view(item, today, names)),
    );
  }
}

/**
 * R48 (c): a request of a suppressed member names 'Titular suprimido', without its cédula. The
 * request stays in the register (kind, dates, who recorded and answered it); its texts were erased
 * in the store by the supresión (data-requests.projection.ts), as the log reads them.
 */
async function withoutSuppressed(readStore: ReadQueries, views: DataRequestView[]): Promise<DataRequestView[]> {
  const members = await memberNames(
    readStore,
    views.flatMap((item) => (item.memberId === null ? [] : [item.memberId])),
  );
  return views.map((item) => {
    const member = item.memberId === null ? undefined : members.get(item.memberId);
    return member?.suppressed === true ? { ...item, memberName: member.name, cedula: null } : item;
  });
}
