// The session check remembers who a token names, but never past a change of the staff accounts'
// documents (a disabled or demoted account is refused at once), the token's expiry, or a second.
import type { Request, Response } from 'express';
import type { DocumentsChangedListener } from '../shared/projections/document-changes.js';
import type { ReadStore } from '../shared/read-store/read-store.port.js';
import { STAFF_ACCOUNTS } from '../staff/staff.port.js';
import { SESSION_MEMORY_MS, SessionCheck } from './session-check.js';
import { SessionStrategy } from './session.strategy.js';
import { SessionTokens } from './session-tokens.js';

const SECRET = 'a-test-secret-that-is-long-enough-123456';
const response = {} as unknown as Response;
const requestWith = (token: string): Request =>
  ({ cookies: { gym_session: token }, headers: {} }) as unknown as Request;

function setUp() {
  const account = {
    id: 'ana',
    email: 'ana@gym.co',
    displayName: 'Ana',
    role: 'admin',
    disabled: false,
    sessionsValidFrom: 'v1',
  };
  const accounts = { current: account, reads: 0 };
  const readStore = {
    get: (_collection: string, id: string) => {
      accounts.reads += 1;
      return Promise.resolve(id === 'ana' ? accounts.current : null);
    },
  } as unknown as ReadStore;
  let changed: DocumentsChangedListener = () => undefined;
  const runner = { onDocumentsChanged: (listener: DocumentsChangedListener) => ((changed = listener), () => true) };
  const clock = { now: Date.now() };
  const check = new SessionCheck(new SessionStrategy(SECRET, readStore), runner, () => clock.now);
  const token = new SessionTokens(SECRET).issue({ id: 'ana', sessionsValidFrom: 'v1' });
  const ask = () => check.staffOf(requestWith(token), response);
  return { accounts, clock, ask, change: (...names: string[]) => changed(new Set(names)) };
}

describe('SessionCheck', () => {
  it('reads the account once for many requests with the same token', async () => {
    const { accounts, ask } = setUp();
    for (let n = 0; n < 5; n += 1) expect(await ask()).toMatchObject({ staffId: 'ana', role: 'admin' });
    expect(accounts.reads).toBe(1);
  });

  it('refuses a disabled account at the very next request once its documents changed', async () => {
    const { accounts, ask, change } = setUp();
    await ask();
    accounts.current = { ...accounts.current, disabled: true, sessionsValidFrom: 'v2' };
    change('member_profiles');
    expect(await ask()).not.toBeNull();
    change(STAFF_ACCOUNTS);
    expect(await ask()).toBeNull();
  });

  it('reads the role again after a demotion', async () => {
    const { accounts, ask, change } = setUp();
    await ask();
    accounts.current = { ...accounts.current, role: 'reception' };
    change(STAFF_ACCOUNTS);
    expect(await ask()).toMatchObject({ role: 'reception' });
  });

  it('forgets an answer after a second at most', async () => {
    const { accounts, ask, clock } = setUp();
    await ask();
    clock.now += SESSION_MEMORY_MS;
    await ask();
    expect(accounts.reads).toBe(2);
  });

  it('does not remember an answer read while the accounts changed', async () => {
    const { accounts, ask, change } = setUp();
    const reading = ask();
    change(STAFF_ACCOUNTS);
    await reading;
    await ask();
    expect(accounts.reads).toBe(2);
  });

  it('remembers nothing for a missing or invalid token', async () => {
    const { accounts } = setUp();
    const check = new SessionCheck(
      new SessionStrategy(SECRET, { get: () => Promise.resolve(null) } as unknown as ReadStore),
      { onDocumentsChanged: () => () => true },
    );
    expect(await check.staffOf(requestWith('not.a.token'), response)).toBeNull();
    expect(await check.staffOf({ cookies: {}, headers: {} } as unknown as Request, response)).toBeNull();
    expect(accounts.reads).toBe(0);
  });
});
