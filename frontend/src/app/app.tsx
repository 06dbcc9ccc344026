// The application: asks who is signed in and loads the gym's settings once, then routes.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { lazyNamed } from '../lib/lazy-named';
import { useSessionStore } from '../stores/session-store';
import { usePublicSettingsStore } from '../stores/public-settings-store';
import { AppRoutes } from './app-routes';
import { preloadScreenAt } from './screen-modules';
import { prefetchScreenDataAt } from './screen-data';

// The signed-in routes' code is fetched at the same time, not once the providers have arrived, and
// so are the code and the first read of the screen at the address opened (issue 36: two hops less on
// a phone's line).
const DeskProviders = lazyNamed(async () => {
  preloadScreenAt(window.location.pathname);
  prefetchScreenDataAt(window.location.pathname);
  const [desk] = await Promise.all([import('./desk-providers'), import('./signed-in-routes')]);
  return desk;
}, 'DeskProviders');

/**
 * The signed-in screens' providers from the first sign-in on, and kept after signing out: a
 * notification shown as the session ends ('Cerrar todas mis sesiones') stays on the login page.
 */
function DeskOnceSignedIn({ children }: { readonly children: ReactNode }) {
  const signedIn = useSessionStore((state) => state.status === 'signedIn');
  const [needed, setNeeded] = useState(signedIn);
  if (signedIn && !needed) setNeeded(true);
  if (!needed) return children;
  return (
    <Suspense fallback={<LoadingScreen fullHeight />}>
      <DeskProviders>{children}</DeskProviders>
    </Suspense>
  );
}

export function App() {
  useEffect(() => {
    void useSessionStore.getState().check();
    void usePublicSettingsStore.getState().load();
  }, []);

  return (
    <DeskOnceSignedIn>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </DeskOnceSignedIn>
  );
}
