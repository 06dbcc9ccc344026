// The runner tells listeners (the session check) when live documents may have changed: the
// collections a committed batch wrote, and everything of a projection swapped or moved elsewhere.
import { randomUUID } from 'node:crypto';
import { appendAccounts, openStores, removeStores, runToHead } from './testing/runner-fixtures.js';

afterAll(removeStores);

describe('document changes', () => {
  it('tells listeners which live collections a batch wrote, and that a swap may have changed them all', async () => {
    const stores = await openStores();
    await appendAccounts(stores.events, 3);
    const runner = await runToHead(stores);
    const heard: string[][] = [];
    runner.onDocumentsChanged((collections) => heard.push([...collections].sort()));
    const ignored = async (): Promise<void> => {
      const staffId = randomUUID();
      const event = { id: randomUUID(), type: 'StaffSignedIn', data: { staffId }, metadata: {} };
      await stores.events.append(`staff-${staffId}`, [event], 'no_stream');
    };
    await ignored();
    runner.notify();
    expect(await runner.waitFor(await stores.events.headPosition(), 5000)).toBe(true);
    expect(heard).toEqual([]);
    const position = await appendAccounts(stores.events, 1);
    runner.notify();
    expect(await runner.waitFor(position, 5000)).toBe(true);
    expect(heard).toEqual([['test_accounts', 'test_totals']]);
    await runner.rebuild();
    expect(heard.at(-1)).toEqual(['test_accounts', 'test_totals']);
    await runner.stop();
  });
});
