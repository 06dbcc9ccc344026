// What the current URL shows for the session's state: loading, the login page, or the signed-in app.
import { Suspense } from 'react';
import { LoadingScreen } from '../components/loading-screen';
import { LoginPage } from '../features/login/login-page';
import { lazyNamed } from '../lib/lazy-named';
import { useSessionStore } from '../stores/session-store';

// Loaded only once someone is signed in, so the login page's first download stays small.
const SignedInRoutes = lazyNamed(() => import('./signed-in-routes'), 'SignedInRoutes');

export function AppRoutes() {
  const status = useSessionStore((state) => state.status);
  switch (status) {
    case 'loading':
      return <LoadingScreen fullHeight />;
    case 'signedOut':
      // Every path shows the login page and the URL stays, so signing in lands where it pointed.
      return <LoginPage />;
    case 'signedIn':
      return (
        <Suspense fallback={<LoadingScreen fullHeight />}>
          <SignedInRoutes />
        </Suspense>
      );
    default: {
      const unknown: never = status;
      throw new Error(`Unknown session status: ${String(unknown)}`);
    }
  }
}
