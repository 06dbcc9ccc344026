// The first read of the screen at an address, started as soon as /api/auth/me says who is signed in,
// alongside the screen's code (screen-modules.ts): on a phone's slow line the screen's data no longer
// waits for its code to arrive and run (issue 36). The screen's store takes the answer (api-client's
// `prefetch`) when its own first read asks for the same address; any other read goes to the server.
import { gymToday } from '../hooks/use-gym-today';
import { prefetch } from '../lib/api-client';
import { FIRST_MEMBER_LIST, memberListQuery } from '../features/users/member-list-query';
import { usePublicSettingsStore } from '../stores/public-settings-store';
import { screenAt } from './screen-modules';

const fallback = 'SERVER.ERROR';

/** Starts the first read of the screen at `pathname`, for the screens whose first paint waits on one. */
export function prefetchScreenDataAt(pathname: string): void {
  switch (screenAt(pathname)) {
    case 'dashboard': {
      // The month the dashboard opens on (R1), as dashboard-screen.tsx asks for it.
      const month = gymToday(usePublicSettingsStore.getState().timeZone).slice(0, 7);
      prefetch('getDashboard', { query: { month }, fallback });
      return;
    }
    case 'users':
      prefetch('listMembers', { query: memberListQuery(FIRST_MEMBER_LIST), fallback });
      return;
    case 'profile': {
      const id = decodeURIComponent(pathname.split('/')[2] ?? '');
      prefetch('getMemberProfile', { params: { id }, fallback });
      return;
    }
    default:
  }
}
