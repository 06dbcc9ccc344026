// A member's membership status as a coloured badge: 'Con Deuda', 'Vencido' or 'Activo' (spec §4),
// or 'Congelado' while a freeze holds (R31).
import { Badge } from '@mantine/core';
import { message, membershipStatusMessageKey, type MembershipStatus } from '@gym/domain';

const statusColors: Readonly<Record<MembershipStatus, string>> = {
  debt: 'red',
  expired: 'orange',
  active: 'teal',
  frozen: 'blue',
};

export function StatusBadge({ status }: { readonly status: MembershipStatus }) {
  return (
    <Badge color={statusColors[status]} variant="light" data-testid="status-badge" style={{ flexShrink: 0 }}>
      {message(membershipStatusMessageKey(status))}
    </Badge>
  );
}
