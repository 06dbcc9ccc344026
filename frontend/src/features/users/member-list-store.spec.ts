// The member list's query state: sorting (a second click reverses), searching and paging, all done by the server.
import { installFakeFetch, queryOf, type FakeReply } from '../../testing/fake-fetch';
import { aMemberListItem, aPage } from '../../testing/api-builders';
import { useMemberListStore } from './member-list-store';

function serveMembers() {
  return installFakeFetch({ 'GET /api/members': { status: 200, body: aPage([aMemberListItem()]) } });
}

const lastQuery = (requests: ReturnType<typeof serveMembers>['requests']) => queryOf(requests.at(-1)!);

describe('useMemberListStore', () => {
  it('first asks for page 1 in the server’s own order', async () => {
    const fake = serveMembers();
    await useMemberListStore.getState().load();
    expect(lastQuery(fake.requests)).toEqual({ sort: 'name', direction: 'asc', page: '1', pageSize: '20' });
    expect(useMemberListStore.getState().data?.items).toHaveLength(1);
  });

  it('sorts by a column ascending, and a second click on it reverses', async () => {
    const fake = serveMembers();
    await useMemberListStore.getState().sortBy('debt');
    expect(lastQuery(fake.requests)).toMatchObject({ sort: 'debt', direction: 'asc' });
    await useMemberListStore.getState().sortBy('debt');
    expect(lastQuery(fake.requests)).toMatchObject({ sort: 'debt', direction: 'desc' });
    await useMemberListStore.getState().sortBy('debt');
    expect(lastQuery(fake.requests)).toMatchObject({ sort: 'debt', direction: 'asc' });
  });

  it('another column starts ascending again, from page 1', async () => {
    const fake = serveMembers();
    await useMemberListStore.getState().sortBy('name');
    await useMemberListStore.getState().sortBy('name');
    await useMemberListStore.getState().goToPage(3);
    await useMemberListStore.getState().sortBy('expiresOn');
    expect(lastQuery(fake.requests)).toEqual({ sort: 'expiresOn', direction: 'asc', page: '1', pageSize: '20' });
  });

  it('a search goes to the server and starts at page 1; the same text again asks nothing', async () => {
    const fake = serveMembers();
    await useMemberListStore.getState().goToPage(2);
    await useMemberListStore.getState().searchFor('josé');
    expect(lastQuery(fake.requests)).toEqual({
      search: 'josé',
      sort: 'name',
      direction: 'asc',
      page: '1',
      pageSize: '20',
    });
    const asked = fake.requests.length;
    await useMemberListStore.getState().searchFor('josé');
    expect(fake.requests).toHaveLength(asked);
  });

  it('an older answer arriving late does not replace the newer one', async () => {
    const answers: Partial<Record<string, (reply: FakeReply) => void>> = {};
    installFakeFetch({
      'GET /api/members': (request) =>
        new Promise<FakeReply>((resolve) => (answers[queryOf(request).search ?? ''] = resolve)),
    });
    const slow = useMemberListStore.getState().searchFor('an');
    const fast = useMemberListStore.getState().searchFor('ana');
    answers.ana!({ status: 200, body: aPage([aMemberListItem({ name: 'Ana' })]) });
    await fast;
    answers.an!({ status: 200, body: aPage([aMemberListItem({ name: 'Andrés' }), aMemberListItem({ id: 'm-2' })]) });
    await slow;
    expect(useMemberListStore.getState().data?.items.map((member) => member.name)).toEqual(['Ana']);
  });

  it('a failed read keeps the rows already shown', async () => {
    serveMembers();
    await useMemberListStore.getState().load();
    installFakeFetch({ 'GET /api/members': 'network-error' });
    await useMemberListStore.getState().goToPage(2);
    expect(useMemberListStore.getState()).toMatchObject({ status: 'error' });
    expect(useMemberListStore.getState().data?.items).toHaveLength(1);
  });
});
