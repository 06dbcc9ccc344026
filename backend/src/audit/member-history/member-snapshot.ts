// The member as an auditor sees it right after one event: the write side's own state, shown as
// the profile would have shown it on that day (status badge, IMC, ticket days left).
import { localDate, memberView, type ExistingMember, type MemberSnapshot } from '@gym/domain';

export function memberSnapshot(
  state: ExistingMember,
  revision: number,
  occurredAt: string,
  timeZone: string,
): MemberSnapshot {
  const asOf = localDate(occurredAt, timeZone);
  return { revision, occurredAt, asOf, deleted: state.status === 'deleted', member: memberView(state, asOf) };
}
