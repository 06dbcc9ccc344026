// The application: asks who is signed in and loads the gym's settings once, then routes.
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useSessionStore } from '../stores/session-store';
import { useSettingsStore } from '../stores/settings-store';
import { AppRoutes } from './app-routes';

export function App() {
  const gymName = useSettingsStore((state) => state.gymName);

  useEffect(() => {
    void useSessionStore.getState().check();
    void useSettingsStore.getState().load();
  }, []);

  useEffect(() => {
    document.title = gymName;
  }, [gymName]);

  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
