// What every page expects around it, the login page included: the Mantine theme. The signed-in
// screens' providers (dates, modals, notifications) are in desk-providers.tsx.
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  readonly children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals, for component tests. */
  readonly env?: 'default' | 'test';
}

export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      {children}
    </MantineProvider>
  );
}
