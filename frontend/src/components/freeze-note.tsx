// R31: beside the 'Congelado' badge, until when; or, for a freeze that starts later, from when
// ('programado' until its first day).
import { Text } from '@mantine/core';
import { formatDate, isFreezeScheduled, isFrozenOn, message, type FreezeWindow } from '@gym/domain';
import { useGymToday } from '../hooks/use-gym-today';

export function FreezeNote({ freeze }: { readonly freeze: FreezeWindow | null }) {
  const today = useGymToday();
  if (freeze === null) return null;
  const member = { freeze };
  if (isFrozenOn(member, today)) {
    return (
      <Text size="xs" c="blue.8" data-testid="freeze-note">
        {message('USERS.FROZEN_UNTIL', { fecha: formatDate(freeze.frozenUntil) })}
      </Text>
    );
  }
  if (!isFreezeScheduled(member, today)) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="freeze-note">
      {message('USERS.FREEZE_SCHEDULED', { fecha: formatDate(freeze.frozenFrom) })}
    </Text>
  );
}
