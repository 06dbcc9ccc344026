// Many signed-in requests at once: each is answered, as the account that sent it. Passport keeps
// per-request callbacks on the strategy object, so a shared strategy once let one request answer
// another's and left some hanging.
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('concurrent sessions', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('answers 300 simultaneous signed-in requests, every one of them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, () =>
        Promise.race([
          testApp.request('GET', '/api/auth/me').then((response) => response.status),
          new Promise<string>((resolve) => setTimeout(() => resolve('no answer'), 10_000)),
        ]),
      ),
    );
    expect(answers.filter((status) => status !== 200)).toEqual([]);
  });
});
