// Actividad del personal: a gym-local day's documents (one account's, or everyone's), newest first,
// each with who did it, whom it is about (the member's name even after deletion, R22) and its sentence;
// of one kind of action when asked. An import is one line with its count of rows (issue 41); its rows
// are a page of their own, in the order imported.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  addDays,
  describeActivity,
  describeImportGroup,
  message,
  redactSuppressedEvent,
  startOfLocalDay,
  type ActivityKind,
  type MemberEvent,
  type PlanCatalogue,
  type StaffActivityRecord,
  type StaffActivityEntry,
  type StaffActivityPage,
  type StaffActivityRows,
} from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { AppError } from '../../shared/http/app-error.js';
import { READ_STORE } from '../../shared/tokens.js';
import { planCatalogueIn } from '../../settings/settings.port.js';
import { staffDisplayNames } from '../../staff/staff.port.js';
import { AUDIT_MEMBERS, type AuditMemberDocument } from '../audit-members/audit-members.projection.js';
import {
  STAFF_ACTIVITY,
  STAFF_ACTIVITY_GROUPS,
  STAFF_ACTIVITY_PERSONAL,
  STAFF_ACTIVITY_SENSITIVE,
  type StaffActivityDocument,
  type StaffActivityGroupDocument,
  type StaffActivityRecordDocument,
} from './staff-activity.projection.js';

export class GetStaffActivity extends Query<StaffActivityPage> {
  constructor(
    readonly day: string,
    readonly staffId: string | null,
    readonly kind: ActivityKind | null,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}

export class GetStaffActivityRows extends Query<StaffActivityRows> {
  constructor(
    /** The id of the import's line (its first row's event). */
    readonly id: string,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}

interface Names {
  readonly staff: ReadonlyMap<string, string>;
  readonly members: ReadonlyMap<string, AuditMemberDocument>;
  /** The number of rows of each import line's group. */
  readonly groups: ReadonlyMap<string, number>;
  /** The gym's plans (R38): a line names a plan by its name. */
  readonly plans: PlanCatalogue;
}

@QueryHandler(GetStaffActivity)
export class GetStaffActivityHandler implements IQueryHandler<GetStaffActivity> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ day, staffId, kind, page, pageSize }: GetStaffActivity): Promise<StaffActivityPage> {
    const { timeZone } = this.config;
    // The gym's day as instants: [its 00:00, the next day's 00:00) in the gym's time zone (R1).
    const occurredAt = { $gte: startOfLocalDay(day, timeZone), $lt: startOfLocalDay(addDays(day, 1), timeZone) };
    const found = await this.readStore.find<StaffActivityDocument>(STAFF_ACTIVITY, {
      filter: {
        occurredAt,
        inGroup: null,
        ...(staffId !== null && { staffId }),
        ...(kind !== null && { kind }),
      },
      sort: [{ field: 'position', direction: 'desc' }],
      skip: (page - 1) * pageSize,
      limit: pageSize,
    });
    const entries = await withPersonalData(this.readStore, found.items);
    const names = await namesOf(this.readStore, entries);
    const items = entries.map((entry) => entryOf(entry, names, timeZone, true));
    return { day, items, total: found.total, page, pageSize };
  }
}

@QueryHandler(GetStaffActivityRows)
export class GetStaffActivityRowsHandler implements IQueryHandler<GetStaffActivityRows> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ id, page, pageSize }: GetStaffActivityRows): Promise<StaffActivityRows> {
    const line = await this.readStore.get<StaffActivityDocument>(STAFF_ACTIVITY, id);
    if (line?.groupKey == null || line.inGroup !== null) throw new AppError('ACTIVITY.ROWS_NOT_FOUND');
    const found = await this.readStore.find<StaffActivityDocument>(STAFF_ACTIVITY, {
      filter: { groupKey: line.groupKey },
      sort: [{ field: 'position', direction: 'asc' }],
      skip: (page - 1) * pageSize,
      limit: pageSize,
    });
    const entries = await withPersonalData(this.readStore, found.items);
    const names = await namesOf(this.readStore, entries);
    const items = entries.map((entry) => entryOf(entry, names, this.config.timeZone, false));
    return { items, total: found.total, page, pageSize };
  }
}

/**
 * R48: each entry with its member's personal data as still held (kept beside the entry, which holds it
 * erased): with the health data unless revoked; none after a supresión.
 */
async function withPersonalData(
  readStore: ReadQueries,
  entries: readonly StaffActivityDocument[],
): Promise<StaffActivityDocument[]> {
  const ids = entries.flatMap((entry) => (entry.personalOf === null ? [] : [entry.id]));
  if (ids.length === 0) return [...entries];
  const filter = { id: { $in: ids } };
  const [sensitive, personal] = await Promise.all([
    readStore.find<StaffActivityRecordDocument>(STAFF_ACTIVITY_SENSITIVE, { filter, countTotal: false }),
    readStore.find<StaffActivityRecordDocument>(STAFF_ACTIVITY_PERSONAL, { filter, countTotal: false }),
  ]);
  const records = new Map([...personal.items, ...sensitive.items].map((doc) => [doc.id, doc.record]));
  return entries.map((entry) => ({ ...entry, record: records.get(entry.id) ?? entry.record }));
}

async function namesOf(readStore: ReadQueries, entries: readonly StaffActivityDocument[]): Promise<Names> {
  const staffIds = entries.flatMap((entry) => [
    entry.staffId,
    ...(entry.subjectKind === 'staff' ? [entry.subjectId ?? ''] : []),
  ]);
  const memberIds = [
    ...new Set(entries.filter((entry) => entry.subjectKind === 'member').map((entry) => entry.subjectId ?? '')),
  ];
  const groupKeys = entries.flatMap((entry) => (entry.groupKey === null ? [] : [entry.groupKey]));
  const [staff, members, groups, plans] = await Promise.all([
    staffDisplayNames(readStore, staffIds),
    memberIds.length === 0
      ? { items: [] }
      : readStore.find<AuditMemberDocument>(AUDIT_MEMBERS, { filter: { id: { $in: memberIds } } }),
    groupKeys.length === 0
      ? { items: [] }
      : readStore.find<StaffActivityGroupDocument>(STAFF_ACTIVITY_GROUPS, { filter: { id: { $in: groupKeys } } }),
    planCatalogueIn(readStore),
  ]);
  return {
    staff,
    members: new Map(members.items.map((member) => [member.id, member])),
    groups: new Map(groups.items.map((group) => [group.id, group.rows])),
    plans,
  };
}

/** A document as the screen lists it; `asLine`: an import's first row stands for its whole group. */
function entryOf(entry: StaffActivityDocument, names: Names, timeZone: string, asLine: boolean): StaffActivityEntry {
  const { id, staffId, occurredAt, record, subjectKind, subjectId, kind, groupKey } = entry;
  const rows = asLine && groupKey !== null ? (names.groups.get(groupKey) ?? 1) : null;
  const subject = rows === null ? subjectOf(subjectKind, subjectId, names) : subjectOf('gym', null, names);
  const context = {
    accountName: subject.name,
    ownAccount: subjectId === staffId,
    occurredAt,
    timeZone,
    plans: names.plans,
  };
  // R48 (c): what is said of a suppressed member holds none of its personal data.
  const suppressed = subjectKind === 'member' && names.members.get(subjectId ?? '')?.suppressed === true;
  const shown = suppressed ? (redactSuppressedEvent(record as MemberEvent) as StaffActivityRecord) : record;
  const text = rows === null ? describeActivity(shown, context) : describeImportGroup(rows, shown);
  const staffName = names.staff.get(staffId) ?? staffId;
  return { id, at: occurredAt, staffId, staffName, type: record.type, subject, text, kind, rows };
}

function subjectOf(
  kind: StaffActivityDocument['subjectKind'],
  id: string | null,
  names: Names,
): StaffActivityEntry['subject'] {
  if (kind === 'gym' || id === null) return { kind: 'gym', id: null, name: message('ACTIVITY.GYM'), deleted: false };
  if (kind === 'staff') return { kind, id, name: names.staff.get(id) ?? id, deleted: false };
  const member = names.members.get(id);
  return { kind, id, name: member?.name ?? id, deleted: member?.deleted ?? false };
}
