// The API contract is written once (the operations of @gym/domain): the app serves exactly those
// routes, publishes the OpenAPI document generated from them without a session, and every
// operation's example is what its own schemas accept.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allApiOperations, type ApiOperation } from '@gym/domain';
import { openApiDocument, requestMediaType, responseMediaType } from '../../src/shared/http/openapi-document.js';
import { servedRoutes } from '../support/served-routes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Json = Record<string, any>;

const routeOf = (operation: ApiOperation): string => `${operation.method} ${operation.path}`;

describe('the API contract', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { signedIn: false });
  });
  afterAll(() => app.close());

  it('serves every route of the operations, and no route that is not one', () => {
    const served = servedRoutes(app)
      .map((route) => route.replace(/^\w+/, (method) => method.toLowerCase()).replace(/:(\w+)/g, '{$1}'))
      .filter((route) => !/ \/api\/docs/.test(route))
      .sort();
    expect(served).toEqual(allApiOperations.map(routeOf).sort());
  });

  it('publishes the document to anyone, signed out, at /api/docs-json and as a page at /api/docs', async () => {
    const json = await app.request('GET', '/api/docs-json');
    expect(json.status).toBe(200);
    expect(Object.keys(json.body.paths)).toEqual(expect.arrayContaining(['/api/members', '/api/dashboard']));
    const page = await app.request('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('swagger');
  });

  it('is the same document the build writes to docs/openapi.json', () => {
    const written = JSON.parse(readFileSync(join(__dirname, '../../../docs/openapi.json'), 'utf8')) as Json;
    expect(written).toEqual(openApiDocument());
  });

  describe.each(allApiOperations.map((operation) => [routeOf(operation), operation] as const))('%s', (_route, op) => {
    const document: Json = openApiDocument();
    const described = document['paths'][op.path][op.method] as Json;

    it('has a summary, a tag, an operation id and its answers: success, 403 and 503, 401 when it needs a session', () => {
      expect(described['summary']).toEqual(expect.any(String));
      expect(described['tags']).toEqual([op.tag]);
      expect(described['operationId']).toBe(op.operationId);
      const statuses = Object.keys(described['responses']);
      expect(statuses).toEqual(expect.arrayContaining([String(op.status), '403', '503']));
      if (op.access !== 'public') expect(statuses).toContain('401');
      expect(described['security']).toEqual(op.access === 'public' ? [] : [{ session: [] }]);
    });

    it('is described in English: what it does, who may call it and each refusal with its status', () => {
      const description = String(described['description']);
      expect(description.startsWith(op.description)).toBe(true);
      expect(description).toContain('**Access:** ');
      if (op.access !== 'public' && op.access !== 'staff') expect(description).toContain(`\`${op.access}\``);
      for (const status of op.errors) expect(description).toContain(`- \`${status}\`: `);
      if (op.access !== 'public') expect(description).toContain('- `401`: ');
    });

    it('documents its body and answer with an example its own schemas accept', () => {
      if (op.body) {
        expect(described['requestBody'].content[requestMediaType(op)].example).toEqual(op.example.body);
        expect(op.body.safeParse(op.example.body).success).toBe(true);
      }
      if (op.response && typeof op.response !== 'string') {
        const answer = described['responses'][String(op.status)].content[responseMediaType(op)];
        expect(answer.schema).toEqual(
          expect.objectContaining({ $ref: expect.stringMatching(/^#\/components\/schemas\//) }),
        );
        expect(op.response.safeParse(op.example.response).error).toBeUndefined();
      }
      if (op.query) expect(op.query.safeParse(op.example.query ?? {}).error).toBeUndefined();
    });
  });

  it('describes every tag', () => {
    const tags = openApiDocument()['tags'] as { name: string; description?: string }[];
    expect(tags.map((tag) => tag.name).sort()).toEqual([...new Set(allApiOperations.map((op) => op.tag))].sort());
    for (const tag of tags)
      expect({ tag: tag.name, described: (tag.description ?? '').length > 0 }).toEqual({
        tag: tag.name,
        described: true,
      });
  });

  it('writes a nullable schema only beside its type, so strict OpenAPI 3.0 validators compile every answer', () => {
    const untyped: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${where}[${index}]`));
      else if (typeof node === 'object' && node !== null) {
        const schema = node as Json;
        if (schema['nullable'] === true && schema['type'] === undefined) untyped.push(where);
        for (const [key, value] of Object.entries(schema)) visit(value, `${where}.${key}`);
      }
    };
    const document: Json = openApiDocument();
    visit(document, '');
    expect(untyped).toEqual([]);
    const voided = document['components']['schemas']['Payment'].properties.voided as Json;
    expect(voided['anyOf']).toEqual([
      { $ref: '#/components/schemas/PaymentVoid' },
      { type: 'object', nullable: true, enum: [null] },
    ]);
  });

  it('names its schemas, gives dates their format and describes the session cookie', () => {
    const document: Json = openApiDocument();
    const schemas = document['components']['schemas'] as Json;
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['MemberProfile', 'Payment', 'Dashboard', 'Error']));
    expect(schemas['MemberProfile'].properties.joinedOn.format).toBe('date');
    expect(schemas['Payment'].properties.recordedAt.format).toBe('date-time');
    expect(document['components']['securitySchemes']).toEqual({
      session: { type: 'apiKey', in: 'cookie', name: 'gym_session' },
    });
  });

  it('describes the register body from its schema, and the Idempotency-Key header of commands', () => {
    const document: Json = openApiDocument();
    const register = document['paths']['/api/members'].post as Json;
    const schema = document['components']['schemas']['RegisterMemberRequest'] as Json;
    expect(schema['required']).toEqual(expect.arrayContaining(['details', 'plan', 'joinedOn', 'amountPaid']));
    expect(register['parameters']).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]),
    );
  });
});
