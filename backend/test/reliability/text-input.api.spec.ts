// Text input (issue 18): NUL, the other control characters and lone UTF-16 surrogates, in every text
// field of every request — member details, payment references, staff names, e-mails and passwords,
// sign-in, projection names, search parameters — are refused with 400 and the catalogue's Spanish
// text, and the event log is unchanged. Notes keep their line breaks; accents and emoji pass.
import type { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { EVENT_STORE } from '../../src/shared/tokens.js';
import { expectStatus, getJson, registerBody, registerMember } from '../members/support/members-api.js';
import { startTestApp, TEST_ADMIN, type TestApp, type TestClient } from '../support/test-app.js';
import { isSpanishRefusal } from './support/catalogue.js';
import { Ledger } from './support/ledger.js';

const ledger = new Ledger('text-input');
const NOT_PLAIN = ['\u0000', '\u0007', '\u001b[2J', '\u007f', '\u0085', '\u2028\u0000', '\ud800', '\udc00'];

type Body = Record<string, unknown>;
interface TextField {
  readonly method: string;
  readonly path: string;
  readonly field: string;
  readonly body: (bad: string) => Body;
}

describe('reliability: control characters and lone surrogates are refused in every text field', () => {
  let app: TestApp;
  let staff: TestClient;
  let member: string;
  let staffId: string;
  let fields: TextField[];

  beforeAll(async () => {
    app = await startTestApp();
    staff = ledger.observe(app);
    member = await registerMember(app);
    const created = await staff.request('POST', '/api/staff', {
      body: { email: 'caja@gimnasio.test', displayName: 'Caja', password: 'clave-larga-123' },
    });
    expectStatus(created, 201);
    staffId = created.body.id as string;
    const detail = (key: string) => (bad: string) => ({ ...registerBody({ details: { [key]: `Ana ${bad} x` } }) });
    const payment = { paymentType: 'additional', amount: 1_000, paidOn: '2026-03-02', method: 'nequi' };
    const newStaff = { email: 'nueva@gimnasio.test', displayName: 'Nueva', password: 'clave-larga-123' };
    fields = [
      ...['name', 'address', 'phone', 'notes'].map((key) => ({
        method: 'POST',
        path: '/api/members',
        field: `details.${key}`,
        body: detail(key),
      })),
      ...['name', 'address', 'phone', 'notes', 'cedula'].map((key) => ({
        method: 'PATCH',
        path: `/api/members/${member}`,
        field: `details.${key}`,
        body: (bad: string) => ({ details: { [key]: `1${bad}2` } }),
      })),
      {
        method: 'POST',
        path: '/api/members',
        field: 'reference',
        body: (bad) => ({ ...registerBody({ amountPaid: 1_000 }), method: 'nequi', reference: `300${bad}` }),
      },
      {
        method: 'POST',
        path: `/api/members/${member}/payments`,
        field: 'reference',
        body: (bad) => ({ ...payment, reference: `300${bad}` }),
      },
      {
        method: 'POST',
        path: `/api/members/${member}/renewals`,
        field: 'reference',
        body: (bad) => ({ amount: 80_000, method: 'transfer', reference: bad }),
      },
      ...['email', 'displayName', 'password'].map((key) => ({
        method: 'POST',
        path: '/api/staff',
        field: key,
        body: (bad: string) => ({ ...newStaff, [key]: `${newStaff[key as keyof typeof newStaff]}${bad}` }),
      })),
      {
        method: 'POST',
        path: `/api/staff/${staffId}/password`,
        field: 'password',
        body: (bad) => ({ password: `otra-clave-456${bad}` }),
      },
      {
        method: 'POST',
        path: '/api/admin/projections/rebuild',
        field: 'projections.0',
        body: (bad) => ({ projections: [`members${bad}`] }),
      },
    ];
  });
  afterAll(async () => {
    await app.close();
    ledger.save();
  });

  const head = (): Promise<number> => app.app.get<EventStore>(EVENT_STORE).headPosition();

  it('the report’s cases: a name with NUL, a lone surrogate in a payment reference', async () => {
    const before = await head();
    const name = await staff.request('POST', '/api/members', {
      body: registerBody({ details: { name: 'Ana\u0000' } }),
    });
    const reference = await staff.request('POST', `/api/members/${member}/payments`, {
      body: {
        paymentType: 'additional',
        amount: 1_000,
        paidOn: '2026-03-02',
        method: 'nequi',
        reference: 'Ref \ud83d',
      },
    });
    ledger.add('inputsTried', 2);
    expect([name.body, reference.body]).toEqual([
      {
        statusCode: 400,
        code: 'REQUEST.TEXT_INVALID_CHARACTERS',
        message:
          'Uno de los textos contiene caracteres no permitidos (de control o inválidos). Escríbelo de nuevo sin ellos.',
        field: 'details.name',
      },
      expect.objectContaining({ statusCode: 400, code: 'REQUEST.TEXT_INVALID_CHARACTERS', field: 'reference' }),
    ]);
    expect(await head()).toBe(before);
  });

  it('every text field of every command: 400 in Spanish naming the field, nothing appended', async () => {
    const before = await head();
    const wrong: string[] = [];
    for (const { method, path, field, body } of fields) {
      for (const bad of NOT_PLAIN) {
        const answer = await staff.request(method, path, { body: body(bad) });
        ledger.add('inputsTried');
        const ok =
          answer.status === 400 &&
          isSpanishRefusal(400, answer.body) &&
          answer.body.code === 'REQUEST.TEXT_INVALID_CHARACTERS' &&
          answer.body.field === field;
        if (!ok)
          wrong.push(
            `${method} ${path} ${field} ${JSON.stringify(bad)} → ${answer.status} ${JSON.stringify(answer.body)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(await head()).toBe(before);
  });

  it('sign-in: an e-mail or password that is not plain text is refused in Spanish before any check', async () => {
    const visitor = ledger.observe(app.newClient());
    for (const bad of NOT_PLAIN) {
      for (const body of [
        { email: `${TEST_ADMIN.email}${bad}`, password: TEST_ADMIN.password },
        { email: TEST_ADMIN.email, password: `${TEST_ADMIN.password}${bad}` },
      ]) {
        const answer = await visitor.request('POST', '/api/auth/login', { body });
        ledger.add('inputsTried');
        expect({ status: answer.status, code: answer.body?.code }).toEqual({
          status: 400,
          code: 'REQUEST.TEXT_INVALID_CHARACTERS',
        });
      }
    }
    // None of them counted as a failed sign-in: the real password still works.
    expectStatus(await visitor.signIn(), 200);
  });

  it('search parameters: control characters are refused with 400, bytes that are not UTF-8 never break a screen', async () => {
    for (const path of ['/api/members', '/api/audit/members', '/api/members/export.csv']) {
      for (const raw of ['%00', 'Ana%07', '%1B%5B2J', '%7F', '%C2%85']) {
        const answer = await staff.request('GET', `${path}?search=${raw}`);
        ledger.add('inputsTried');
        expect({ path, raw, status: answer.status, code: answer.body?.code }).toEqual({
          path,
          raw,
          status: 400,
          code: 'REQUEST.TEXT_INVALID_CHARACTERS',
        });
      }
      const broken = await staff.request('GET', `${path}?search=%ED%A0%80`);
      ledger.add('inputsTried');
      expect(broken.status).toBeLessThan(500);
    }
  });

  it('what people do type is kept as typed: line breaks in notes, accents, emoji, a right-to-left mark', async () => {
    const notes = 'Rodilla operada.\nNo saltar.\r\nRevisar en marzo 😀';
    const name = 'Ñusta Pérez 👩🏽‍⚕️ \u202e';
    const id = await registerMember(app, { details: { name, notes } });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ name: name.trim(), notes });
  });
});
