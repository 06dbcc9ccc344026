// An auditor's questions about one member stream: its events page by page, and the member as it
// was right after a given event or instant — always replayed from the events, never projected.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  describeMemberEvent,
  foldMember,
  isSuppressedStream,
  redactSuppressedEvent,
  MEMBER_EVENT_TYPES,
  memberStreamId,
  message,
  type EventMetadata,
  type MemberEvent,
  type MemberHistoryEntry,
  type MemberHistoryPage,
  type MemberSnapshot,
} from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { decodeEventOf } from '../../shared/event-store/decode-event.js';
import type { EventStore, RecordedEvent } from '../../shared/event-store/event-store.port.js';
import { AppError } from '../../shared/http/app-error.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { EVENT_STORE, READ_STORE } from '../../shared/tokens.js';
import { staffDisplayNames } from '../../staff/staff.port.js';
import { AUDIT_MEMBERS, type AuditMemberDocument } from '../audit-members/audit-members.projection.js';
import { memberSnapshot } from './member-snapshot.js';
import { withSaleEntries, type PageSpan } from './member-sale-entries.js';
import { memberSaleFacts } from '../../money/money.port.js';
import { planCatalogueIn } from '../../settings/settings.port.js';

export class GetMemberHistory extends Query<MemberHistoryPage> {
  constructor(
    readonly memberId: string,
    readonly order: 'asc' | 'desc',
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}

/** Exactly one of `revision` and `instant`. */
/** Right after one revision of the member's stream, or as the member stood at an instant. */
export type PointInHistory = { readonly revision: number } | { readonly instant: string };

export class GetMemberStateAt extends Query<MemberSnapshot> {
  constructor(
    readonly memberId: string,
    readonly point: PointInHistory,
  ) {
    super();
  }
}

const occurredAtOf = (event: RecordedEvent): string =>
  (event.metadata as Partial<EventMetadata>).occurredAt ?? event.recordedAt;
// Metadata and data are the log's JSON: an imported event-log file may lack a field or hold another type.
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const staffIdOf = (event: RecordedEvent): string => textOf(event.metadata['staffId']);
const asMemberEvent = (event: RecordedEvent): MemberEvent => decodeEventOf<MemberEvent>(event, MEMBER_EVENT_TYPES);

@QueryHandler(GetMemberHistory)
export class GetMemberHistoryHandler implements IQueryHandler<GetMemberHistory> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
  ) {}

  async execute({ memberId, order, page, pageSize }: GetMemberHistory): Promise<MemberHistoryPage> {
    const streamId = memberStreamId(memberId);
    const last = (await this.eventStore.readStream(streamId, { direction: 'backwards', limit: 1 })).at(0);
    if (!last) throw new AppError('MEMBER.NOT_FOUND');
    const total = last.revision + 1;
    const skip = (page - 1) * pageSize;
    const events =
      skip >= total
        ? []
        : order === 'asc'
          ? await this.eventStore.readStream(streamId, { fromRevision: skip, limit: pageSize })
          : await this.eventStore.readStream(streamId, {
              fromRevision: last.revision - skip,
              limit: pageSize,
              direction: 'backwards',
            });
    const [names, plans, sales] = await Promise.all([
      staffNames(this.readStore, events),
      planCatalogueIn(this.readStore),
      memberSaleFacts(this.readStore, memberId),
    ]);
    const entry = await this.readStore.get<AuditMemberDocument>(AUDIT_MEMBERS, memberId);
    // R48 (c): a suppressed member's events show no personal data, only that they happened.
    const suppressed = entry?.suppressed === true || last.type === 'MemberSuppressed';
    const shown = (event: RecordedEvent) =>
      suppressed ? redactSuppressedEvent(asMemberEvent(event)) : asMemberEvent(event);
    const own = events.map((event): MemberHistoryEntry => {
      const staffId = staffIdOf(event);
      return {
        revision: event.revision,
        type: event.type,
        occurredAt: occurredAtOf(event),
        staffId,
        staffName: names.get(staffId) ?? staffId,
        description: describeMemberEvent(shown(event), plans),
        saleId: null,
      };
    });
    const items =
      sales.length === 0 || events.length === 0
        ? own
        : withSaleEntries(
            own,
            sales,
            await this.pageSpan(streamId, events, last.revision),
            order,
            await staffDisplayNames(
              this.readStore,
              sales.map((sale) => sale.staffId),
            ),
          );
    return {
      items,
      total,
      page,
      pageSize,
      order,
      memberName: entry?.name ?? (suppressed ? message('PRIVACY.SUPPRESSED_HOLDER') : await this.firstName(streamId)),
      deleted: entry?.deleted ?? last.type === 'MemberDeleted',
    };
  }

  /** R40: the instants this page of events spans, for the sales of that time. */
  private async pageSpan(streamId: string, events: readonly RecordedEvent[], lastRevision: number): Promise<PageSpan> {
    const revisions = events.map((event) => event.revision);
    const oldest = Math.min(...revisions);
    const newest = Math.max(...revisions);
    const first = events.find((event) => event.revision === oldest);
    const next =
      newest >= lastRevision
        ? undefined
        : (await this.eventStore.readStream(streamId, { fromRevision: newest + 1, limit: 1 })).at(0);
    return {
      from: oldest === 0 || first === undefined ? null : occurredAtOf(first),
      until: next === undefined ? null : occurredAtOf(next),
    };
  }

  private async firstName(streamId: string): Promise<string> {
    const first = (await this.eventStore.readStream(streamId, { limit: 1 })).at(0);
    return textOf(first?.data['name']);
  }
}

@QueryHandler(GetMemberStateAt)
export class GetMemberStateAtHandler implements IQueryHandler<GetMemberStateAt> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ memberId, point }: GetMemberStateAt): Promise<MemberSnapshot> {
    const events = await this.eventStore.readStream(memberStreamId(memberId));
    const upTo =
      'revision' in point
        ? events.filter((event) => event.revision <= point.revision)
        : events.filter((event) => Date.parse(occurredAtOf(event)) <= Date.parse(point.instant));
    const last = upTo.at(-1);
    // R48 (c): replayed without the personal data of a member suppressed since (or at) that point.
    const suppressed = isSuppressedStream(events.map((event) => event.type));
    const decoded = upTo.map(asMemberEvent);
    const state = foldMember(suppressed ? decoded.map(redactSuppressedEvent) : decoded);
    if (!last || state.status === 'none') throw new AppError('MEMBER.NOT_FOUND');
    const plans = await planCatalogueIn(this.readStore);
    return memberSnapshot(state, last.revision, occurredAtOf(last), this.config.timeZone, plans);
  }
}

function staffNames(readStore: ReadQueries, events: readonly RecordedEvent[]): Promise<Map<string, string>> {
  return staffDisplayNames(
    readStore,
    events.map((event) => staffIdOf(event)),
  );
}
