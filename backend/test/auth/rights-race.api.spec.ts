// Issue 28: a staff change takes effect before its answer. Round after round, the owner demotes,
// disables or gives a new password to a second Administrador while that Administrador's session
// sends privileged writes and reads in the same instant. Whatever the interleaving:
// - no answer of hers with the old rights leaves the server after the change's 200;
// - every write she got through sits in the log before the change (rights read where decided);
// - every request she sends once the 200 has arrived is refused.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { SessionTokens } from '../../src/auth/session-tokens.js';
import type { ReadQueries } from '../../src/shared/read-store/read-store.port.js';
import { READ_STORE } from '../../src/shared/tokens.js';
import { STAFF_ACCOUNTS, type StaffAccountDocument } from '../../src/staff/staff.port.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** 240 rounds in all; a new password costs a scrypt hash per round, so it races fewer. */
const ROUNDS: Readonly<Record<Change, number>> = { demote: 100, disable: 100, password: 40 };
const CHANGES = ['demote', 'disable', 'password'] as const;
type Change = (typeof CHANGES)[number];

interface Sent {
  readonly id: string;
  readonly status: number;
  readonly body: { readonly position?: number; readonly totalIncome?: unknown } | undefined;
}

/** The order in which the server finished sending its answers, by X-Request-Id. */
function answerOrder(app: TestApp): string[] {
  const finished: string[] = [];
  app.app.getHttpServer().prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const id = req.headers['x-request-id'];
    if (typeof id === 'string') res.once('finish', () => finished.push(id));
  });
  return finished;
}

async function send(app: TestApp, method: string, path: string, cookie: string, body?: unknown): Promise<Sent> {
  const id = randomUUID();
  const headers: Record<string, string> = { Cookie: cookie, 'X-Request-Id': id };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { id, status: response.status, body: text === '' ? undefined : (JSON.parse(text) as Sent['body']) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Issue 28: staff changes take effect before their answer', () => {
  let app: TestApp;
  let finished: string[];
  let ownerCookie: string;
  let otherId: string;

  beforeAll(async () => {
    app = await startTestApp();
    finished = answerOrder(app);
    const signedIn = await app.newClient().signIn();
    ownerCookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const created = await app.request('POST', '/api/staff', {
      body: { email: 'socia@gimnasio.test', displayName: 'Socia', password: 'clave-de-la-socia', role: 'admin' },
    });
    otherId = created.body.id as string;
  });
  afterAll(() => app.close());

  /** Makes her an active Administrador again and opens a fresh session for her. */
  async function restore(): Promise<string> {
    await send(app, 'POST', `/api/staff/${otherId}/enable`, ownerCookie, {});
    await send(app, 'POST', `/api/staff/${otherId}/role`, ownerCookie, { role: 'admin' });
    const account = await app.app.get<ReadQueries>(READ_STORE).get<StaffAccountDocument>(STAFF_ACCOUNTS, otherId);
    if (!account || account.disabled || account.role !== 'admin') throw new Error('her account was not restored');
    return `gym_session=${app.app.get(SessionTokens).issue(account)}`;
  }

  function change(kind: Change): Promise<Sent> {
    if (kind === 'demote') return send(app, 'POST', `/api/staff/${otherId}/role`, ownerCookie, { role: 'reception' });
    if (kind === 'disable') return send(app, 'POST', `/api/staff/${otherId}/disable`, ownerCookie, {});
    return send(app, 'POST', `/api/staff/${otherId}/password`, ownerCookie, { password: 'otra-clave-larga-1' });
  }

  /** What she tries as an Administrador: a price change (a write) and the gym's money (reads). */
  function privileged(cookie: string, round: number, index: number): Promise<Sent> {
    if (index % 3 === 0)
      return send(app, 'POST', '/api/plans/prices', cookie, {
        prices: { monthly: 100_000 + ((round * 1_000 + index) % 9_000_000) },
        effectiveFrom: '2031-01-01',
      });
    return send(app, 'GET', index % 3 === 1 ? '/api/dashboard' : '/api/payments', cookie);
  }

  it.each(CHANGES)(
    '%s: round after round, nothing of hers is served with the old rights after the 200',
    async (kind) => {
      const late: unknown[] = [];
      const raced = { served: 0, refused: 0 };
      for (let round = 0; round < ROUNDS[kind]; round += 1) {
        const cookie = await restore();
        // Hers go out before, while and right after the owner's change is made: three lanes, each
        // sending one request after another (a write, a read of money, a read of payments) until
        // the change's answer arrives.
        const changed = change(kind);
        let answered = false;
        void changed.finally(() => (answered = true));
        const lanes = [0, 1, 2].map(async (lane) => {
          const sent: Sent[] = [];
          for (let index = lane; !answered; index += 3) {
            sent.push(await privileged(cookie, round, index));
            await pause(round % 3);
          }
          return sent;
        });
        const answer = await changed;
        expect(answer.status).toBe(200);
        const after = await Promise.all([0, 1, 2].map((index) => privileged(cookie, round, index)));
        const sentWith = (await Promise.all(lanes)).flat();
        const servedAt = (sent: Sent) => finished.indexOf(sent.id);
        const served = sentWith.filter(({ status }) => status < 300);
        raced.served += served.length;
        raced.refused += sentWith.length - served.length;
        for (const sent of served) {
          if (servedAt(sent) > servedAt(answer)) late.push({ round, kind, sent, note: 'answered after the 200' });
          if ((sent.body?.position ?? 0) > (answer.body?.position ?? 0))
            late.push({ round, kind, sent, change: answer.body, note: 'written after the change' });
        }
        for (const sent of after.filter(({ status }) => status !== 401))
          late.push({ round, kind, sent, note: 'sent after the 200 and not refused' });
      }
      expect(late).toEqual([]);
      // The race was run: some of hers went through before the change, some were refused after it.
      expect(raced.served).toBeGreaterThan(0);
      expect(raced.refused).toBeGreaterThan(0);
    },
    180_000,
  );
});
