// R51: the member's card through the API, per role. Any account gives a member a card; its token
// (never the cédula) makes the QR's '/m/{token}', and the event keeps only the token's hash. The
// card's page answers without signing in, never cached nor indexed, with the gym, first name, plan,
// expiry or visits left, debt and last five payments, nothing else. 'Renovar carnet' is the
// Administrador's and ends the old token at once; a malformed, guessed, old or deleted member's token
// gets the same 'Este carnet no es válido.'; requests are limited per address.
import { hostname, networkInterfaces } from 'node:os';
import { eventStoreOf, projected } from '../auth/auth-test-helpers.js';
import { receptionClient } from '../support/reception-client.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';
import { expectStatus, registerMember, settableClock } from './support/members-api.js';

const INVALID = { code: 'MEMBER_CARD.INVALID', message: 'Este carnet no es válido.' };

describe('R51: the member’s card', () => {
  const clock = settableClock('2026-03-02T10:00:00-05:00');
  let app: TestApp;
  let desk: TestClient;
  let ana: string;
  let firstToken = '';

  const page = (token: string) => app.request('GET', `/api/cards/${token}`, { anonymous: true });

  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: 'https://gimnasio.example' }, { clock });
    desk = await receptionClient(app);
    ana = await registerMember(app, {
      details: { name: 'Ana María Pérez', cedula: '1023456789' },
      plan: 'monthly',
      joinedOn: '2026-03-02',
      amountPaid: 30_000,
    });
  });
  afterAll(() => app.close());

  it('R51: before a card is given, the profile has none (404)', async () => {
    const none = await app.request('GET', `/api/members/${ana}/card`);
    expect({ status: none.status, code: none.body.code }).toEqual({ status: 404, code: 'MEMBER_CARD.NOT_ISSUED' });
  });

  it('R51: Recepción gives the card; its token and address come back, the log keeps only its hash', async () => {
    expectStatus(await desk.request('POST', `/api/members/${ana}/card`), 200);
    await projected(app);
    const card = await desk.request('GET', `/api/members/${ana}/card`);
    expectStatus(card, 200);
    firstToken = card.body.token;
    expect(firstToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(card.body.path).toBe(`/m/${firstToken}`);
    const stream = await eventStoreOf(app).readStream(`member-${ana}`);
    const issued = stream.find((event) => event.type === 'MemberCardIssued');
    expect(issued?.data).toEqual({
      memberId: ana,
      tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      nonce: expect.any(String),
      renewed: false,
    });
    expect(JSON.stringify(stream)).not.toContain(firstToken);
  });

  it('R51: the card’s page answers without signing in, never cached nor indexed, with nothing else', async () => {
    const shown = await page(firstToken);
    expectStatus(shown, 200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.headers.get('x-robots-tag')).toContain('noindex');
    expect(shown.body).toEqual({
      gym: expect.any(String),
      firstName: 'Ana',
      plan: 'Mensualidad',
      expiresOn: '2026-04-02',
      visitsLeft: null,
      debt: 50_000,
      payments: [{ paidOn: '2026-03-02', amount: 30_000, voided: false }],
    });
    expect(JSON.stringify(shown.body)).not.toContain('1023456789');
  });

  it('R51: a malformed or guessed token gets the same plain answer', async () => {
    for (const token of ['1023456789', 'x'.repeat(32), '../../api/members', 'A'.repeat(40)]) {
      const refused = await page(encodeURIComponent(token));
      expect({ token, status: refused.status, body: refused.body }).toEqual({
        token,
        status: 404,
        body: expect.objectContaining(INVALID),
      });
    }
  });

  it('R51: Recepción may not renew it; the Administrador does, and the old token stops at once', async () => {
    const refused = await desk.request('POST', `/api/members/${ana}/card`);
    expect(refused.status).toBe(403);
    expectStatus(await app.request('POST', `/api/members/${ana}/card`), 200);
    await projected(app);
    const renewed = (await app.request('GET', `/api/members/${ana}/card`)).body.token as string;
    expect(renewed).not.toBe(firstToken);
    expect((await page(firstToken)).body).toEqual(expect.objectContaining(INVALID));
    expectStatus(await page(renewed), 200);
  });

  it('R51: /api/settings names PUBLIC_URL (the cards’ address) and this request’s address, never the machine’s names or LAN addresses', async () => {
    const settings = await app.request('GET', '/api/settings', { anonymous: true });
    expect(settings.body.publicUrl).toBe('https://gimnasio.example');
    expect(settings.body.siteAddresses).toEqual(expect.arrayContaining(['https://gimnasio.example', app.baseUrl]));
    const machine = [
      hostname().toLowerCase(),
      ...Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address)),
    ];
    const named = (settings.body.siteAddresses as string[]).filter((site) => site !== app.baseUrl);
    for (const host of machine)
      expect(named.filter((site) => new URL(site).hostname.replace(/^\[|\]$/g, '') === host)).toEqual([]);
  });

  it('R51: Ingreso finds the member from the card read by a scanner (its address on any of the app’s addresses, or its token); an old one finds nobody', async () => {
    const token = (await app.request('GET', `/api/members/${ana}/card`)).body.token as string;
    const printedOn = ['https://gimnasio.example', app.baseUrl, 'http://localhost:3000'];
    for (const scanned of [...printedOn.map((site) => `${site}/m/${token}`), `/m/${token}`, token]) {
      const found = await desk.request('GET', `/api/check-in?q=${encodeURIComponent(scanned)}`);
      expect({ scanned, ids: found.body.items.map((item: { id: string }) => item.id) }).toEqual({
        scanned,
        ids: [ana],
      });
    }
    const old = await desk.request('GET', `/api/check-in?q=${encodeURIComponent(`/m/${firstToken}`)}`);
    expect(old.body.items).toEqual([]);
  });

  it('R51: another site’s address with the card’s own token finds nobody (never followed), nor does a look-alike', async () => {
    const token = (await app.request('GET', `/api/members/${ana}/card`)).body.token as string;
    for (const scanned of [
      `https://evil.example/m/${token}`,
      `https://gimnasio.example.evil.example/m/${token}`,
      `https://gimnasio.example@evil.example/m/${token}`,
      `http://gimnasio.example/m/${token}`,
    ]) {
      const found = await desk.request('GET', `/api/check-in?q=${encodeURIComponent(scanned)}`);
      expect({ scanned, items: found.body.items }).toEqual({ scanned, items: [] });
    }
  });

  it('R51: deleting the member ends the card', async () => {
    const token = (await app.request('GET', `/api/members/${ana}/card`)).body.token as string;
    expectStatus(await app.request('DELETE', `/api/members/${ana}`), 200);
    await projected(app);
    const gone = await page(token);
    expect({ status: gone.status, body: gone.body }).toEqual({ status: 404, body: expect.objectContaining(INVALID) });
  });

  it('R51: requests per address are limited (429 past 30 a minute)', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 32; index += 1) answers.push((await page('x'.repeat(32))).status);
    expect(answers.at(-1)).toBe(429);
  });
});
