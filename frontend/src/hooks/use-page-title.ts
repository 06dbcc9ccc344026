// The browser tab's (and a printed PDF's) title: 'Usuarios · Gimnasio Titanes', or the gym alone.
import { useEffect } from 'react';
import { message } from '@gym/domain';
import { useSettingsStore } from '../stores/settings-store';

export function usePageTitle(screen: string | null): void {
  const gymName = useSettingsStore((state) => state.gymName);
  useEffect(() => {
    document.title = screen === null ? gymName : message('SHELL.PAGE_TITLE', { pantalla: screen, gym: gymName });
  }, [screen, gymName]);
}
