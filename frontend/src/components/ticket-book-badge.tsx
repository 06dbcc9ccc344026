// R27: a Tiquetera's second badge beside the status one: 'Agotada' (15 days used) or 'Vencida'.
// R38: a list item carries no plan terms; a gym plan's are read from the catalogue (a plan the
// screen does not know yet reads as a time plan rather than failing the whole list).
import { Badge } from '@mantine/core';
import { message, ticketBookState, ticketBookStateMessageKey, type MembershipFacts } from '@gym/domain';
import { useGymToday } from '../hooks/use-gym-today';
import { useWithPlanTerms } from '../stores/plan-prices-store';

export function TicketBookBadge({ member }: { readonly member: MembershipFacts }) {
  const today = useGymToday();
  const state = ticketBookState(useWithPlanTerms(member), today);
  if (state === null) return null;
  return (
    <Badge color="orange" variant="outline" data-testid="ticket-book-badge" style={{ flexShrink: 0 }}>
      {message(ticketBookStateMessageKey(state))}
    </Badge>
  );
}
