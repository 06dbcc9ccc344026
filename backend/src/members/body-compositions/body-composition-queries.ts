// A member's body-composition records, and the gym's with every measure key in use (newest first, R16).
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BodyCompositionPage, BodyCompositionView, MemberBodyCompositions, PageRequest } from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { assertLiveMember } from '../shared/member-exists.js';
import { memberNames, newestFirst } from '../shared/member-names.js';
import {
  ALL_MEMBERS,
  BODY_COMPOSITIONS,
  MEASURE_KEY_COUNTS,
  measureKeysOf,
  type BodyCompositionDocument,
  type MeasureKeyCountsDocument,
} from './body-composition-documents.js';

export class GetMemberBodyCompositions extends Query<MemberBodyCompositions> {
  constructor(readonly memberId: string) {
    super();
  }
}

export class ListBodyCompositions extends Query<BodyCompositionPage> {
  constructor(readonly paging: PageRequest) {
    super();
  }
}

/** A record whose member is not known shows 'Usuario Desconocido' (memberName null). */
async function views(readStore: ReadQueries, docs: readonly BodyCompositionDocument[]): Promise<BodyCompositionView[]> {
  const names = await memberNames(
    readStore,
    docs.map((doc) => doc.memberId),
  );
  return docs.map(({ id, memberId, gender, measuredOn, measures, recordedAt }) => ({
    id,
    memberId,
    memberName: names.get(memberId)?.name ?? null,
    gender,
    measuredOn,
    measures,
    recordedAt,
  }));
}

@QueryHandler(GetMemberBodyCompositions)
export class GetMemberBodyCompositionsHandler implements IQueryHandler<GetMemberBodyCompositions> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute({ memberId }: GetMemberBodyCompositions): Promise<MemberBodyCompositions> {
    await assertLiveMember(this.readStore, memberId);
    const found = await this.readStore.find<BodyCompositionDocument>(BODY_COMPOSITIONS, {
      filter: { memberId },
      sort: newestFirst('measuredOn'),
    });
    return { items: await views(this.readStore, found.items) };
  }
}

@QueryHandler(ListBodyCompositions)
export class ListBodyCompositionsHandler implements IQueryHandler<ListBodyCompositions> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute({ paging }: ListBodyCompositions): Promise<BodyCompositionPage> {
    const [found, counts] = await Promise.all([
      this.readStore.find<BodyCompositionDocument>(BODY_COMPOSITIONS, {
        sort: newestFirst('measuredOn'),
        skip: (paging.page - 1) * paging.pageSize,
        limit: paging.pageSize,
      }),
      this.readStore.get<MeasureKeyCountsDocument>(MEASURE_KEY_COUNTS, ALL_MEMBERS),
    ]);
    const items = await views(this.readStore, found.items);
    return { items, total: found.total, ...paging, measureKeys: measureKeysOf(counts?.counts ?? {}) };
  }
}
