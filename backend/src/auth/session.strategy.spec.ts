// Two sessions checked at the same time each get their own account back, however the account
// look-ups interleave (passport keeps per-request callbacks on the strategy object).
import type { HttpRequest as Request, HttpResponse as Response } from '../shared/http/http-exchange.js';
import { ActorGate } from '../shared/commands/actor-gate.js';
import { authenticate, SessionStrategy, VerifiedTokens } from './session.strategy.js';
import { SessionTokens } from './session-tokens.js';
import { StaffSessions, type SessionAccounts } from './staff-sessions.js';

/** Sessions checked against `accounts`, counted on a gate of their own. */
const sessionsOf = (accounts: SessionAccounts) => new StaffSessions(accounts, new ActorGate());

const SECRET = 'a-test-secret-that-is-long-enough-123456';

function slowAccounts(delays: Record<string, number>): SessionAccounts {
  const current = (id: string) =>
    new Promise((resolve) =>
      setTimeout(
        () => resolve({ id, email: `${id}@gym.co`, displayName: id, disabled: false, sessionsValidFrom: 'v1' }),
        delays[id] ?? 0,
      ),
    );
  return { current, currentOrLastKnown: current } as unknown as SessionAccounts;
}

const requestWith = (token: string): Request =>
  ({ cookies: { gym_session: token }, headers: {} }) as unknown as Request;

describe('SessionStrategy', () => {
  it('answers each of two overlapping requests with its own account', async () => {
    const strategy = new SessionStrategy(SECRET, sessionsOf(slowAccounts({ slow: 50, fast: 5 })));
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

describe('SessionStrategy: tokens verified before', () => {
  const account = { id: 'ana', email: 'ana@gym.co', displayName: 'Ana', disabled: false, sessionsValidFrom: 'v1' };

  function accountsStore(current: () => object) {
    const reads: string[] = [];
    const read = (id: string) => (reads.push(id), Promise.resolve(current()));
    const store = { current: read, currentOrLastKnown: read };
    return { store: sessionsOf(store as unknown as SessionAccounts), reads };
  }

  it('given a token verified once, remembers its signature but reads the account on every request', async () => {
    let current: object = account;
    const { store, reads } = accountsStore(() => current);
    const strategy = new SessionStrategy(SECRET, store);
    const token = new SessionTokens(SECRET).issue({ id: 'ana', sessionsValidFrom: 'v1' });
    expect(strategy.staffOfVerified(token, requestWith(token))).toBeUndefined();
    expect((await authenticate(strategy, requestWith(token), {} as Response))?.staffId).toBe('ana');
    expect((await strategy.staffOfVerified(token, requestWith(token)))?.staffId).toBe('ana');
    current = { ...account, disabled: true };
    expect(await authenticate(strategy, requestWith(token), {} as Response)).toBeNull();
    expect(reads).toEqual(['ana', 'ana', 'ana']);
  });

  it('given a token signed with another secret, refuses it and never remembers it', async () => {
    const { store, reads } = accountsStore(() => account);
    const strategy = new SessionStrategy(SECRET, store);
    const forged = new SessionTokens('another-secret-that-is-long-enough-98765').issue({
      id: 'ana',
      sessionsValidFrom: 'v1',
    });
    expect(await authenticate(strategy, requestWith(forged), {} as Response)).toBeNull();
    expect(strategy.staffOfVerified(forged, requestWith(forged))).toBeUndefined();
    expect(reads).toEqual([]);
  });

  it('given a remembered token that has since expired, refuses it', async () => {
    let now = Math.floor(Date.now() / 1000);
    const { store } = accountsStore(() => account);
    const strategy = new SessionStrategy(SECRET, store, () => now);
    const token = new SessionTokens(SECRET).issue({ id: 'ana', sessionsValidFrom: 'v1' });
    expect(await authenticate(strategy, requestWith(token), {} as Response)).not.toBeNull();
    now += 13 * 3600;
    expect(await authenticate(strategy, requestWith(token), {} as Response)).toBeNull();
  });

  it('forgets the oldest token once it holds as many as it keeps', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('a', 1);
    tokens.remember('b', 2);
    tokens.remember('a', 1);
    tokens.remember('c', 3);
    expect([tokens.payloadOf('a'), tokens.payloadOf('b'), tokens.payloadOf('c')]).toEqual([1, undefined, 3]);
  });
});
