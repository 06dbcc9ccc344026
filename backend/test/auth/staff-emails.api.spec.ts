// Issue 28: one e-mail, one account. An e-mail is found whatever its case or width (NFKC, lower
// case, trimmed), an invisible character in it (zero-width space, bidi mark) is refused with the
// catalogue's text, and an account stored before this spelling existed still signs in.
import { randomUUID } from 'node:crypto';
import { message } from '@gym/domain';
import { PasswordHasher } from '../../src/staff/staff.port.js';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/test-app.js';
import { eventStoreOf, projected } from './auth-test-helpers.js';

const INVISIBLE = {
  statusCode: 400,
  code: 'STAFF.EMAIL_INVISIBLE_CHARACTERS',
  message: message('STAFF.EMAIL_INVISIBLE_CHARACTERS'),
  field: 'email',
};
const PASSWORD = 'clave-de-caja-2026';

describe('Staff e-mails: one spelling, no invisible characters', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const create = (email: string) =>
    app.request('POST', '/api/staff', { body: { email, displayName: 'Caja', password: PASSWORD } });

  it.each([
    ['full width', 'ＡＤＭＩＮ＠ｇｉｍｎａｓｉｏ．ｔｅｓｔ'],
    ['upper case with spaces around', '  ADMIN@Gimnasio.Test '],
  ])('signing in finds the account whatever the e-mail’s %s', async (_how, email) => {
    const answer = await app.newClient().signIn({ email, password: TEST_ADMIN.password });
    expect(answer.body).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' });
  });

  it.each([
    ['a zero-width space', 'caja\u200B@gimnasio.test'],
    ['a right-to-left mark', '\u200Fcaja@gimnasio.test'],
    ['a no-break space', 'caja@gimnasio.test\u00A0'],
  ])(
    'an e-mail with %s is refused with the catalogue’s text under the field, and nothing is appended',
    async (_what, email) => {
      const head = await eventStoreOf(app).headPosition();
      expect((await create(email)).body).toEqual(INVISIBLE);
      expect(await eventStoreOf(app).headPosition()).toBe(head);
    },
  );

  it('signing in with an invisible character is refused the same way (not a failed guess)', async () => {
    const answer = await app.newClient().signIn({ email: 'admin\u200B@gimnasio.test', password: TEST_ADMIN.password });
    expect(answer.body).toEqual(INVISIBLE);
  });

  it('an account is stored in the one spelling, and the same e-mail in another width or case is taken', async () => {
    const created = await create('Caja.Uno@Gimnasio.Test');
    expect(created.status).toBe(201);
    const { items } = (await app.request('GET', '/api/staff')).body;
    expect(items.map((account: { email: string }) => account.email)).toContain('caja.uno@gimnasio.test');
    expect((await create('ｃａｊａ.ｕｎｏ@gimnasio.test')).body).toMatchObject({ code: 'STAFF.EMAIL_TAKEN' });
    expect((await app.newClient().signIn({ email: 'CAJA.UNO@gimnasio.test', password: PASSWORD })).status).toBe(200);
  });

  it('an account stored before, with upper case in its e-mail, still signs in, typed either way', async () => {
    const staffId = randomUUID();
    const passwordHash = await new PasswordHasher().hash(PASSWORD);
    const data = { staffId, email: 'Vieja.Caja@Gimnasio.Test', displayName: 'Vieja', passwordHash, role: 'reception' };
    const metadata = { staffId: 'system', occurredAt: new Date().toISOString(), correlationId: 'older-version' };
    await eventStoreOf(app).append(
      `staff-${staffId}`,
      [{ id: randomUUID(), type: 'StaffAccountCreated', data, metadata }],
      'no_stream',
    );
    await projected(app);
    for (const email of ['Vieja.Caja@Gimnasio.Test', 'vieja.caja@gimnasio.test'])
      expect((await app.newClient().signIn({ email, password: PASSWORD })).body).toMatchObject({
        id: staffId,
        email: 'vieja.caja@gimnasio.test',
      });
    expect((await create('vieja.caja@gimnasio.test')).body).toMatchObject({ code: 'STAFF.EMAIL_TAKEN' });
  });
});
