// A refused request appends nothing to any stream (issue 18), the cédula reservation included: a
// registration or profile edit with a cédula, refused for each reason that can be provoked — the
// schema (400), the cédula taken (409), an unknown member (404), an Idempotency-Key reused with other
// data (422, a cédula of its own included), the decider's own rules reached by a caller that skips
// the schema (400) — leaves the event log exactly as it was.
import { randomUUID } from 'node:crypto';
import type { EditMemberProfileRequest, RegisterMemberRequest } from '@gym/domain';
import { REMEMBERED_KEYS_PER_STREAM } from '../../src/shared/commands/stream-fold.js';
import { editMemberProfile, registerMember as registerWithCedula } from '../../src/members/cedulas/cedula-commands.js';
import type { MemberCommandDeps } from '../../src/members/member-command-deps.js';
import { MEMBER_COMMAND_DEPS } from '../../src/members/member.routes.js';
import type { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { EVENT_STORE } from '../../src/shared/tokens.js';
import { expectStatus, registerBody, registerMember } from '../members/support/members-api.js';
import { startTestApp, type ApiResponse, type TestApp, type TestClient } from '../support/test-app.js';
import { isSpanishRefusal } from './support/catalogue.js';
import { Ledger } from './support/ledger.js';

const ledger = new Ledger('refusals');

describe('reliability: a refused registration or edit with a cédula appends nothing', () => {
  let app: TestApp;
  let staff: TestClient;
  let holder: string;
  let other: string;
  let serial = 0;

  beforeAll(async () => {
    app = await startTestApp();
    staff = ledger.observe(app);
    holder = await registerMember(app, { details: { name: 'Ana Titular', cedula: '1023456789' } });
    other = await registerMember(app, { details: { name: 'Otro Socio', cedula: '80123456' } });
  });
  afterAll(async () => {
    await app.close();
    ledger.save();
  });

  const head = (): Promise<number> => app.app.get<EventStore>(EVENT_STORE).headPosition();
  const key = (): string => `clave-rechazo-${(serial += 1)}-${Date.now()}`;

  /** Sends `send`, expects `status` with a Spanish catalogue text, and an untouched event log. */
  async function expectRefusedWithoutEvents(status: number, send: () => Promise<ApiResponse>): Promise<void> {
    const before = await head();
    const answer = await send();
    ledger.add('inputsTried');
    expect({ status: answer.status, spanish: isSpanishRefusal(status, answer.body) }).toEqual({
      status,
      spanish: true,
    });
    expect(await head()).toBe(before);
  }

  it('registration, 400 from the schema, the cédula valid and free', () =>
    expectRefusedWithoutEvents(400, () =>
      staff.request('POST', '/api/members', { body: registerBody({ details: { name: '', cedula: '70000001' } }) }),
    ));

  it('registration, 400 for an amount past the limit with a free cédula', () =>
    expectRefusedWithoutEvents(400, () =>
      staff.request('POST', '/api/members', {
        body: registerBody({ amountPaid: 10_000_001, details: { cedula: '70000002' } }),
      }),
    ));

  it('registration, 409 the cédula belongs to someone else', () =>
    expectRefusedWithoutEvents(409, () =>
      staff.request('POST', '/api/members', { body: registerBody({ details: { cedula: '1.023.456.789' } }) }),
    ));

  it('registration, 422 an Idempotency-Key reused with other data and a cédula of its own', async () => {
    const reused = key();
    const first = await staff.request('POST', '/api/members', {
      body: registerBody({ details: { name: 'Primera Vez', cedula: '70000003' } }),
      idempotencyKey: reused,
    });
    expectStatus(first, 201);
    await expectRefusedWithoutEvents(422, () =>
      staff.request('POST', '/api/members', {
        body: registerBody({ details: { name: 'Otra Persona', cedula: '70000004' } }),
        idempotencyKey: reused,
      }),
    );
    // The retry with the same data still answers as the first time did, appending nothing.
    const before = await head();
    const retry = await staff.request('POST', '/api/members', {
      body: registerBody({ details: { name: 'Primera Vez', cedula: '70000003' } }),
      idempotencyKey: reused,
    });
    expect({ status: retry.status, memberId: retry.body.memberId }).toEqual({
      status: 201,
      memberId: first.body.memberId,
    });
    expect(await head()).toBe(before);
  });

  it('profile edit, 400 from the schema together with a new cédula', () =>
    expectRefusedWithoutEvents(400, () =>
      staff.request('PATCH', `/api/members/${other}`, { body: { details: { cedula: '70000005' }, plan: 'anual' } }),
    ));

  it('profile edit, 409 the new cédula belongs to someone else', () =>
    expectRefusedWithoutEvents(409, () =>
      staff.request('PATCH', `/api/members/${other}`, { body: { details: { cedula: '1023456789' } } }),
    ));

  it('profile edit, 404 an unknown member given a free cédula', () =>
    expectRefusedWithoutEvents(404, () =>
      staff.request('PATCH', '/api/members/6d0c1f9e-1111-4a4a-8b8b-222222222222', {
        body: { details: { cedula: '70000006' } },
      }),
    ));

  it('profile edit, 422 an Idempotency-Key reused with another cédula', async () => {
    const reused = key();
    const first = await staff.request('PATCH', `/api/members/${other}`, {
      body: { details: { cedula: '70000007' } },
      idempotencyKey: reused,
    });
    expectStatus(first, 200);
    await expectRefusedWithoutEvents(422, () =>
      staff.request('PATCH', `/api/members/${other}`, {
        body: { details: { cedula: '70000008' } },
        idempotencyKey: reused,
      }),
    );
  });

  it('profile edit, 422 a key reused long after, no longer among the keys kept in memory', async () => {
    const old = key();
    const first = await staff.request('PATCH', `/api/members/${holder}`, {
      body: { details: { cedula: '70000011' } },
      idempotencyKey: old,
    });
    expectStatus(first, 200);
    for (let edit = 0; edit <= REMEMBERED_KEYS_PER_STREAM; edit += 1) {
      const later = await staff.request('PATCH', `/api/members/${holder}`, {
        body: { details: { notes: `nota ${edit}` } },
        idempotencyKey: key(),
      });
      expectStatus(later, 200);
    }
    await expectRefusedWithoutEvents(422, () =>
      staff.request('PATCH', `/api/members/${holder}`, {
        body: { details: { cedula: '70000012' } },
        idempotencyKey: old,
      }),
    );
  });

  it('a caller that skips the schema reaches the decider, which refuses before the cédula is claimed', async () => {
    const deps = app.app.get<MemberCommandDeps>(MEMBER_COMMAND_DEPS);
    const context = { staffId: 'system', role: 'admin' as const, correlationId: 'reliability-refusals' };
    const staffMember = { staffId: 'system', email: 'system', displayName: 'system', role: 'admin' as const };
    const call = <B>(id: string, body: B) => ({ id, body, staff: staffMember, context, newId: () => randomUUID() });
    const register = registerBody({ amountPaid: 10_000_001, details: { cedula: '70000009' } }) as RegisterMemberRequest;
    const bogusPlan = { details: { cedula: '70000010' }, plan: 'anual' } as unknown as EditMemberProfileRequest;
    for (const send of [
      () => registerWithCedula(call('', { ...register, method: 'cash', reference: null }), deps),
      () => editMemberProfile(call(holder, bogusPlan), deps),
    ]) {
      const before = await head();
      await expect(send()).rejects.toMatchObject({ status: 400 });
      ledger.add('inputsTried');
      expect(await head()).toBe(before);
    }
  });
});
