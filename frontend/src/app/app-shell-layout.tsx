// The signed-in frame: header (menu toggle, gym name, sign-out), navigation, the screen, footer.
// A long gym name keeps the header's one line beside the menu, ending in '…' with the whole name as
// its title: on two lines it crowded under the menu on a phone (issue 41).
// The footer follows the screen instead of being fixed to the window: fixed, it covered the
// bottom of every screen, e.g. a phone's 'Registrar ingreso' at Ingreso (issue 30).
import { Suspense, useRef } from 'react';
import { AppShell, Box, Burger, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { message } from '@gym/domain';
import { LoadingScreen } from '../components/loading-screen';
import { useArrivalFocus } from '../hooks/use-arrival-focus';
import { usePublicSettingsStore } from '../stores/public-settings-store';
import { LogoutButton } from './logout-button';
import { NavigationLinks } from './navigation-links';

export function AppShellLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  const gymName = usePublicSettingsStore((state) => state.gymName);
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  const main = useRef<HTMLElement>(null);
  useArrivalFocus(main);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <a className="skip-link" href="#main-content">
        {message('SHELL.SKIP_TO_CONTENT')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" gap="xs" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={message('SHELL.MENU')}
              aria-expanded={menuOpened}
            />
            <Title order={1} fz={{ base: 'md', sm: 'h3' }} lh={1.15} c="teal.8" title={gymName} style={oneLine}>
              {gymName}
            </Title>
          </Group>
          <LogoutButton />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={message('SHELL.NAVIGATION')}>
        <NavigationLinks onNavigate={menu.close} />
      </AppShell.Navbar>
      {/* Its height, with the footer's, fills the window (app.css), so a short screen's footer sits at the bottom. */}
      <AppShell.Main ref={main} id="main-content" tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <Box component="footer" className="print-hidden" mih="var(--gym-footer-height)" px="md" py="xs" style={footerBox}>
        <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed" ta="center">
          {message('SHELL.FOOTER', { year: yearIn(timeZone, new Date()), gym: gymName })}
        </Text>
      </Box>
    </AppShell>
  );
}

// Cut where the line ends ('Gimnasio Fuerza y Salu…'), not at the last whole word ('Gimnasio…').
const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 } as const;

// Beside the navigation (fixed on a desk), below the screen's content.
const footerBox = {
  marginInlineStart: 'var(--app-shell-navbar-offset, 0rem)',
  borderTop: '1px solid var(--app-shell-border-color)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

// Made once per time zone, not at every render of the shell: a formatter with a time zone took 15–35 ms
// to make on a phone (throttled profile, issue 36), each time a screen opened.
const yearFormatters = new Map<string, Intl.DateTimeFormat | null>();

/** The calendar year at `now` in the gym's time zone (R1: 31 Dec 23:30 in Bogotá is still that year). */
function yearIn(timeZone: string, now: Date): string {
  if (!yearFormatters.has(timeZone)) {
    try {
      yearFormatters.set(timeZone, new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }));
    } catch {
      yearFormatters.set(timeZone, null);
    }
  }
  return yearFormatters.get(timeZone)?.format(now) ?? String(now.getFullYear());
}
