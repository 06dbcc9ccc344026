// The heading of every sheet the gym hands out or files (issue 30): its name, NIT, address and phone as
// saved in Configuración. The receipt passes the details it came with; the cash-closing sheet may pass
// none and the header loads them (`useGymDetailsStore`).
import { useEffect, type ReactNode } from 'react';
import { Box, Text, Title } from '@mantine/core';
import { formatPhone, message, type GymDetailsView } from '@gym/domain';
import { useGymDetailsStore } from '../stores/gym-details-store';

interface GymHeaderProps {
  /** The details to print; left out, the saved ones are loaded. */
  readonly gym?: GymDetailsView;
  /** What the sheet is ('Recibo de pago', 'Cierre de caja'), under the name. */
  readonly subtitle?: ReactNode;
}

export function GymHeader({ gym, subtitle }: GymHeaderProps) {
  const loaded = useGymDetailsStore((state) => state.data);
  useEffect(() => {
    if (gym === undefined && useGymDetailsStore.getState().status === 'idle')
      void useGymDetailsStore.getState().load(null);
  }, [gym]);
  const details = gym ?? loaded;
  const lines = details === null ? [] : gymLines(details);
  return (
    <Box data-testid="gym-header">
      <Title order={2} size="h3" c="teal.8">
        {details?.printedName ?? ''}
      </Title>
      {lines.map((line) => (
        <Text key={line} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
      {subtitle !== undefined && <Text c="dimmed">{subtitle}</Text>}
    </Box>
  );
}

function gymLines(gym: GymDetailsView): string[] {
  const contact = [
    gym.nit === '' ? '' : message('GYM.NIT', { nit: gym.nit }),
    gym.phone === '' ? '' : message('GYM.PHONE', { telefono: formatPhone(gym.phone) }),
  ].filter((part) => part !== '');
  return [gym.address, contact.join(' · ')].filter((line) => line !== '');
}
