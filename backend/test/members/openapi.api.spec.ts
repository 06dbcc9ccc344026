// The OpenAPI document at /api/docs lists every endpoint the app serves, each with its body and answers.
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('OpenAPI document', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const endpoints: ReadonlyArray<readonly [string, string, string]> = [
    ['get', '/api/members', '200'],
    ['post', '/api/members', '201'],
    ['get', '/api/members/{id}', '200'],
    ['patch', '/api/members/{id}', '200'],
    ['delete', '/api/members/{id}', '200'],
    ['get', '/api/members/{id}/payments', '200'],
    ['post', '/api/members/{id}/payments', '201'],
    ['post', '/api/members/{id}/renewals', '201'],
    ['get', '/api/members/{id}/attendances', '200'],
    ['post', '/api/members/{id}/attendances', '201'],
    ['post', '/api/members/{id}/ticket-book/reset', '200'],
    ['get', '/api/members/{id}/body-compositions', '200'],
    ['post', '/api/members/{id}/body-compositions', '201'],
    ['get', '/api/payments', '200'],
    ['get', '/api/attendances', '200'],
    ['get', '/api/body-compositions', '200'],
    ['get', '/api/dashboard', '200'],
    ['post', '/api/members/{id}/visits', '201'],
    ['get', '/api/check-in', '200'],
  ];

  it('lists every route the app serves under /api (besides the docs pages themselves)', async () => {
    const express = app.app.getHttpAdapter().getInstance() as {
      router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
    };
    const served = express.router.stack
      .flatMap(({ route }) =>
        route ? Object.keys(route.methods).map((method) => `${method} ${route.path.replace(/:(\w+)/g, '{$1}')}`) : [],
      )
      .filter((route) => !/ \/api\/docs/.test(route));
    const documented = Object.entries(
      (await app.request('GET', '/api/docs-json')).body.paths as Record<string, object>,
    ).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(served.length).toBeGreaterThan(30);
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it.each(endpoints)('documents %s %s with its answer', async (method, path, status) => {
    const response = await app.request('GET', '/api/docs-json');
    expect(response.status).toBe(200);
    const operation = response.body.paths[path]?.[method];
    expect(operation).toBeDefined();
    expect(operation.summary).toEqual(expect.any(String));
    expect(operation.responses[status].content['application/json'].schema.type).toBe('object');
  });

  it('describes the register body from its schema, and the Idempotency-Key header of commands', async () => {
    const { body } = await app.request('GET', '/api/docs-json');
    const register = body.paths['/api/members'].post;
    const schema = register.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['details', 'plan', 'joinedOn', 'amountPaid']));
    expect(schema.properties.plan.enum).toEqual(['fortnight', 'monthly', 'ticket_book']);
    expect(register.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]),
    );
    expect(register.responses['400'].content['application/json'].schema.properties.message).toBeDefined();
  });

  it('serves the interactive page at /api/docs', async () => {
    const response = await app.request('GET', '/api/docs');
    expect(response.status).toBe(200);
    expect(String(response.body)).toContain('swagger');
  });
});
