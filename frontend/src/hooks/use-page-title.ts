// The browser tab's (and a printed PDF's) title: 'Usuarios · Gimnasio Titanes', or the gym alone.
import { useEffect } from 'react';
import { message } from '@gym/domain';
import { usePublicSettingsStore } from '../stores/public-settings-store';

export function usePageTitle(screen: string | null): void {
  const gymName = usePublicSettingsStore((state) => state.gymName);
  useEffect(() => {
    document.title = screen === null ? gymName : message('SHELL.PAGE_TITLE', { pantalla: screen, gym: gymName });
  }, [screen, gymName]);
}
