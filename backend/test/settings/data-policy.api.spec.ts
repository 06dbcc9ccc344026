// R47 over HTTP: the gym's data-treatment policy — the model until the owner publishes, then each
// publication a version; what each role may do; bad texts refused with nothing recorded.
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';
import { expectStatus, getJson, settableClock } from '../members/support/members-api.js';

const policy = (topic: string) =>
  `POLÍTICA DE TRATAMIENTO DE DATOS DE ${topic}\n\n${'Tratamos los datos de los usuarios para su plan, su ingreso y sus pagos. '.repeat(4)}`.trim();

describe('the data policy (R47)', () => {
  let app: TestApp;
  let reception: TestClient;
  beforeAll(async () => {
    app = await startTestApp({ GYM_NAME: 'Gimnasio Titanes' }, { clock: settableClock('2026-03-15T22:30:00-05:00') });
    const account = { email: 'caja@gimnasio.test', password: 'clave-de-caja-2026' };
    expectStatus(
      await app.request('POST', '/api/staff', { body: { ...account, displayName: 'Recepción', role: 'reception' } }),
      201,
    );
    reception = app.newClient();
    expectStatus(await reception.signIn(account), 200);
  });
  afterAll(() => app.close());

  it('reads the model, filled with the gym, as version 0 until one is published', async () => {
    const model = (await reception.request('GET', '/api/settings/data-policy')).body;
    expect(model).toMatchObject({ version: 0, publishedOn: null, publishedBy: null });
    expect(model.text).toContain('POLÍTICA DE TRATAMIENTO DE DATOS PERSONALES DE Gimnasio Titanes');
  });

  it('Recepción may not publish; the Administrador publishes version 1 dated in the gym, then 2', async () => {
    const refused = await reception.request('POST', '/api/settings/data-policy', { body: { text: policy('A') } });
    expect(refused).toMatchObject({ status: 403, body: { code: 'AUTH.FORBIDDEN' } });
    expect((await getJson(app, '/api/settings/data-policy')).version).toBe(0);

    const first = await app.request('POST', '/api/settings/data-policy', { body: { text: policy('A') } });
    expectStatus(first, 201);
    expect(first.body.version).toBe(1);
    expect((await reception.request('GET', '/api/settings/data-policy')).body).toEqual({
      version: 1,
      text: policy('A'),
      publishedOn: '2026-03-15',
      publishedBy: expect.any(String),
    });

    const again = await app.request('POST', '/api/settings/data-policy', { body: { text: `${policy('A')}\r\n` } });
    expectStatus(again, 201);
    expect(again.body.version).toBeNull();

    expect((await app.request('POST', '/api/settings/data-policy', { body: { text: policy('B') } })).body.version).toBe(
      2,
    );
    expect((await getJson(app, '/api/settings/data-policy')).text).toBe(policy('B'));
  });

  it.each([
    [{}, 'DATA_POLICY.TEXT_REQUIRED'],
    [{ text: 'Muy corta' }, 'DATA_POLICY.TOO_SHORT'],
    [{ text: 'x'.repeat(20_001) }, 'DATA_POLICY.TOO_LONG'],
    [{ text: policy('C'), version: 9 }, 'REQUEST.UNKNOWN_FIELD'],
  ])('refuses %j with %s, recording nothing', async (body, code) => {
    const answer = await app.request('POST', '/api/settings/data-policy', { body });
    expect(answer).toMatchObject({ status: 400, body: { code } });
    expect((await getJson(app, '/api/settings/data-policy')).version).toBe(2);
  });
});
