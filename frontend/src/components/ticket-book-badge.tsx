// R27: a Tiquetera's second badge beside the status one: 'Agotada' (15 days used) or 'Vencida'.
import { Badge } from '@mantine/core';
import { message, ticketBookState, ticketBookStateMessageKey, type MembershipFacts } from '@gym/domain';
import { useGymToday } from '../hooks/use-gym-today';

export function TicketBookBadge({ member }: { readonly member: MembershipFacts }) {
  const state = ticketBookState(member, useGymToday());
  if (state === null) return null;
  return (
    <Badge color="orange" variant="outline" data-testid="ticket-book-badge" style={{ flexShrink: 0 }}>
      {message(ticketBookStateMessageKey(state))}
    </Badge>
  );
}
