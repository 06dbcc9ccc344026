// Everything a screen expects around it: the Mantine theme, notifications and confirmation modals.
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { message } from '@gym/domain';
import { theme } from './theme';

const confirmLabels = { confirm: message('COMMON.CONFIRM'), cancel: message('COMMON.CANCEL') };

interface AppProvidersProps {
  readonly children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals, for component tests. */
  readonly env?: 'default' | 'test';
}

export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      <ModalsProvider labels={confirmLabels}>
        {/* Centred: on the right they would cover 'Cerrar Sesión' and the screens' header buttons. */}
        <Notifications position="top-center" />
        {children}
      </ModalsProvider>
    </MantineProvider>
  );
}
