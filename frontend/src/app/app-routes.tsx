// What the current URL shows for the session's state: loading, the login page, or the signed-in app.
import { Suspense } from 'react';
import { LoadingScreen } from '../components/loading-screen';
import { LoginPage } from '../features/login/login-page';
import { lazyNamed } from '../lib/lazy-named';
import { useSessionStore } from '../stores/session-store';
import { screenModules } from './screen-modules';

// Loaded only once someone is signed in, so the login page's first download stays small.
const SignedInRoutes = lazyNamed(() => import('./signed-in-routes'), 'SignedInRoutes');

const MemberCardPage = lazyNamed(screenModules.memberCardPage, 'MemberCardPage');

/** R51: '/m/{token}', the member's card page: shown to anyone, signed in or not. */
const cardToken = (pathname: string): string | null => /^\/m\/([^/]+)\/?$/.exec(pathname)?.[1] ?? null;

export function AppRoutes() {
  const status = useSessionStore((state) => state.status);
  const token = cardToken(window.location.pathname);
  if (token !== null) {
    return (
      <Suspense fallback={<LoadingScreen fullHeight />}>
        <MemberCardPage token={token} />
      </Suspense>
    );
  }
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
