// R48 (a): everything the gym holds on one member, in one answer — the profile (personal and health
// data, plan, authorisation), every payment, every visit, every measurement and the member's data
// requests, and the photo itself (R52, kept outside the log) — read from the features that own each,
// through their ports.
import { Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AttendanceView, DataRequestView, MemberDataReport } from '@gym/domain';
import {
  GetMemberBodyCompositions,
  GetMemberPhoto,
  GetMemberProfile,
  ListAttendances,
} from '../../members/members.port.js';
import { GetMemberPayments } from '../../money/money.port.js';
import { CLOCK } from '../../shared/tokens.js';
import { MemberDataRequests } from '../data-requests/data-requests.queries.js';

export class GetMemberDataReport extends Query<MemberDataReport> {
  constructor(
    readonly memberId: string,
    readonly today: string,
  ) {
    super();
  }
}

/** The visits are read in pages of this many, all of them. */
const VISITS_PAGE = 500;

@QueryHandler(GetMemberDataReport)
export class GetMemberDataReportHandler implements IQueryHandler<GetMemberDataReport> {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: () => Date,
  ) {}

  async execute({ memberId, today }: GetMemberDataReport): Promise<MemberDataReport> {
    const profile = await this.queryBus.execute(new GetMemberProfile(memberId));
    const payments = await this.queryBus.execute(new GetMemberPayments(memberId, true));
    const dataRequests: DataRequestView[] = await this.queryBus.execute(new MemberDataRequests(memberId, today));
    // R48 (c): a suppressed member holds nothing but its money (and the supresión's own record).
    if (profile.suppressed) {
      const generatedAt = this.clock().toISOString();
      return {
        generatedAt,
        suppressed: true,
        profile,
        payments: payments.items,
        visits: [],
        bodyCompositions: [],
        dataRequests,
        photo: null,
      };
    }
    const bodyCompositions = await this.queryBus.execute(new GetMemberBodyCompositions(memberId));
    const visits = await this.visits(memberId);
    const stored = await this.queryBus.execute(new GetMemberPhoto(memberId));
    const photo =
      stored === null
        ? null
        : {
            contentType: stored.contentType,
            bytes: stored.bytes.length,
            dataUrl: `data:${stored.contentType};base64,${stored.bytes.toString('base64')}`,
          };
    return {
      generatedAt: this.clock().toISOString(),
      suppressed: false,
      profile,
      payments: payments.items,
      visits,
      bodyCompositions: bodyCompositions.items,
      dataRequests,
      photo,
    };
  }

  private async visits(memberId: string): Promise<AttendanceView[]> {
    const visits: AttendanceView[] = [];
    for (let page = 1; ; page += 1) {
      const found = await this.queryBus.execute(new ListAttendances(memberId, { page, pageSize: VISITS_PAGE }));
      visits.push(...found.items);
      if (found.items.length < VISITS_PAGE) return visits;
    }
  }
}
