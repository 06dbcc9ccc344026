// The application: asks who is signed in and loads the gym's settings once, then routes.
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useSessionStore } from '../stores/session-store';
import { usePublicSettingsStore } from '../stores/public-settings-store';
import { AppRoutes } from './app-routes';

export function App() {
  useEffect(() => {
    void useSessionStore.getState().check();
    void usePublicSettingsStore.getState().load();
  }, []);

  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
