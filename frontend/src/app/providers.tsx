// Everything a screen expects around it: the Mantine theme, Spanish dates, notifications and
// confirmation modals.
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { message } from '@gym/domain';
import { cssVariablesResolver, theme } from './theme';

const confirmLabels = { confirm: message('COMMON.CONFIRM'), cancel: message('COMMON.CANCEL') };

interface AppProvidersProps {
  readonly children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals, for component tests. */
  readonly env?: 'default' | 'test';
}

export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      {/* Dates read dd/mm/aaaa and months 'marzo' whatever the browser's language (R2). */}
      <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 0 }}>
        <ModalsProvider labels={confirmLabels}>
          {/* Bottom right: they cover neither the header, nor page and dialog titles, nor 'Cerrar Sesión'. */}
          <Notifications position="bottom-right" />
          {children}
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
