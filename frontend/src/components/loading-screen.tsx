// The 'Cargando...' placeholder shown while the session or a screen's code loads.
import { Center, Group, Loader, Text } from '@mantine/core';
import { message } from '@gym/domain';

export function LoadingScreen({ fullHeight = false }: { readonly fullHeight?: boolean }) {
  return (
    // The class lets the shell keep the footer below the fold while a screen loads (app.css).
    <Center className="loading-screen" mih={fullHeight ? '100dvh' : 200} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{message('SHELL.LOADING')}</Text>
      </Group>
    </Center>
  );
}
