// R22: a member that was deleted, still found and replayed by auditors.
import { Badge } from '@mantine/core';
import { message } from '@gym/domain';

export function DeletedBadge() {
  return (
    <Badge color="gray" variant="filled" data-testid="deleted-badge" style={{ flexShrink: 0 }}>
      {message('AUDIT_SCREEN.DELETED')}
    </Badge>
  );
}
