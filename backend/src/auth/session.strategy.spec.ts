// Two sessions checked at the same time each get their own account back, however the account
// look-ups interleave (passport keeps per-request callbacks on the strategy object).
import type { Request, Response } from 'express';
import type { ReadStore } from '../shared/read-store/read-store.port.js';
import { authenticate, SessionStrategy } from './session.strategy.js';
import { SessionTokens } from './session-tokens.js';

const SECRET = 'a-test-secret-that-is-long-enough-123456';

function slowAccounts(delays: Record<string, number>): ReadStore {
  const get = (_collection: string, id: string) =>
    new Promise((resolve) =>
      setTimeout(
        () => resolve({ id, email: `${id}@gym.co`, displayName: id, disabled: false, sessionsValidFrom: 'v1' }),
        delays[id] ?? 0,
      ),
    );
  return { get } as unknown as ReadStore;
}

const requestWith = (token: string): Request =>
  ({ cookies: { gym_session: token }, headers: {} }) as unknown as Request;

describe('SessionStrategy', () => {
  it('answers each of two overlapping requests with its own account', async () => {
    const strategy = new SessionStrategy(SECRET, slowAccounts({ slow: 50, fast: 5 }));
    const tokens = new SessionTokens(SECRET);
    const response = {} as Response;
    const [slow, fast] = await Promise.all([
      authenticate(strategy, requestWith(tokens.issue({ id: 'slow', sessionsValidFrom: 'v1' })), response),
      authenticate(strategy, requestWith(tokens.issue({ id: 'fast', sessionsValidFrom: 'v1' })), response),
    ]);
    expect(slow?.staffId).toBe('slow');
    expect(fast?.staffId).toBe('fast');
  });
});
