// R49: 'Reclamo en trámite' beside the member's name while a reclamo of theirs is not answered, with
// the day it was received and its due day; nothing otherwise (nor when it cannot be read).
import { useEffect } from 'react';
import { Badge, Tooltip } from '@mantine/core';
import { formatDate, message } from '@gym/domain';
import { useMemberOpenReclamoStore } from '../member-open-reclamo-store';

export function ReclamoBadge({ memberId }: { readonly memberId: string }) {
  const { params, data } = useMemberOpenReclamoStore();

  useEffect(() => {
    void useMemberOpenReclamoStore.getState().load(memberId);
  }, [memberId]);

  const reclamo = params === memberId ? data?.reclamo : null;
  if (reclamo === null || reclamo === undefined) return null;
  const due = message('PROFILE.RECLAMO_OPEN_DUE', {
    recibido: formatDate(reclamo.receivedOn),
    vence: formatDate(reclamo.dueOn),
  });
  return (
    <Tooltip label={due}>
      <Badge color="orange" variant="filled" data-testid="reclamo-badge" title={due}>
        {message('PROFILE.RECLAMO_OPEN')}
      </Badge>
    </Tooltip>
  );
}
