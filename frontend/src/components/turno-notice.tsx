// R41: what every money form says before it opens: which turno the money goes into ('Turno abierto
// por Ana desde las 08:00'), or that one will open by itself with base 0 (with a link to open it
// with a base on Cierre de caja), or that today is closed (R32) and takes no money.
import { useEffect, useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate, formatTime, message, type CurrentTurnoView } from '@gym/domain';
import { send } from '../lib/api-client';
import { usePublicSettingsStore } from '../stores/public-settings-store';

/** Today's turno as the server has it; null while it loads (or if it could not be read). */
export function useCurrentTurno(): CurrentTurnoView | null {
  const [current, setCurrent] = useState<CurrentTurnoView | null>(null);
  useEffect(() => {
    let live = true;
    send('getCurrentTurno', { fallback: 'SERVER.ERROR' })
      .then((found) => live && setCurrent(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return current;
}

/** Today is closed: a money form should not open (R32, R41: nothing is refused only on save). */
export async function closedDayText(): Promise<string | null> {
  const current = await send('getCurrentTurno', { fallback: 'SERVER.ERROR' });
  return current.dayStatus === 'closed' ? message('TURNO.DAY_CLOSED', { fecha: formatDate(current.day) }) : null;
}

export function TurnoNotice() {
  const current = useCurrentTurno();
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  if (current === null) return null;
  if (current.dayStatus === 'closed') {
    return (
      <Text size="sm" c="red.8" fw={600} data-testid="turno-notice">
        {message('TURNO.DAY_CLOSED', { fecha: formatDate(current.day) })}
      </Text>
    );
  }
  const { turno } = current;
  if (turno === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="turno-notice">
        {message('TURNO.WILL_OPEN')}{' '}
        <Anchor component={Link} to="/cash-closing" size="sm">
          {message('TURNO.SET_BASE')}
        </Anchor>
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="turno-notice">
      {message('TURNO.CURRENT', { quien: turno.openedBy, hora: formatTime(turno.openedAt, timeZone) })}
      {turno.automatic ? ` · ${message('TURNO.AUTOMATIC')}` : ''}
    </Text>
  );
}
