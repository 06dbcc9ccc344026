// R27: a Tiquetera's second badge beside the status one: 'Agotada' (15 days used) or 'Vencida'.
// R38: a list item carries no plan terms; a gym plan's are read from the catalogue (a plan the
// screen does not know yet shows no badge rather than failing the whole list).
import { Badge } from '@mantine/core';
import {
  findPlan,
  message,
  specPlanTerms,
  ticketBookState,
  ticketBookStateMessageKey,
  type MembershipFacts,
} from '@gym/domain';
import { useGymToday } from '../hooks/use-gym-today';
import { usePlanPricesStore } from '../stores/plan-prices-store';

export function TicketBookBadge({ member }: { readonly member: MembershipFacts }) {
  const today = useGymToday();
  const catalogue = usePlanPricesStore((state) => state.catalogue);
  const planTerms = member.planTerms ?? specPlanTerms(member.plan) ?? findPlan(catalogue, member.plan)?.terms;
  if (planTerms === undefined || planTerms === null) return null;
  const state = ticketBookState({ ...member, planTerms }, today);
  if (state === null) return null;
  return (
    <Badge color="orange" variant="outline" data-testid="ticket-book-badge" style={{ flexShrink: 0 }}>
      {message(ticketBookStateMessageKey(state))}
    </Badge>
  );
}
