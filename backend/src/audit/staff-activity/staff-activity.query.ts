// Actividad del personal: a gym-local day's documents (one account's, or everyone's), newest first,
// each with who did it, whom it is about (the member's name even after deletion, R22) and its sentence.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  addDays,
  describeActivity,
  message,
  startOfLocalDay,
  type StaffActivityEntry,
  type StaffActivityPage,
} from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { staffDisplayNames } from '../../staff/staff.port.js';
import { AUDIT_MEMBERS, type AuditMemberDocument } from '../audit-members/audit-members.projection.js';
import { STAFF_ACTIVITY, type StaffActivityDocument } from './staff-activity.projection.js';

export class GetStaffActivity extends Query<StaffActivityPage> {
  constructor(
    readonly day: string,
    readonly staffId: string | null,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}

interface Names {
  readonly staff: ReadonlyMap<string, string>;
  readonly members: ReadonlyMap<string, AuditMemberDocument>;
}

@QueryHandler(GetStaffActivity)
export class GetStaffActivityHandler implements IQueryHandler<GetStaffActivity> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ day, staffId, page, pageSize }: GetStaffActivity): Promise<StaffActivityPage> {
    const { timeZone } = this.config;
    // The gym's day as instants: [its 00:00, the next day's 00:00) in the gym's time zone (R1).
    const occurredAt = { $gte: startOfLocalDay(day, timeZone), $lt: startOfLocalDay(addDays(day, 1), timeZone) };
    const found = await this.readStore.find<StaffActivityDocument>(STAFF_ACTIVITY, {
      filter: staffId === null ? { occurredAt } : { staffId, occurredAt },
      sort: [{ field: 'position', direction: 'desc' }],
      skip: (page - 1) * pageSize,
      limit: pageSize,
    });
    const names = await this.namesOf(found.items);
    const items = found.items.map((entry) => this.entryOf(entry, names));
    return { day, items, total: found.total, page, pageSize };
  }

  private async namesOf(entries: readonly StaffActivityDocument[]): Promise<Names> {
    const staffIds = entries.flatMap((entry) => [
      entry.staffId,
      ...(entry.subjectKind === 'staff' ? [entry.subjectId ?? ''] : []),
    ]);
    const memberIds = [
      ...new Set(entries.filter((entry) => entry.subjectKind === 'member').map((entry) => entry.subjectId ?? '')),
    ];
    const [staff, members] = await Promise.all([
      staffDisplayNames(this.readStore, staffIds),
      memberIds.length === 0
        ? { items: [] }
        : this.readStore.find<AuditMemberDocument>(AUDIT_MEMBERS, { filter: { id: { $in: memberIds } } }),
    ]);
    return { staff, members: new Map(members.items.map((member) => [member.id, member])) };
  }

  private entryOf(entry: StaffActivityDocument, names: Names): StaffActivityEntry {
    const { id, staffId, occurredAt, record, subjectKind, subjectId } = entry;
    const subject = subjectOf(subjectKind, subjectId, names);
    const context = {
      accountName: subject.name,
      ownAccount: subjectId === staffId,
      occurredAt,
      timeZone: this.config.timeZone,
    };
    return {
      id,
      at: occurredAt,
      staffId,
      staffName: names.staff.get(staffId) ?? staffId,
      type: record.type,
      subject,
      text: describeActivity(record, context),
    };
  }
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
