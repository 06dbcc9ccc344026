// The screen's first read started with its code (issue 36): the store's own first read takes it.
import { gymToday } from '../hooks/use-gym-today';
import { installFakeFetch } from '../testing/fake-fetch';
import { useDashboardStore } from '../features/dashboard/dashboard-store';
import { useMemberListStore } from '../features/users/member-list-store';
import { useMemberProfileStore } from '../features/user-profile/member-profile-store';
import { usePublicSettingsStore } from '../stores/public-settings-store';
import { prefetchScreenDataAt } from './screen-data';

const answered = { status: 200, body: {} } as const;

describe('prefetchScreenDataAt', () => {
  it("the dashboard's first read of this month in the gym's time zone (R1) is the one started early", async () => {
    const fake = installFakeFetch({ 'GET /api/dashboard': answered });
    prefetchScreenDataAt('/');
    await useDashboardStore.getState().load(gymToday(usePublicSettingsStore.getState().timeZone).slice(0, 7));
    expect(fake.requests.map((sent) => sent.path)).toEqual([
      expect.stringMatching(/^\/api\/dashboard\?month=\d{4}-\d{2}$/),
    ]);
  });

  it("Usuarios' first page is the one started early", async () => {
    const fake = installFakeFetch({ 'GET /api/members': answered });
    prefetchScreenDataAt('/users');
    await useMemberListStore.getState().load();
    expect(fake.requests).toHaveLength(1);
  });

  it("a profile's member is the one started early", async () => {
    const fake = installFakeFetch({ 'GET /api/members/m-1': answered });
    prefetchScreenDataAt('/users/m-1');
    await useMemberProfileStore.getState().load('m-1');
    expect(fake.requests.map((sent) => sent.path)).toEqual(['/api/members/m-1']);
  });

  it('another screen starts nothing', () => {
    const fake = installFakeFetch({});
    prefetchScreenDataAt('/check-in');
    prefetchScreenDataAt('/users/import');
    expect(fake.requests).toHaveLength(0);
  });
});
