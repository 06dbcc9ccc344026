// The member as an auditor sees it right after one event: the write side's own state, shown as
// the profile would have shown it on that day (status badge, IMC, ticket days left).
import { localDate, memberView, type ExistingMember, type MemberSnapshot, type PlanCatalogue } from '@gym/domain';

/** `plans`: the gym's plans (R38), for the plan's name. */
export function memberSnapshot(
  state: ExistingMember,
  revision: number,
  occurredAt: string,
  timeZone: string,
  plans?: PlanCatalogue,
): MemberSnapshot {
  const asOf = localDate(occurredAt, timeZone);
  return { revision, occurredAt, asOf, deleted: state.status === 'deleted', member: memberView(state, asOf, plans) };
}
