// Graceful stop: SIGTERM while commands are under way. Those under way finish (2xx, and their
// events are in the log), new requests are refused with 503 'SERVER.SHUTTING_DOWN', and the
// process exits 0.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@gym/domain';
import { registerBody } from '../members/support/members-api.js';
import { TEST_ADMIN } from '../support/test-app.js';
import { type BuiltServer, eventLog, killRunningServers, startBuiltServer } from './support/built-server.js';
import { Ledger } from './support/ledger.js';

const ledger = new Ledger('graceful-stop');
const SHUTTING_DOWN = { statusCode: 503, code: 'SERVER.SHUTTING_DOWN', message: messages['SERVER.SHUTTING_DOWN'] };

async function sessionCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

interface SlowRequest {
  /** Sends the rest of the body; resolves with the status and body of the answer. */
  finish(): Promise<{ status: number; body: string }>;
}

/** A POST whose headers and first half of the body are sent now, the rest on `finish()`. */
function startSlowPost(baseUrl: string, path: string, cookie: string, key: string, body: unknown): SlowRequest {
  const text = Buffer.from(JSON.stringify(body));
  const half = Math.floor(text.length / 2);
  const request = httpRequest(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': text.length,
      Cookie: cookie,
      'Idempotency-Key': key,
    },
  });
  const answer = new Promise<IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
  });
  request.write(text.subarray(0, half));
  return {
    async finish() {
      request.end(text.subarray(half));
      const response = await answer;
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      return { status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') };
    },
  };
}

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('reliability: SIGTERM during requests', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gym-graceful-'));
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer(dataDir);
  });
  afterAll(() => {
    killRunningServers();
    rmSync(dataDir, { recursive: true, force: true });
    ledger.save();
  });

  it('in-flight commands finish and are stored, new requests get the 503 text, the exit code is 0', async () => {
    const registered = await server.staff.request('POST', '/api/members', {
      body: registerBody(),
      idempotencyKey: 'graceful-register',
    });
    expect(registered.status).toBe(201);
    const memberId = registered.body.memberId as string;
    const cookie = await sessionCookie(server.baseUrl);
    const payment = (amount: number) => ({ paymentType: 'installment', amount, paidOn: '2026-03-02' });
    const slow = [1, 2, 3].map((n) =>
      startSlowPost(
        server.baseUrl,
        `/api/members/${memberId}/payments`,
        cookie,
        `graceful-slow-${n}`,
        payment(1_000 * n),
      ),
    );
    await until(async () => (await server.staff.request('GET', '/api/health')).body.requestsInFlight === 4); // 3 + this one
    server.kill('SIGTERM');
    ledger.add('faultsInjected');
    await until(async () => (await fetch(`${server.baseUrl}/api/health`)).status === 503);

    const refused = await Promise.all([
      fetch(`${server.baseUrl}/api/members/${memberId}/payments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, 'Idempotency-Key': 'graceful-late-1' },
        body: JSON.stringify(payment(9_000)),
      }),
      fetch(`${server.baseUrl}/api/members`, { headers: { Cookie: cookie } }),
      fetch(`${server.baseUrl}/api/health`),
    ]);
    for (const response of refused) {
      ledger.answered(response.status, 'POST');
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 503, body: SHUTTING_DOWN });
      expect(response.headers.get('connection')).toBe('close');
    }

    const finished = await Promise.all(slow.map((request) => request.finish()));
    finished.forEach(({ status }) => ledger.answered(status, 'POST'));
    expect(finished.map(({ status }) => status)).toEqual([201, 201, 201]);
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const keys = eventLog(dataDir).map((event) => event.idempotencyKey);
    expect(keys).toEqual(expect.arrayContaining(['graceful-slow-1', 'graceful-slow-2', 'graceful-slow-3']));
    expect(keys).not.toContain('graceful-late-1');
  });

  it('restarted, the app serves the payments it finished while stopping', async () => {
    server = await startBuiltServer(dataDir);
    const members = await server.staff.request('GET', '/api/members');
    const payments = await server.staff.request('GET', `/api/members/${members.body.items[0].id}/payments`);
    expect(payments.body).toMatchObject({ count: 3, totalPaid: 6_000 });
    expect((await server.stop()).code).toBe(0);
  });
});
