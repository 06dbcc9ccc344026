// R38: the list's plan filter, one option per plan of the gym's (archived ones too: members keep them).
import { NativeSelect } from '@mantine/core';
import { message } from '@gym/domain';
import { usePlanCatalogue } from '../../../stores/plan-prices-store';
import { useMemberListStore } from '../member-list-store';

export function MemberPlanFilter() {
  const catalogue = usePlanCatalogue();
  const plan = useMemberListStore((state) => state.plan);
  const options = [
    { value: '', label: message('USERS.ALL_PLANS') },
    ...catalogue.map((entry) => ({ value: entry.id, label: entry.name })),
  ];
  return (
    <NativeSelect
      aria-label={message('USERS.PLAN_FILTER')}
      data={options}
      value={plan ?? ''}
      onChange={(event) => void useMemberListStore.getState().filterByPlan(event.currentTarget.value || null)}
      data-testid="member-plan-filter"
    />
  );
}
